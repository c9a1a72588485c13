// Fixtures for the store suites: products as a seller lists them (the shared builder), and a card purchase
// through the real endpoints (create-order, the simulated checkout, verify-payment).
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { PaymentOrder, PaymentResult } from '@marketplace/shared/payments/payments-api';
import { newProductFields, type NewProduct } from '@marketplace/shared/store/product';
import type { Backend } from './emulators.ts';
import { call, type PaymentsApi, type Person } from './payments.ts';

export const ADDRESS = 'Hostel 4, Room 12, Indore, Madhya Pradesh 452001';
export const card = { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'Asha Verma' };

/** A product listed by `seller`, written past the rules as the browser's write would land. */
export async function seedProduct(
  backend: Backend,
  seller: Person,
  product: Partial<NewProduct> = {},
): Promise<string> {
  const ref = backend.db.collection(paths.storeProducts).doc();
  await ref.set({
    ...newProductFields(
      seller,
      { name: 'Line Following Robot', description: 'Arduino robot with IR sensors.', price: 1899.5, ...product },
      '',
    ),
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

/** POST /create-order for a product; `extra` may try to forge what the server must ignore. */
export function orderProduct(
  api: PaymentsApi,
  buyer: Person,
  productId: string,
  extra: Record<string, unknown> = {},
  paymentMethod: 'card' | 'upi' = 'card',
) {
  return call(api, 'POST', '/create-order', {
    as: buyer,
    body: { purpose: 'store', productId, deliveryAddress: ADDRESS, paymentMethod, ...extra },
  });
}

/** What the simulated checkout signs for an order (the card step the browser would take). */
export async function payOrder(api: PaymentsApi, buyer: Person, order: PaymentOrder): Promise<PaymentResult> {
  const { status, body } = await call(api, 'POST', '/payments/simulated/pay', {
    as: buyer,
    body: { orderId: order.id, ...card },
  });
  if (status !== 200) throw new Error(`simulated pay failed: ${status} ${JSON.stringify(body)}`);
  return body as unknown as PaymentResult;
}

/** Opens and pays an order for the product, without verifying it yet. */
export async function paidOrder(api: PaymentsApi, buyer: Person, productId: string) {
  const created = await orderProduct(api, buyer, productId);
  if (created.status !== 200) throw new Error(`create-order failed: ${created.status} ${JSON.stringify(created.body)}`);
  const order = created.body as unknown as PaymentOrder;
  return { order, result: await payOrder(api, buyer, order) };
}

export const verify = (api: PaymentsApi, buyer: Person, result: PaymentResult) =>
  call(api, 'POST', '/verify-payment', { as: buyer, body: result });

/** Every store order in the suite's project. */
export async function storeOrders(backend: Backend) {
  return (await backend.db.collection(paths.storeOrders).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
