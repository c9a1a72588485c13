// The VerificationPort: the seller's private verification document on Firestore (the rules let the seller and
// admins read it), and PUT /api/payouts/verification through the contract client.
import type { Auth } from 'firebase/auth';
import { doc, type Firestore } from 'firebase/firestore';
import { ApiError } from '@marketplace/shared/api-error';
import { paths } from '@marketplace/shared/paths';
import { sellerVerificationSchema } from '@marketplace/shared/verification/seller-verification';
import { verificationContract } from '@marketplace/shared/verification/verification-api';
import { apiClient } from '../../lib/api-client.ts';
import { watchDocument } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { VerificationPort } from './verification.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function verificationAdapter(db: Firestore, auth: Auth): VerificationPort {
  return {
    watchVerification: (sellerId) =>
      watchDocument(
        'Reading your verification',
        doc(db, paths.sellerVerification(sellerId)),
        (snapshot) => sellerVerificationSchema.safeParse(snapshot.data()).data ?? null,
      ),
    submitPan: (pan) =>
      logged(
        'Sending a PAN',
        apiClient(verificationContract, auth)
          .submitPan({ pan })
          .then(() => undefined),
        isRefusal,
      ),
  };
}
