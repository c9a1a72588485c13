// Keeps the store's search (the ProductSearch port) in step with the products: the keepStoreSearch trigger. Every
// event re-reads the product and makes the index say what the product says now (its listing: the product less its
// seller's email), then reads it once more and goes again if it changed meanwhile, so an edit or a delete racing
// an index update never leaves an old form behind, and a repeated or out-of-order event changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { listingOf, listingUnchanged } from './store-records.ts';

export interface StoreSearchDeps {
  db: Firestore;
  productSearch: ProductSearch;
}

/** A product changing on every read this often is left to the event's retry. */
const MAX_ROUNDS = 5;

const readListing = async (db: Firestore, productId: string) =>
  listingOf(await db.doc(paths.storeProduct(productId)).get());
const same = (a: StoreListing | null, b: StoreListing | null) => JSON.stringify(a) === JSON.stringify(b);

export async function followProduct({ db, productSearch }: StoreSearchDeps, productId: string): Promise<void> {
  let listing = await readListing(db, productId);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (listing) await productSearch.upsert(listing);
    else await productSearch.remove(productId);
    const now = await readListing(db, productId);
    if (same(now, listing)) return;
    listing = now;
  }
  throw new Error(`product ${productId} changed on each of ${MAX_ROUNDS} reads; the retry follows it`);
}

export async function keepStoreSearch(deps: StoreSearchDeps, change: DocumentChange): Promise<void> {
  if (listingUnchanged(change)) return;
  await followProduct(deps, change.params.productId!);
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
