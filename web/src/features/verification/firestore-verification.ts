// The VerificationPort's Firestore half: the seller's private verification document, read live (the rules let the
// seller and admins read it); sending the PAN is the API's (VerificationApi).
import { doc, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { sellerVerificationSchema } from '@marketplace/shared/verification/seller-verification';
import { watchDocument } from '../../lib/firestore-watch.ts';
import type { VerificationPort } from './verification.port.ts';

export function firestoreVerification(db: Firestore): VerificationPort {
  return {
    watchVerification: (sellerId) =>
      watchDocument(
        'Reading your verification',
        doc(db, paths.sellerVerification(sellerId)),
        (snapshot) => sellerVerificationSchema.safeParse(snapshot.data()).data ?? null,
      ),
  };
}
