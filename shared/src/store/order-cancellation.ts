// SPEC 9's Cancellation & Refund Policy for store orders: the buyer may cancel within 24 hours of
// purchase and before the order is Delivered; a card or UPI order is refunded in full, a cash-on-delivery one
// has nothing to refund. The rule is the order process's `cancel` row (order-process.ts); this file says it in the
// policy's words, for the server's decision (with its clock) and the screens' Cancel button.
import { formatRupees } from '../projects/money.ts';
import type { RefundStatus } from '../projects/project.ts';
import type { StoreOrder } from './order.ts';
import { orderProcess, orderRefusal, type OrderRefusal } from './order-process.ts';

export const cancellationTexts = {
  /** Outside the window, or once Delivered: the refusal names the policy. */
  outsidePolicy:
    'Orders can be cancelled within 24 hours of purchase and before delivery (Cancellation & Refund Policy).',
  alreadyCancelled: 'This order has already been cancelled.',
  notYours: 'Only the account that bought this order can cancel it.',
  notFound: 'This order does not exist.',
  confirm: 'Cancel this order? This cannot be undone.',
  /** Said where the button was, once the order can no longer be cancelled, rather than leaving without a word. */
  closedDelivered: 'It was delivered, so it can no longer be cancelled (Cancellation & Refund Policy).',
  closedWindow: 'The 24 hours in which it could be cancelled have passed (Cancellation & Refund Policy).',
} as const;

const methodWords = { card: 'card', upi: 'UPI account', cod: '' } as const;

/**
 * What the cancel dialog says of the money, as it then happens: the refund is sent at once (the order then shows
 * 'Refund requested', then 'Refunded'); the bank takes its own days to show it (SPEC 9: 7 to 10 business days).
 */
export function refundNote(
  order: Pick<StoreOrder, 'paymentMethod'> & { product: Pick<StoreOrder['product'], 'price'> },
) {
  return `The full ${formatRupees(order.product.price)} is refunded to your ${methodWords[order.paymentMethod]} as soon as it is cancelled; your bank may take 7 to 10 business days to show it.`;
}

/** What a buyer sees of the refund beside a cancelled order. */
export const refundStatusTexts: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed',
};

export type CancellationRefusal = 'not-buyer' | 'cancelled' | 'delivered' | 'window-closed';

export type CancellationCheck = { ok: true } | { ok: false; refusal: CancellationRefusal };

type Cancellable = Pick<StoreOrder, 'studentId' | 'orderStatus' | 'orderedAt'>;

/** The `cancel` row's refusals as the policy names them: past its `from` an order is Delivered. */
const refusalOf: Record<OrderRefusal, CancellationRefusal> = {
  'not-party': 'not-buyer',
  already: 'cancelled',
  'not-from': 'delivered',
  'too-late': 'window-closed',
};

/**
 * Whether `buyerId` may cancel `order` at `now`, as the `cancel` row allows: its buyer, from a status it leaves,
 * while now is less than 24 hours after orderedAt.
 */
export function canCancelOrder(order: Cancellable, buyerId: string, now: number): CancellationCheck {
  const refusal = orderRefusal('cancel', order, order.studentId === buyerId ? 'buyer' : null, now);
  return refusal === null ? { ok: true } : { ok: false, refusal: refusalOf[refusal] };
}

/** When the window closes (the screens hide the button then); null while the order has no time yet. */
export function cancellationClosesAt(order: Pick<StoreOrder, 'orderedAt'>): number | null {
  return order.orderedAt === null ? null : order.orderedAt + (orderProcess.cancel.within ?? Infinity);
}

/** A card or UPI order was paid, so its cancellation refunds it; a COD order has nothing to refund. */
export const refundsOnCancel = (order: Pick<StoreOrder, 'paymentMethod'>) => order.paymentMethod !== 'cod';
