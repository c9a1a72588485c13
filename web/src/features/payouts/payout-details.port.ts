// Where a seller is paid: read from the seller's private document, saved through the server, which
// answers with the masked hint payouts show.
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import type { Watch } from '../../lib/watch.ts';

export interface PayoutDetailsPort {
  /** The seller's saved details, live (another tab's save shows here too); null when none are saved. */
  watchPayoutDetails(sellerId: string): Watch<PayoutDetails | null>;
  /** Saves the seller's details; resolves with the hint ('UPI •••@okaxis'), rejects with the server's refusal. */
  saveDetails(details: PayoutDetails): Promise<{ hint: string }>;
}
