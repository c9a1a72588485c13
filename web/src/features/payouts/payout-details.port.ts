// Where a seller is paid (issue 21): the details go to the server, which answers with the masked hint payouts show.
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';

export interface PayoutDetailsPort {
  /** Saves the seller's details; resolves with the hint ('UPI •••@okaxis'), rejects with the server's refusal. */
  saveDetails(details: PayoutDetails): Promise<{ hint: string }>;
}
