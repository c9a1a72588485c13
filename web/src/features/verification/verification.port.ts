// A seller's verification before their first payout (decision 033): where it stands, read live from the seller's
// private document, and sending the PAN through the API, which has it checked with the payout account.
import type { SellerVerification } from '@marketplace/shared/verification/seller-verification';
import type { Watch } from '../../lib/watch.ts';

export interface VerificationPort {
  /** Null while the seller has sent no PAN. */
  watchVerification(sellerId: string): Watch<SellerVerification | null>;
  /** Rejects with the server's refusal (an ApiError: the PAN's format, no name, no payout details). */
  submitPan(pan: string): Promise<void>;
}
