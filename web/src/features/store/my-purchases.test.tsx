import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { feed } from '../../lib/testing/feed.ts';
import { MyPurchases } from './my-purchases.tsx';
import type { OrdersPort } from './store.port.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderPurchases() {
  const purchases = feed<StoreOrder[]>();
  const orders = { watchPurchases: () => purchases.watch } as unknown as OrdersPort;
  render(<MyPurchases buyerId="buyer-1" orders={orders} />);
  return purchases;
}

const anOrder = (id: string, name: string, orderStatus: StoreOrder['orderStatus']): StoreOrder => ({
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
});

describe('MyPurchases', () => {
  it('lists each purchase with its price, status and a Track button named for it', () => {
    const purchases = renderPurchases();
    act(() => purchases.push([anOrder('o2', 'Desk lamp', 'Shipped'), anOrder('o1', 'Notebook', 'Delivered')]));
    const list = screen.getByRole('list', { name: 'Your purchases' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.textContent).toContain('250.00');
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Track order: Desk lamp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Track order: Notebook' })).toBeTruthy();
  });

  it('shows loading until the purchases arrive, then says there are none', () => {
    const purchases = renderPurchases();
    expect(screen.getByRole('status').textContent).toBe('Loading your purchases...');
    act(() => purchases.push([]));
    expect(screen.getByText('No purchases yet.')).toBeTruthy();
  });

  it('says when the purchases could not be loaded', () => {
    const purchases = renderPurchases();
    act(() => purchases.fail(new Error('offline')));
    expect(screen.getByText('Your purchases could not be loaded.')).toBeTruthy();
  });
});
