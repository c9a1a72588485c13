// Test support for the notifications' tests: a store order and a payout as their triggers read them, one of each for
// the notices' tests and the mail catalogues' alike. Used by tests only.
import { unsentPayout } from '../payouts/payout.ts';
import type { OrderFacts } from './order-notifications.ts';
import type { PayoutFacts } from './payout-notifications.ts';

/** When a cancelled order was cancelled. */
export const ORDER_CANCELLED_AT = Date.UTC(2026, 10, 22, 8);

export const anOrder = (
  orderStatus: OrderFacts['orderStatus'],
  refundStatus: OrderFacts['refundStatus'] = null,
  paymentMethod: OrderFacts['paymentMethod'] = 'upi',
): OrderFacts => ({
  id: 'order-1',
  studentId: 'buyer-1',
  orderStatus,
  refundStatus,
  paymentMethod,
  product: { name: 'Weather station kit', price: 2499 },
  cancelledAt: orderStatus === 'Cancelled' ? ORDER_CANCELLED_AT : null,
});

/** A project's payout of ₹700.00 to seller-1 for “Drone”, first attempt. */
export const aPayout = (status: PayoutFacts['status'], extra: Partial<PayoutFacts> = {}): PayoutFacts => ({
  ...unsentPayout,
  id: 'project-9',
  projectId: 'project-9',
  sellerId: 'seller-1',
  title: 'Drone',
  sellerPaise: 70_000,
  status,
  attempt: 1,
  failureReason: null,
  createdAt: 1,
  updatedAt: null,
  ...extra,
});
