// SPEC 9's Cancellation & Refund Policy for store orders (issue 21): the buyer may cancel within 24 hours of
// purchase and before the order is Delivered; a card or UPI order is refunded in full, a cash-on-delivery one
// has nothing to refund. One rule for the server's decision (with its clock) and the screens' Cancel button.
import type { RefundStatus } from '../projects/project.ts';
import type { StoreOrder } from './order.ts';

/** SPEC 9: a 24-hour window from purchase. */
export const CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export const cancellationTexts = {
  /** Outside the window, or once Delivered: the refusal names the policy. */
  outsidePolicy:
    'Orders can be cancelled within 24 hours of purchase and before delivery (Cancellation & Refund Policy).',
  alreadyCancelled: 'This order has already been cancelled.',
  notYours: 'Only the account that bought this order can cancel it.',
  notFound: 'This order does not exist.',
  confirm: 'Cancel this order? This cannot be undone.',
  refundNote: 'The full amount returns to your original payment method in 7 to 10 business days.',
} as const;

/** What a buyer sees of the refund beside a cancelled order. */
export const refundStatusTexts: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed',
};

export type CancellationRefusal = 'not-buyer' | 'cancelled' | 'delivered' | 'window-closed';

export type CancellationCheck = { ok: true } | { ok: false; refusal: CancellationRefusal };

type Cancellable = Pick<StoreOrder, 'studentId' | 'orderStatus' | 'orderedAt'>;

/**
 * Whether `buyerId` may cancel `order` at `now`: open while now is less than 24 hours after orderedAt. An order
 * whose time the server has not yet set (a browser's pending write) was bought just now.
 */
export function canCancelOrder(order: Cancellable, buyerId: string, now: number): CancellationCheck {
  if (order.studentId !== buyerId) return { ok: false, refusal: 'not-buyer' };
  if (order.orderStatus === 'Cancelled') return { ok: false, refusal: 'cancelled' };
  if (order.orderStatus === 'Delivered') return { ok: false, refusal: 'delivered' };
  if (now - (order.orderedAt ?? now) >= CANCELLATION_WINDOW_MS) return { ok: false, refusal: 'window-closed' };
  return { ok: true };
}

/** When the window closes (the screens hide the button then); null while the order has no time yet. */
export function cancellationClosesAt(order: Pick<StoreOrder, 'orderedAt'>): number | null {
  return order.orderedAt === null ? null : order.orderedAt + CANCELLATION_WINDOW_MS;
}

/** A card or UPI order was paid, so its cancellation refunds it; a COD order has nothing to refund. */
export const refundsOnCancel = (order: Pick<StoreOrder, 'paymentMethod'>) => order.paymentMethod !== 'cod';
