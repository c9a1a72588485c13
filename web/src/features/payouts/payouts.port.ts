// The payout records the server writes when a student releases payment (70/30 split, in paise).
import type { Payout } from '@marketplace/shared/payouts/payout';
import type { Watch } from '../../lib/watch.ts';

export interface PayoutsPort {
  /** The seller's own payouts, newest first. */
  watchSellerPayouts(sellerId: string): Watch<Payout[]>;
  /** Every payout, newest first (admins). */
  watchAllPayouts(): Watch<Payout[]>;
}
