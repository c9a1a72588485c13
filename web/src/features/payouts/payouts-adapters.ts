// The payouts' two ports whole: what they read from Firestore and what only the server may do (save details,
// retry a payout) through the API.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { firestorePayoutDetails, firestorePayouts } from './firestore-payouts.ts';
import { httpPayouts } from './http-payouts.ts';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import type { PayoutsPort } from './payouts.port.ts';

export function payoutsAdapters(db: Firestore, auth: Auth): { payouts: PayoutsPort; payoutDetails: PayoutDetailsPort } {
  const { saveDetails, retryPayout } = httpPayouts(auth);
  return {
    payouts: { ...firestorePayouts(db), retryPayout },
    payoutDetails: { ...firestorePayoutDetails(db), saveDetails },
  };
}
