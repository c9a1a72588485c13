// Keeps the store's read model: one public document per product in `storeListings`, which the store
// pages through newest first, 24 at a time. Each listing is written by this trigger alone and by no other
// product's change, so concurrent listings never contend (the catalogue pages before it lost listings to lock
// timeouts, then shared 64 pages). Every event re-reads the product in a transaction and makes its listing say
// what the product says now, so a redelivered, late or out-of-order event cannot bring back a deleted product
// or an old price.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { listingOf, listingUnchanged } from './store-records.ts';
import { transact } from '../../platform/transaction.ts';

/**
 * The stored listing: the product less its id (the key) and its seller's email, dated in epoch millis so the
 * store's query orders it and a visitor's REST read needs no timestamp decoding.
 */
export function listingDocument(product: DocumentSnapshot): Omit<StoreListing, 'id'> | null {
  const listing = listingOf(product);
  if (!listing) return null;
  const { id: _id, ...fields } = listing;
  return fields;
}

export async function syncListing(db: Firestore, productId: string): Promise<void> {
  const listing = db.doc(paths.storeListing(productId));
  await transact(db, async (tx) => {
    const fields = listingDocument(await tx.get(db.doc(paths.storeProduct(productId))));
    if (fields) tx.set(listing, fields);
    else tx.delete(listing);
  });
}

/**
 * Writes every listing afresh from the products and removes listings without a product, and the pages of the
 * catalogue this replaced: the backfill when deploying over older data (scripts/rebuild-store.ts) and
 * the seeds' and the bench's. Safe beside the live trigger: both write what the product says.
 */
export async function rebuildListings(db: Firestore): Promise<{ listings: number; removed: number }> {
  const writer = db.bulkWriter();
  const listed = new Set<string>();
  for (const product of (await db.collection(paths.storeProducts).get()).docs) {
    const fields = listingDocument(product);
    if (!fields) continue;
    listed.add(product.id);
    void writer.set(db.doc(paths.storeListing(product.id)), fields);
  }
  let removed = 0;
  for (const listing of (await db.collection(paths.storeListings).select().get()).docs) {
    if (listed.has(listing.id)) continue;
    removed += 1;
    void writer.delete(listing.ref);
  }
  for (const page of (await db.collection(paths.retiredStoreCatalogue).select().get()).docs)
    void writer.delete(page.ref);
  await writer.close();
  return { listings: listed.size, removed };
}

export async function keepListing({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (listingUnchanged(change)) return;
  await syncListing(db, change.params.productId!);
}

export const keepListingTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.storeProducts}/{productId}`,
  handle: keepListing,
};
