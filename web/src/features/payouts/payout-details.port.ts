// Where a seller is paid: read from the seller's private document; saved through the server (PayoutsApi).
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import type { Watch } from '../../lib/watch.ts';

export interface PayoutDetailsPort {
  /** The seller's saved details, live (another tab's save shows here too); null when none are saved. */
  watchPayoutDetails(sellerId: string): Watch<PayoutDetails | null>;
}
