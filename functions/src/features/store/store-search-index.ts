// Keeps the store's search (the ProductSearch port) in step with the products: the keepStoreSearch trigger. Every
// event makes the index say what its change says the product is (its listing: the product less its seller's email),
// then reads the product and goes again if it differs, so an edit or a delete racing an index update never leaves an
// old form behind, and a repeated or out-of-order event ends with what the product says now (for a moment after its
// first write, an old form, until the read a few milliseconds later).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { listingOf, listingOfProduct, listingUnchanged } from './store-records.ts';

export interface StoreSearchDeps {
  db: Firestore;
  productSearch: ProductSearch;
}

/** A product changing on every read this often is left to the event's retry. */
const MAX_ROUNDS = 5;

const readListing = async (db: Firestore, productId: string) =>
  listingOf(await db.doc(paths.storeProduct(productId)).get());
const same = (a: StoreListing | null, b: StoreListing | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `first`: what the event says the product is, taken for the first write instead of a read (decision 092): the read
 * after each write is what makes the index right, so an event older than the product costs a second round, not an old
 * form.
 */
export async function followProduct(
  { db, productSearch }: StoreSearchDeps,
  productId: string,
  first?: StoreListing | null,
): Promise<void> {
  let listing = first === undefined ? await readListing(db, productId) : first;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (listing) await productSearch.upsert(listing);
    else await productSearch.remove(productId);
    const now = await readListing(db, productId);
    if (same(now, listing)) return;
    listing = now;
  }
  throw new Error(`product ${productId} changed on each of ${MAX_ROUNDS} reads; the retry follows it`);
}

/**
 * The listing a change's document gives, as a read of it would (none for a deletion, a hidden product or one that is
 * not a product's shape): one read fewer per change. A product of the earlier app without a date is dated by when it
 * was stored, which only a read says: for one, undefined, so the handler reads it first. The event's form would list
 * it as dated 0, last in the store, until the read after the write.
 */
const listingAfter = ({ params, after }: DocumentChange) =>
  after && after.createdAt == null ? undefined : listingOfProduct(params.productId!, after);

export async function keepStoreSearch(deps: StoreSearchDeps, change: DocumentChange): Promise<void> {
  if (listingUnchanged(change)) return;
  await followProduct(deps, change.params.productId!, listingAfter(change));
}

export const keepStoreSearchTrigger: Trigger<StoreSearchDeps> = {
  kind: 'firestore',
  document: `${paths.storeProducts}/{productId}`,
  handle: keepStoreSearch,
};

/**
 * Every listed product, as the local engine is rebuilt from at start (a product that does not parse is left out):
 * the product's own fields only, not the admin search's grams that products written before decision 087 still carry.
 */
export async function everyListing(db: Firestore): Promise<StoreListing[]> {
  // `hidden` too (decision 082): without it a hidden product read as shown, back in the search after a start.
  const fields = ['sellerId', 'sellerEmail', 'name', 'description', 'price', 'imageUrl', 'createdAt', 'hidden'];
  const snapshot = await db
    .collection(paths.storeProducts)
    .select(...fields)
    .get();
  return snapshot.docs.flatMap((doc) => listingOf(doc) ?? []);
}
