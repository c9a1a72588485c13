// Keeps the store's search (the ProductSearch port) in step with the products: the keepStoreSearch trigger. Every
// event hands the product's listing as the event says it is (its after-data: no read first) to this instance's feed
// (listing-feed.ts), which writes the index, then reads the product once more and goes again if it changed
// meanwhile, so an edit or a delete racing an index update never leaves an old form behind, and a repeated or
// out-of-order event changes nothing. The feed gathers many events' changes into one engine request and one read
// (decision 082).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { LISTING_FIELDS, feedOf, listingFeed, listingInEvent } from './listing-feed.ts';
import { listingOf, listingUnchanged } from './store-records.ts';

export interface StoreSearchDeps {
  db: Firestore;
  productSearch: ProductSearch;
}

const searchFeedOf = (db: Firestore, productSearch: ProductSearch) =>
  feedOf(productSearch, db, () =>
    listingFeed(db, (changes) =>
      productSearch.apply(
        changes.map(({ productId, listing }) => (listing ? { upsert: listing } : { remove: productId })),
      ),
    ),
  );

/** Makes the index say what the product says now, from a read of it. */
export async function followProduct({ db, productSearch }: StoreSearchDeps, productId: string): Promise<void> {
  const listing = listingOf(await db.doc(paths.storeProduct(productId)).get());
  await searchFeedOf(db, productSearch).follow(productId, listing);
}

export async function keepStoreSearch({ db, productSearch }: StoreSearchDeps, change: DocumentChange): Promise<void> {
  if (listingUnchanged(change)) return;
  await searchFeedOf(db, productSearch).follow(change.params.productId!, listingInEvent(change));
}

export const keepStoreSearchTrigger: Trigger<StoreSearchDeps> = {
  kind: 'firestore',
  document: `${paths.storeProducts}/{productId}`,
  handle: keepStoreSearch,
};

/**
 * Every listed product, as the local engine is rebuilt from at start (a product that does not parse is left out):
 * the product's own fields only, not the admin search's grams, which are most of a product's bytes.
 */
export async function everyListing(db: Firestore): Promise<StoreListing[]> {
  const snapshot = await db
    .collection(paths.storeProducts)
    .select(...LISTING_FIELDS)
    .get();
  return snapshot.docs.flatMap((doc) => listingOf(doc) ?? []);
}
