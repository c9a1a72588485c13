import { describe, expect, it } from 'vitest';
import { canCancelOrder, cancellationClosesAt, cancellationTexts, refundsOnCancel } from './order-cancellation.ts';
import { CANCELLATION_WINDOW_MS, orderProcess, trackingSteps } from './order-process.ts';
import { orderStatuses, type OrderStatus } from './order.ts';

const ORDERED_AT = Date.UTC(2026, 10, 25, 10, 0, 0);
const order = (orderStatus: OrderStatus = 'Order Confirmed', orderedAt: number | null = ORDERED_AT) => ({
  studentId: 'alice',
  orderStatus,
  orderedAt,
});

describe('canCancelOrder (SPEC 9: 24 hours from purchase, before Delivered)', () => {
  it('allows the buyer right after purchase', () => {
    expect(canCancelOrder(order(), 'alice', ORDERED_AT)).toEqual({ ok: true });
  });

  it('allows the buyer one millisecond before the 24 hours end', () => {
    expect(canCancelOrder(order(), 'alice', ORDERED_AT + CANCELLATION_WINDOW_MS - 1)).toEqual({ ok: true });
  });

  it('refuses at exactly 24 hours, and after', () => {
    const closed = { ok: false, refusal: 'window-closed' };
    expect(canCancelOrder(order(), 'alice', ORDERED_AT + CANCELLATION_WINDOW_MS)).toEqual(closed);
    expect(canCancelOrder(order(), 'alice', ORDERED_AT + 2 * CANCELLATION_WINDOW_MS)).toEqual(closed);
  });

  it.each(trackingSteps.filter((step) => step !== 'Delivered'))('allows an order at %s (not yet delivered)', (s) => {
    expect(canCancelOrder(order(s), 'alice', ORDERED_AT + 1000)).toEqual({ ok: true });
  });

  it('refuses a Delivered order, even inside the window', () => {
    expect(canCancelOrder(order('Delivered'), 'alice', ORDERED_AT + 1000)).toEqual({ ok: false, refusal: 'delivered' });
  });

  it('refuses an order already cancelled', () => {
    expect(canCancelOrder(order('Cancelled'), 'alice', ORDERED_AT + 1000)).toEqual({ ok: false, refusal: 'cancelled' });
  });

  it('refuses anyone but the buyer, before anything else', () => {
    expect(canCancelOrder(order('Delivered'), 'bob', ORDERED_AT)).toEqual({ ok: false, refusal: 'not-buyer' });
  });

  it('takes an order whose time is not yet set as bought just now', () => {
    expect(canCancelOrder(order('Order Confirmed', null), 'alice', ORDERED_AT)).toEqual({ ok: true });
    expect(cancellationClosesAt(order('Order Confirmed', null))).toBeNull();
  });

  it('closes 24 hours after purchase', () => {
    expect(cancellationClosesAt(order())).toBe(ORDERED_AT + 24 * 60 * 60 * 1000);
  });

  it('refunds card and UPI orders, not cash on delivery', () => {
    expect(refundsOnCancel({ paymentMethod: 'card' })).toBe(true);
    expect(refundsOnCancel({ paymentMethod: 'upi' })).toBe(true);
    expect(refundsOnCancel({ paymentMethod: 'cod' })).toBe(false);
  });

  it('reads the `cancel` row: a status its `from` leaves out is refused (decision 062)', () => {
    const row = orderProcess.cancel as { from: readonly OrderStatus[] };
    const from = row.from;
    for (const status of orderStatuses)
      expect(canCancelOrder(order(status), 'alice', ORDERED_AT + 1000).ok, status).toBe(from.includes(status));
    try {
      row.from = ['Order Confirmed'];
      expect(canCancelOrder(order('Shipped'), 'alice', ORDERED_AT + 1000)).toEqual({ ok: false, refusal: 'delivered' });
    } finally {
      row.from = from;
    }
  });

  it("says SPEC 9's policy, word for word, for every refusal by state or time", () => {
    expect(cancellationTexts.outsidePolicy).toBe(
      'Orders can be cancelled within 24 hours of purchase and before delivery (Cancellation & Refund Policy).',
    );
    expect(cancellationTexts.alreadyCancelled).toBe('This order has already been cancelled.');
  });
});
