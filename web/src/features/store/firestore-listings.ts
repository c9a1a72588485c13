// The ListingsPort on Firestore: the store's read model (one document per product, kept by the server), read a
// page at a time newest first, so a visit costs the same reads and bytes however large the store grows.
import {
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { STORE_PAGE_SIZE, listingFrom } from '@marketplace/shared/store/listing';
import { storeListingsCollection } from '../../lib/paths.ts';
import { paths } from '@marketplace/shared/paths';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import type { ListingsPort } from './store.port.ts';

/** The store's order: newest first, then by id, so a page boundary between equal dates is exact. */
const storeOrder = [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];

const listingsOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.flatMap((document) => listingFrom(document.id, document.data()) ?? []);

export function firestoreListings(db: Firestore): ListingsPort {
  const page = (...constraints: QueryConstraint[]) =>
    query(storeListingsCollection(db), ...storeOrder, ...constraints, limit(STORE_PAGE_SIZE));
  return {
    watchNewest: () => watchQuery('Reading the store', page(), (snapshot) => listingsOf(snapshot)),
    loadMore: (after) =>
      logged('Reading more of the store', getDocs(page(startAfter(after.createdAt ?? 0, after.id))).then(listingsOf)),
    watchListing: (id) =>
      watchDocument('Reading a listing', doc(db, paths.storeListing(id)), (snapshot) =>
        snapshot.exists() ? listingFrom(snapshot.id, snapshot.data()) : null,
      ),
  };
}
