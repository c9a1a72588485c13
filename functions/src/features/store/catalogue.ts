// Keeps the store's catalogue pages (shared/src/store/catalogue.ts) in step with the products. A product's page
// is fixed by its id (a stable hash into CATALOGUE_BUCKETS pages), so a sync reads two documents by id and never
// queries the catalogue: concurrent listings contend only when they share a page, and then Firestore serialises
// two short transactions instead of timing out on a query lock over every page (issue 17: 48 of 50 listings
// lost to 'Transaction lock timeout' while each sync searched for "a page with room"). Every change re-reads
// the product itself and makes its page say what the product says now, so a redelivered, late or out-of-order
// event cannot bring back a deleted product or an old price.
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { CatalogueEntry } from '@marketplace/shared/store/catalogue';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { productFrom } from './store-records.ts';

/**
 * How many pages the catalogue is spread over. A summary is about 300 bytes, so 64 pages stay far under
 * Firestore's 1 MiB a document up to roughly 100,000 products; a visitor reads at most 64 small documents.
 * Changing it moves products between pages: run rebuildCatalogue after.
 */
export const CATALOGUE_BUCKETS = 64;
const BUCKET_PREFIX = 'bucket-';

/** FNV-1a over the id's UTF-16 code units: stable across runtimes, and spreads Firestore's random ids evenly. */
export function catalogueBucketOf(productId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < productId.length; i++) {
    hash ^= productId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${BUCKET_PREFIX}${String(hash % CATALOGUE_BUCKETS).padStart(2, '0')}`;
}

const isBucket = (pageId: string) => pageId.startsWith(BUCKET_PREFIX);

/** The summary a page keeps: the product less its id (the key) and its seller's email (not for visitors). */
function entryOf(product: NonNullable<ReturnType<typeof productFrom>>): Omit<CatalogueEntry, 'id'> {
  const { id: _id, sellerEmail: _email, ...summary } = product;
  return summary;
}

export async function syncCatalogue(db: Firestore, productId: string): Promise<void> {
  const page = db.doc(paths.storeCataloguePage(catalogueBucketOf(productId)));
  const entryPath = new FieldPath('products', productId);
  await db.runTransaction(async (tx) => {
    const [product, current] = await Promise.all([
      tx.get(db.doc(paths.storeProduct(productId))).then(productFrom),
      tx.get(page),
    ]);
    if (product) {
      // set with merge creates the page on its first product and replaces only this product's entry.
      tx.set(page, { products: { [productId]: entryOf(product) } }, { merge: true });
    } else if (current.exists) {
      tx.update(page, entryPath, FieldValue.delete());
    }
  });
  await leaveOlderPages(db, productId);
}

/**
 * Pages written before the catalogue was bucketed (random ids, with a `productIds` list) keep a product until
 * its next change moves it here, or until rebuildCatalogue replaces them; a product never sits in both.
 */
async function leaveOlderPages(db: Firestore, productId: string): Promise<void> {
  const older = await db.collection(paths.storeCatalogue).where('productIds', 'array-contains', productId).get();
  await Promise.all(
    older.docs
      .filter((page) => !isBucket(page.id))
      .map((page) =>
        page.ref.update(
          new FieldPath('products', productId),
          FieldValue.delete(),
          'productIds',
          FieldValue.arrayRemove(productId),
          'count',
          FieldValue.increment(-1),
        ),
      ),
  );
}

/**
 * Writes the whole catalogue afresh from the products into its pages, removing every other page: the backfill
 * when the catalogue is introduced or its layout changes (and the bench's seeding). Not for a live store: it
 * replaces the pages while the trigger may be changing them.
 */
export async function rebuildCatalogue(db: Firestore): Promise<{ products: number; pages: number }> {
  const catalogue = db.collection(paths.storeCatalogue);
  const pages = new Map<string, Record<string, Omit<CatalogueEntry, 'id'>>>();
  let products = 0;
  for (const snapshot of (await db.collection(paths.storeProducts).get()).docs) {
    const product = productFrom(snapshot);
    if (!product) continue;
    const bucket = catalogueBucketOf(product.id);
    pages.set(bucket, { ...pages.get(bucket), [product.id]: entryOf(product) });
    products += 1;
  }
  const writer = db.bulkWriter();
  for (const [bucket, entries] of pages) void writer.set(catalogue.doc(bucket), { products: entries });
  for (const page of (await catalogue.select().get()).docs) {
    if (!pages.has(page.id)) void writer.delete(page.ref);
  }
  await writer.close();
  return { products, pages: pages.size };
}

export async function keepCatalogue({ db }: DbDeps, change: DocumentChange): Promise<void> {
  await syncCatalogue(db, change.params.productId!);
}

export const keepCatalogueTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.storeProducts}/{productId}`,
  handle: keepCatalogue,
};
