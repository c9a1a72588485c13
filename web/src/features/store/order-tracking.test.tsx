import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { cancellationTexts } from '@marketplace/shared/store/order-cancellation';
import { feed } from '../../lib/testing/feed.ts';
import { OrderTracking, notYourOrder } from './order-tracking.tsx';
import type { OrdersPort } from './store.port.ts';
import { anOrder } from './test-orders.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const order = (orderStatus: StoreOrder['orderStatus']) => anOrder('o1', 'Desk lamp', orderStatus);

function renderTracking() {
  const watched = feed<StoreOrder | null>();
  const orders = { watchOrder: () => watched.watch } as unknown as OrdersPort;
  render(<OrderTracking orderId="o1" orders={orders} buyerId="buyer-1" />);
  return watched;
}

describe('OrderTracking', () => {
  it('shows the four steps with the one reached as current, and moves forward to Delivered', () => {
    const watched = renderTracking();
    expect(screen.getByRole('status').textContent).toBe('Loading your order...');
    act(() => watched.push(order('Shipped')));
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order Confirmed',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('status').textContent).toBe('Status: Shipped');
    expect(screen.getByText('Cash on Delivery')).toBeTruthy();
    expect(screen.getByText('12 MG Road, Indore')).toBeTruthy();

    act(() => watched.push(order('Delivered')));
    expect(screen.getByRole('status').textContent).toBe('Status: Delivered');
    expect(steps[3]!.getAttribute('aria-current')).toBe('step');
  });

  it('never moves back when an older snapshot arrives late', () => {
    const watched = renderTracking();
    act(() => watched.push(order('Out for Delivery')));
    act(() => watched.push(order('Shipped')));
    expect(screen.getByRole('status').textContent).toBe('Status: Out for Delivery');
  });

  it('says the order cannot be shown when it could not be read', () => {
    const watched = renderTracking();
    act(() => watched.fail(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe(notYourOrder);
  });

  it('shows nothing of an order whose buyer is someone else (its seller or an admin may read it), or of none', () => {
    const watched = renderTracking();
    act(() => watched.push({ ...order('Shipped'), studentId: 'someone-else' }));
    expect(screen.getByRole('alert').textContent).toBe(notYourOrder);
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    expect(screen.queryByText('12 MG Road, Indore')).toBeNull();
    act(() => watched.push(null));
    expect(screen.getByRole('alert').textContent).toBe(notYourOrder);
  });

  it('shows a cancelled order stopped, with its refund, and no Cancel Order', () => {
    const watched = renderTracking();
    act(() => watched.push({ ...order('Cancelled'), paymentMethod: 'card', refundStatus: 'processed' }));
    expect(screen.getByRole('status').textContent).toBe('Status: Cancelled · Refunded');
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.filter((step) => step.getAttribute('aria-current'))).toEqual([]);
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).toBeNull();
  });

  it('gives a cancelled order the date it was cancelled, not an estimated delivery', () => {
    const watched = renderTracking();
    const cancelledAt = Date.UTC(2026, 10, 21, 12);
    act(() => watched.push(order('Shipped')));
    expect(screen.getByText('Estimated delivery')).toBeTruthy();
    act(() => watched.push({ ...order('Cancelled'), cancelledAt }));
    expect(screen.queryByText('Estimated delivery')).toBeNull();
    expect(screen.getByText('Cancelled', { selector: 'dt' }).nextElementSibling?.textContent).toBe('21 Nov 2026');
  });

  it('offers Cancel Order while the order may be cancelled', () => {
    const watched = renderTracking();
    act(() => watched.push(order('Out for Delivery')));
    expect(screen.getByRole('button', { name: 'Cancel Order: Desk lamp' })).toBeTruthy();
    act(() => watched.push(order('Delivered')));
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).toBeNull();
    // It does not vanish without a word.
    expect(screen.getByText(cancellationTexts.closedDelivered)).toBeTruthy();
  });
});
