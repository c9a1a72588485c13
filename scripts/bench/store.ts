// The store at 5,000 products (a visit's cost must not grow with the store): what a visitor's first
// screen reads through the web app's own adapter (the newest page of listings, live) beside reading every
// product. The 50,000-product figures, and the search's, are in store-search.ts.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getDocs } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { newProductFields } from '@marketplace/shared/store/product';
import { rebuildListings } from '../../functions/src/features/store/listings.ts';
import { retryingBulkWriter } from '../bulk-writes.ts';
import { DELIVERY_MARK } from '../../functions/src/local/deliver-firestore.ts';
import { firestoreListings } from '../../web/src/features/store/firestore-listings.ts';
import { storeProductsCollection } from '../../web/src/lib/paths.ts';
import { visitFigures, type Figure } from './figures.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import { withWebClient } from './web-client.ts';

export const BENCH_PRODUCTS = 5000;
const words = ['robot', 'sensor', 'arduino', 'esp32', 'weather', 'library', 'attendance', 'drone', 'solar', 'web app'];

/** Bench product `i`: one of a few topics, 50 sellers, prices in steps; listed `i` seconds after `epoch`. */
export function benchProduct(i: number, epoch = 0) {
  const topic = words[i % words.length]!;
  return {
    ...newProductFields(
      { uid: `seller-${i % 50}`, email: `seller-${i % 50}@example.test` },
      {
        name: `Project ${i}: ${topic} kit`,
        description: `A pre-built ${topic} project with source, report and a demo video. Batch ${Math.floor(i / 100)}.`,
        price: 500 + (i % 40) * 100,
      },
      '',
    ),
    createdAt: Timestamp.fromMillis(epoch + i * 1000),
  };
}

/** The bench's products and their listings, written straight to Firestore (no host is delivering meanwhile). */
export async function seedBenchProducts(db: Firestore, count = BENCH_PRODUCTS): Promise<void> {
  const writer = retryingBulkWriter(db, 'the bench products');
  for (let i = 0; i < count; i++) writer.set(paths.storeProduct(`bench-${i}`), benchProduct(i));
  await writer.close();
  await rebuildListings(db);
}

/** The documents the store's first screen reads (its live query's answer), and how long until the grid has them. */
async function firstScreen(firestore: BenchFirestore): Promise<{ reads: number; ms: number }> {
  return withWebClient(firestore, 'visit', async (db) => {
    const t0 = performance.now();
    const listings = await firstValue(firestoreListings(db).watchNewest());
    return { reads: listings.length, ms: performance.now() - t0 };
  });
}

/** The baseline: a store page that read every product document. */
async function readEveryProduct(firestore: BenchFirestore): Promise<{ reads: number; ms: number }> {
  return withWebClient(firestore, 'all', async (db) => {
    const t0 = performance.now();
    const reads = (await getDocs(storeProductsCollection(db))).size;
    return { reads, ms: performance.now() - t0 };
  });
}

export async function benchStore(firestore: BenchFirestore): Promise<Figure[]> {
  await seedBenchProducts(firestore.db);
  const visit = await firstScreen(firestore);
  const everything = await readEveryProduct(firestore);
  return visitFigures(
    {
      reads: `store first screen: documents read (${BENCH_PRODUCTS.toLocaleString('en')} products)`,
      time: 'store first screen: time to the grid',
    },
    visit,
    { name: 'reading every product', ...everything },
    24,
  );
}

/** Waits (up to a minute) until the listings the host's trigger keeps hold at least `count` products. */
export async function listingsReady(db: Firestore, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listed = (await db.collection(paths.storeListings).count().get()).data().count;
    if (listed >= count) return;
    if (Date.now() > deadline) throw new Error(`The store lists ${listed} of ${count} products after a minute.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The mark the local host keeps of where delivery got to (decision 014), as a host that had run all along would
 * have saved it: the named triggers are handed what changes from now on, not every product as new.
 */
export async function markDelivered(db: Firestore, triggerNames: readonly string[]): Promise<void> {
  await db.doc(DELIVERY_MARK).set({
    savedAt: FieldValue.serverTimestamp(),
    triggers: Object.fromEntries(
      triggerNames.map((name) => [name, { through: Timestamp.now(), pending: [], overflow: false }]),
    ),
  });
}
