// The payouts' reads on Firestore: the records through shared's payoutSchema, and the seller's own details
// through payoutDetailsSchema (the rules let only the seller and admins read them).
import { limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { chargebackSchema } from '@marketplace/shared/payments/chargeback';
import { newestPayoutsFirst, payoutSchema, type Payout } from '@marketplace/shared/payouts/payout';
import { payoutDetailsSchema } from '@marketplace/shared/payouts/payout-details';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { chargebacksCollection, payoutDetailsDoc, payoutsCollection } from '../../lib/paths.ts';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import type { Watch } from '../../lib/watch.ts';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import type { PayoutFilter, PayoutsPort } from './payouts.port.ts';

// Sorted here, newest first, so the queries need no composite index.
const watchPayouts = (what: string, payouts: Query): Watch<Payout[]> =>
  watchQuery(what, payouts, (snapshot) => newestPayoutsFirst(parsedDocuments(payoutSchema, snapshot.docs)));

/**
 * A page of the admin's list, newest first, ordered by the query so a page is the newest ones (decision 076); one
 * status's page uses the composite index status + createdAt descending (firestore.indexes.json).
 */
export function allPayoutsPage(db: Firestore, filter: PayoutFilter, count: number): Query {
  const ofStatus = filter === 'all' ? [] : [where('status', '==', filter)];
  return query(payoutsCollection(db), ...ofStatus, orderBy('createdAt', 'desc'), limit(count));
}

export function firestorePayouts(db: Firestore): PayoutsPort {
  return {
    watchSellerPayouts: (sellerId) =>
      watchPayouts('Listing payouts', query(payoutsCollection(db), where('sellerId', '==', sellerId))),
    // Newest first here too; the rules let a seller list only the cases naming them (decision 049).
    watchSellerChargebacks: (sellerId) =>
      watchQuery(
        'Listing chargebacks',
        query(chargebacksCollection(db), where('sellerId', '==', sellerId)),
        (snapshot) =>
          parsedDocuments(chargebackSchema, snapshot.docs).sort((a, b) => (b.openedAt ?? 0) - (a.openedAt ?? 0)),
      ),
    watchAllPayouts: (filter, count) => watchPayouts('Listing all payouts', allPayoutsPage(db, filter, count)),
  };
}

export function firestorePayoutDetails(db: Firestore): PayoutDetailsPort {
  return {
    watchPayoutDetails: (sellerId) =>
      watchDocument(
        'Reading payout details',
        payoutDetailsDoc(db, sellerId),
        // None saved, or a shape the schema no longer takes: either way the seller is asked to add them.
        (snapshot) => payoutDetailsSchema.safeParse(snapshot.data()).data ?? null,
      ),
  };
}
