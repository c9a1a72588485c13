// What the seller's 'Your Payouts' adds up ("what they have earned, what is on its way and what was paid"). Pure, in
// integer paise.
import type { Payout, PayoutStatus } from './payout.ts';

export interface PayoutTotals {
  /** Every payout's seller share, whatever became of it: what the released projects earned. */
  earnedPaise: number;
  /** Processed: the provider reports it paid. A reversed payout was paid once but came back, so it is not here. */
  paidPaise: number;
  /** Queued or processing: with the provider, not yet paid. */
  onItsWayPaise: number;
  /** Waiting for the seller's payout details or verification, or carried below the minimum: nothing moves it until the seller acts or a later payout takes it. */
  waitingPaise: number;
  waitingCount: number;
  /** Of those, how many wait for the seller's details: the rest wait for their account's check, or are carried. */
  waitingForDetailsCount: number;
  /**
   * Failed or returned by the bank: nothing moves it until an admin sends it again (the seller may need to check
   * their details first). earned = paid + on its way + waiting + failed + withheld, so no paisa is counted twice or
   * lost.
   */
  failedPaise: number;
  failedCount: number;
  /** Tax withheld from the shares (decision 039): owed to the government, so the buckets above count what is left. */
  withheldPaise: number;
}

const bucketOf: Record<PayoutStatus, 'paid' | 'onItsWay' | 'waiting' | 'failed'> = {
  'waiting-for-details': 'waiting',
  'waiting-for-verification': 'waiting',
  // Below the minimum: it waits as the seller's balance until a later payout takes it along (then it is mirrored).
  carried: 'waiting',
  queued: 'onItsWay',
  processing: 'onItsWay',
  processed: 'paid',
  failed: 'failed',
  reversed: 'failed',
};

export function payoutTotals(
  payouts: readonly Pick<Payout, 'status' | 'sellerPaise' | 'withheldPaise'>[],
): PayoutTotals {
  const totals: PayoutTotals = {
    earnedPaise: 0,
    paidPaise: 0,
    onItsWayPaise: 0,
    waitingPaise: 0,
    waitingCount: 0,
    waitingForDetailsCount: 0,
    failedPaise: 0,
    failedCount: 0,
    withheldPaise: 0,
  };
  for (const { status, sellerPaise, withheldPaise = 0 } of payouts) {
    totals.earnedPaise += sellerPaise;
    totals.withheldPaise += withheldPaise;
    const bucket = bucketOf[status];
    totals[`${bucket}Paise`] += sellerPaise - withheldPaise;
    if (bucket === 'waiting') totals.waitingCount += 1;
    if (status === 'waiting-for-details') totals.waitingForDetailsCount += 1;
    if (bucket === 'failed') totals.failedCount += 1;
  }
  return totals;
}
