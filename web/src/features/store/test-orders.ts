// A store order for component tests: bought by 'buyer-1' from 'seller-1', cash on delivery. Only tests import
// this file.
import type { StoreOrder } from '@marketplace/shared/store/order';

export const anOrder = (id: string, name: string, orderStatus: StoreOrder['orderStatus']): StoreOrder => ({
  id,
  studentId: 'buyer-1',
  studentEmail: 'buyer@example.test',
  sellerId: 'seller-1',
  product: {
    id: `product-${id}`,
    name,
    description: 'A product',
    price: 250,
    imageUrl: '',
    sellerId: 'seller-1',
    sellerEmail: 'seller@example.test',
  },
  deliveryAddress: '12 MG Road, Indore',
  paymentMethod: 'cod',
  orderStatus,
  orderedAt: new Date(2030, 5, 15, 12).getTime(),
  razorpay_payment_id: null,
  razorpay_order_id: null,
  cancelledAt: null,
  refundStatus: null,
});
