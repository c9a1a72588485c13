// The VerificationPort's API half: PUT /api/payouts/verification with the seller's PAN (decision 033); where the
// verification stands is read from Firestore (firestore-verification.ts).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { verificationContract } from '@marketplace/shared/verification/verification-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { VerificationPort } from './verification.port.ts';

/** A refusal (the PAN's format, no name, no payout details) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpVerification(auth: Auth): Pick<VerificationPort, 'submitPan'> {
  const verification = apiClient(verificationContract, auth);
  return {
    submitPan: (pan) =>
      logged(
        'Sending a PAN',
        verification.submitPan({ pan }).then(() => undefined),
        isRefusal,
      ),
  };
}
