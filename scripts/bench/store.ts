// The store at catalogue size (issue: cost must not grow with the catalogue): 5,000 products seeded into the
// bench's own Firestore emulator, then what a visitor's store page reads (the web app's own catalogue adapter)
// beside reading every product, and the search over them beside the plain rule run on every keystroke.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getDocs } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { catalogueEntries, type CatalogueEntry } from '@marketplace/shared/store/catalogue';
import { newProductFields } from '@marketplace/shared/store/product';
import { matchesSearch, productSearch } from '@marketplace/shared/store/search';
import { rebuildCatalogue, syncCatalogue } from '../../functions/src/features/store/catalogue.ts';
import { firestoreCatalogue } from '../../web/src/features/store/firestore-catalogue.ts';
import { storeProductsCollection } from '../../web/src/lib/paths.ts';
import type { Figure } from './figures.ts';
import { percentile } from './figures.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { firstValue, withWebClient } from './web-client.ts';

const PRODUCTS = 5000;
const words = ['robot', 'sensor', 'arduino', 'esp32', 'weather', 'library', 'attendance', 'drone', 'solar', 'web app'];

async function seedProducts({ db }: BenchFirestore): Promise<void> {
  const writer = db.bulkWriter();
  for (let i = 0; i < PRODUCTS; i++) {
    const topic = words[i % words.length]!;
    const fields = newProductFields(
      { uid: `seller-${i % 50}`, email: `seller-${i % 50}@example.test` },
      {
        name: `Project ${i}: ${topic} kit`,
        description: `A pre-built ${topic} project with source, report and a demo video. Batch ${Math.floor(i / 100)}.`,
        price: 500 + (i % 40) * 100,
      },
      '',
    );
    void writer.set(db.doc(paths.storeProduct(`bench-${i}`)), { ...fields, createdAt: Timestamp.fromMillis(i * 1000) });
  }
  await writer.close();
}

/** The documents the store page's live query reads, and how long until the grid has them. */
async function storeVisit(
  firestore: BenchFirestore,
): Promise<{ reads: number; ms: number; entries: CatalogueEntry[] }> {
  return withWebClient(firestore, 'visit', async (db) => {
    const t0 = performance.now();
    const entries = await firstValue(firestoreCatalogue(db).watchCatalogue());
    const ms = performance.now() - t0;
    // The adapter's query reads the whole catalogue collection: one document per page.
    const reads = (await firestore.db.collection(paths.storeCatalogue).count().get()).data().count;
    return { reads, ms, entries };
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

function searchTimes(entries: readonly CatalogueEntry[]) {
  const queries = Array.from({ length: 200 }, (_, i) => {
    const word = words[i % words.length]!;
    return i % 3 === 0 ? word.toUpperCase() : word.slice(0, 2 + (i % 4));
  });
  const prepared: number[] = [];
  const plain: number[] = [];
  const t0 = performance.now();
  const search = productSearch(entries);
  const prepareMs = performance.now() - t0;
  for (const query of queries) {
    let start = performance.now();
    search(query);
    prepared.push(performance.now() - start);
    start = performance.now();
    entries.filter((entry) => matchesSearch(entry, query));
    plain.push(performance.now() - start);
  }
  return { prepareMs, prepared, plain };
}

export async function benchStore(firestore: BenchFirestore): Promise<Figure[]> {
  await seedProducts(firestore);
  await rebuildCatalogue(firestore.db);
  // The trigger's own path, at this size: new products land in the pages with room.
  const syncs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const id = `bench-new-${i}`;
    await firestore.db.doc(paths.storeProduct(id)).set({
      ...newProductFields(
        { uid: 'seller-x', email: 'x@example.test' },
        { name: `New ${i}`, description: 'New', price: 100 },
        '',
      ),
      createdAt: Timestamp.now(),
    });
    const t0 = performance.now();
    await syncCatalogue(firestore.db, id);
    syncs.push(performance.now() - t0);
  }
  const visit = await storeVisit(firestore);
  const everything = await readEveryProduct(firestore);
  const search = searchTimes(visit.entries);
  return [
    {
      name: `store visit reads (${visit.entries.length} products)`,
      value: visit.reads,
      unit: 'docs',
      baseline: { name: 'reading every product', value: everything.reads },
      target: { value: Math.ceil(visit.entries.length / 100), kind: 'max' },
    },
    {
      name: 'store visit: time to the whole catalogue',
      value: visit.ms,
      unit: 'ms',
      baseline: { name: 'reading every product', value: everything.ms },
    },
    { name: 'search: preparing 5,000 products', value: search.prepareMs, unit: 'ms' },
    {
      name: 'search p50 per keystroke',
      value: percentile(search.prepared, 50),
      unit: 'ms',
      baseline: { name: 'rule on every product', value: percentile(search.plain, 50) },
      target: { value: 16, kind: 'max' },
    },
    {
      name: 'search p99 per keystroke',
      value: percentile(search.prepared, 99),
      unit: 'ms',
      baseline: { name: 'rule on every product', value: percentile(search.plain, 99) },
      target: { value: 16, kind: 'max' },
    },
    { name: 'catalogue trigger p50 (one new product)', value: percentile(syncs, 50), unit: 'ms' },
  ];
}

/** Waits (up to a minute) until the catalogue the host's trigger keeps lists at least `count` products. */
export async function catalogueListing(db: Firestore, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pages = await db.collection(paths.storeCatalogue).get();
    const listed = pages.docs.reduce((sum, page) => sum + catalogueEntries(page.data()).length, 0);
    if (listed >= count) return;
    if (Date.now() > deadline) throw new Error(`The catalogue lists ${listed} of ${count} products after a minute.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
