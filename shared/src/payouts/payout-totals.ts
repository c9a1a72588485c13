// What the seller's 'Your Payouts' adds up (issue 21: "what they have earned, what is on its way and what was paid")
// and how many payouts the admin's status filter holds of each status. Pure, in integer paise.
import { payoutStatuses, type Payout, type PayoutStatus } from './payout.ts';

export interface PayoutTotals {
  /** Every payout's seller share, whatever became of it: what the released projects earned. */
  earnedPaise: number;
  /** Processed: the provider reports it paid. A reversed payout was paid once but came back, so it is not here. */
  paidPaise: number;
  /** Queued or processing: with the provider, not yet paid. */
  onItsWayPaise: number;
  /**
   * Waiting for details or verification, failed or reversed: nothing is moving it until the seller adds details or an admin
   * retries it. earned = paid + on its way + waiting, so no paisa is counted twice or lost.
   */
  waitingPaise: number;
  waitingCount: number;
}

const bucketOf: Record<PayoutStatus, 'paid' | 'onItsWay' | 'waiting'> = {
  'waiting-for-details': 'waiting',
  'waiting-for-verification': 'waiting',
  queued: 'onItsWay',
  processing: 'onItsWay',
  processed: 'paid',
  failed: 'waiting',
  reversed: 'waiting',
};

export function payoutTotals(payouts: readonly Pick<Payout, 'status' | 'sellerPaise'>[]): PayoutTotals {
  const totals: PayoutTotals = { earnedPaise: 0, paidPaise: 0, onItsWayPaise: 0, waitingPaise: 0, waitingCount: 0 };
  for (const { status, sellerPaise } of payouts) {
    totals.earnedPaise += sellerPaise;
    const bucket = bucketOf[status];
    totals[`${bucket}Paise`] += sellerPaise;
    if (bucket === 'waiting') totals.waitingCount += 1;
  }
  return totals;
}

/** How many payouts have each status (every status present, zero when none). */
export function payoutStatusCounts(payouts: readonly Pick<Payout, 'status'>[]): Record<PayoutStatus, number> {
  const counts = Object.fromEntries(payoutStatuses.map((status) => [status, 0])) as Record<PayoutStatus, number>;
  for (const { status } of payouts) counts[status] += 1;
  return counts;
}
