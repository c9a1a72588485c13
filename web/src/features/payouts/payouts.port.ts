// The payout records the server writes when a student releases payment (70/30 split, in paise), and the admin's
// one action on them.
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { Payout, PayoutStatus } from '@marketplace/shared/payouts/payout';
import type { Watch } from '../../lib/watch.ts';

/** The admin's payouts list: every status, or one. */
export type PayoutFilter = PayoutStatus | 'all';

/** Payouts per page of the admin's list: its first screen reads this many however many payouts there are (decision 076). */
export const PAYOUTS_PAGE = 20;

export interface PayoutsPort {
  /** The seller's own payouts, newest first. */
  watchSellerPayouts(sellerId: string): Watch<Payout[]>;
  /** The chargebacks on payments the seller earned from (decision 049): what of their share each holds or took back. */
  watchSellerChargebacks(sellerId: string): Watch<Chargeback[]>;
  /** The newest `count` payouts of every status, or of one, newest first (admins): a page of the list. */
  watchAllPayouts(filter: PayoutFilter, count: number): Watch<Payout[]>;
  /**
   * Sends a failed or reversed payout again, as a new attempt (admins); the record's status then changes through
   * the watches. Rejects with the server's refusal (an ApiError, e.g. 'Only a failed or reversed payout…').
   */
  retryPayout(payoutId: string): Promise<void>;
}
