// The payout records the server writes when a student releases payment (70/30 split, in paise), and the admin's
// one action on them.
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { Payout } from '@marketplace/shared/payouts/payout';
import type { Watch } from '../../lib/watch.ts';

export interface PayoutsPort {
  /** The seller's own payouts, newest first. */
  watchSellerPayouts(sellerId: string): Watch<Payout[]>;
  /** The chargebacks on payments the seller earned from (decision 049): what of their share each holds or took back. */
  watchSellerChargebacks(sellerId: string): Watch<Chargeback[]>;
  /** Every payout, newest first (admins). */
  watchAllPayouts(): Watch<Payout[]>;
  /**
   * Sends a failed or reversed payout again, as a new attempt (admins); the record's status then changes through
   * the watches. Rejects with the server's refusal (an ApiError, e.g. 'Only a failed or reversed payout…').
   */
  retryPayout(payoutId: string): Promise<void>;
}
