// Keeps the store's catalogue pages (shared/src/store/catalogue.ts) in step with the products: each page
// holds up to 100 products' summaries, so a visitor reads one document per hundred products. Every change
// re-reads the product itself and makes its page say what the product says now, so a redelivered, late or
// out-of-order event cannot bring back a deleted product or an old price.
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { CATALOGUE_PAGE_SIZE, type CatalogueEntry } from '@marketplace/shared/store/catalogue';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { productFrom } from './store-records.ts';

export async function syncCatalogue(db: Firestore, productId: string): Promise<void> {
  const catalogue = db.collection(paths.storeCatalogue);
  await db.runTransaction(async (tx) => {
    const [product, holding] = await Promise.all([
      tx.get(db.doc(paths.storeProduct(productId))).then(productFrom),
      tx.get(catalogue.where('productIds', 'array-contains', productId).limit(1)),
    ]);
    const page = holding.docs[0];
    const entryPath = new FieldPath('products', productId);
    if (!product) {
      if (page)
        tx.update(
          page.ref,
          entryPath,
          FieldValue.delete(),
          'productIds',
          FieldValue.arrayRemove(productId),
          'count',
          FieldValue.increment(-1),
        );
      return;
    }
    // The page keys entries by id; createdAt is kept as epoch millis (the schema reads either).
    const { id: _id, sellerEmail: _email, ...summary } = product;
    const entry: Omit<CatalogueEntry, 'id'> = summary;
    if (page) {
      tx.update(page.ref, entryPath, entry);
      return;
    }
    const withRoom = await tx.get(catalogue.where('count', '<', CATALOGUE_PAGE_SIZE).limit(1));
    const target = withRoom.docs[0];
    if (target) {
      tx.update(
        target.ref,
        entryPath,
        entry,
        'productIds',
        FieldValue.arrayUnion(productId),
        'count',
        FieldValue.increment(1),
      );
    } else {
      tx.create(catalogue.doc(), { products: { [productId]: entry }, productIds: [productId], count: 1 });
    }
  });
}

/**
 * Writes the whole catalogue afresh from the products, in full pages: the backfill when the catalogue is
 * introduced over existing products (and the bench's seeding). Not for a live store: it replaces the pages
 * while the trigger may be adding to them.
 */
export async function rebuildCatalogue(db: Firestore): Promise<{ products: number; pages: number }> {
  const catalogue = db.collection(paths.storeCatalogue);
  const entries: [string, Omit<CatalogueEntry, 'id'>][] = [];
  for (const snapshot of (await db.collection(paths.storeProducts).get()).docs) {
    const product = productFrom(snapshot);
    if (!product) continue;
    const { id, sellerEmail: _email, ...summary } = product;
    entries.push([id, summary]);
  }
  const writer = db.bulkWriter();
  for (const page of (await catalogue.get()).docs) void writer.delete(page.ref);
  await writer.flush();
  let pages = 0;
  for (let start = 0; start < entries.length; start += CATALOGUE_PAGE_SIZE) {
    const slice = entries.slice(start, start + CATALOGUE_PAGE_SIZE);
    void writer.create(catalogue.doc(), {
      products: Object.fromEntries(slice),
      productIds: slice.map(([id]) => id),
      count: slice.length,
    });
    pages += 1;
  }
  await writer.close();
  return { products: entries.length, pages };
}

export async function keepCatalogue({ db }: DbDeps, change: DocumentChange): Promise<void> {
  await syncCatalogue(db, change.params.productId!);
}

export const keepCatalogueTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.storeProducts}/{productId}`,
  handle: keepCatalogue,
};
