// The PayoutsPort on Firestore, read through shared's payoutSchema.
import { onSnapshot, query, where, type Firestore, type Query } from 'firebase/firestore';
import { newestPayoutsFirst, payoutSchema, type Payout } from '@marketplace/shared/payouts/payout';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { payoutsCollection } from '../../lib/paths.ts';
import { loggedWatch, type Watch } from '../../lib/watch.ts';
import type { PayoutsPort } from './payouts.port.ts';

// Sorted here, newest first, so the queries need no composite index.
const watchPayouts =
  (payouts: Query): Watch<Payout[]> =>
  (onNext, onError) =>
    onSnapshot(
      payouts,
      (snapshot) => onNext(newestPayoutsFirst(parsedDocuments(payoutSchema, snapshot.docs))),
      onError,
    );

export function firestorePayouts(db: Firestore): PayoutsPort {
  return {
    watchSellerPayouts: (sellerId) =>
      loggedWatch('Listing payouts', watchPayouts(query(payoutsCollection(db), where('sellerId', '==', sellerId)))),
    watchAllPayouts: () => loggedWatch('Listing all payouts', watchPayouts(payoutsCollection(db))),
  };
}
