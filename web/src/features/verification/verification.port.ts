// A seller's verification before their first payout (decision 033): where it stands, read live from the seller's
// private document; the PAN goes through the API (VerificationApi), which has it checked with the payout account.
import type { SellerVerification } from '@marketplace/shared/verification/seller-verification';
import type { verificationContract } from '@marketplace/shared/verification/verification-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

export interface VerificationPort {
  /** Null while the seller has sent no PAN. */
  watchVerification(sellerId: string): Watch<SellerVerification | null>;
}

/** Sending the PAN (decision 083); rejects with the server's refusal (the PAN's format, no name, no payout details). */
export type VerificationApi = ApiClient<typeof verificationContract>;
