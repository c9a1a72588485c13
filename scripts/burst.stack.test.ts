// A burst on a fresh `npm start`, as an import would make it: 5,000 store products in 20 commits of 250. Before
// decision 037 it stalled the local stack: over 5,000 trigger deliveries failed with DEADLINE_EXCEEDED after 60 s
// (nearly all the admin search's grams, each its own commit to a collection the emulator re-reads for its listeners
// at every commit), snapshots could not be saved and a commit waited over 180 s. Now the host runs a bounded number
// of handlers at once and gathers the grams' and counters' writes into a few commits a second, so the burst is
// delivered in full within minutes, and a restart afterwards takes a write at once. The test prints its figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SEARCH_GRAMS_FIELD } from '@marketplace/shared/admin/admin-search';
import { TOTALS_COUNTER, adminStatsOf } from '@marketplace/shared/insights/totals';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { STORE_SEARCH_PATH } from '@marketplace/shared/store/store-search-api';
import { newProductFields } from '@marketplace/shared/store/product';
import { expectConsole } from '../tests/support/fail-on-console.ts';
import { PROJECT_ID } from './emulators.ts';
import { newestSnapshot } from './snapshots.ts';
import {
  becomesTrue,
  catchUps,
  profileWrite,
  RETRIED_WRITE_WARNING,
  stackPorts,
  standInWebDist,
  untilValue,
  useStackCleanups,
  writeBoundMs,
} from './test-fixtures/local-stack.ts';

const COMMITS = 20;
const PER_COMMIT = 250;
const PRODUCTS = COMMITS * PER_COMMIT;
/** The demo store's own products, seeded on the first start. */
const DEMO_PRODUCTS = 6;
/** 'A few minutes': the burst took about 200 s on this shared machine (2 cores, load 8 to 12). */
const DELIVERED_WITHIN_MS = 8 * 60_000;
/** A commit of 250 products took well under a second once the host kept up; over 180 s before. */
const COMMIT_BOUND_MS = 20_000;

const { cleanups, start, stop } = useStackCleanups();

/** A product of the burst: the same words in each (so one search finds them all), a price in odd paise. */
const burstProduct = (i: number) => ({
  ...newProductFields(
    { uid: `seller-${i % 50}`, email: `seller-${i % 50}@example.test` },
    { name: `Imported kit ${i}`, description: `An imported sensor kit, batch ${i % 100}.`, price: 500.01 },
    '',
  ),
  createdAt: Timestamp.fromMillis(Date.now() - i),
});

/** The 20 commits, one after another as an import makes them; how long each took. */
async function writeBurst(db: Firestore): Promise<number[]> {
  const times: number[] = [];
  for (let commit = 0; commit < COMMITS; commit++) {
    const batch = db.batch();
    for (let j = 0; j < PER_COMMIT; j++) {
      const i = commit * PER_COMMIT + j;
      batch.set(db.doc(paths.storeProduct(`import-${i}`)), burstProduct(i));
    }
    const t0 = performance.now();
    await batch.commit();
    times.push(performance.now() - t0);
  }
  return times;
}

/** What the burst should have left: every listing, every product's search entry with its grams, the tiles. */
async function delivered(db: Firestore) {
  const count = async (query: FirebaseFirestore.Query) => (await query.count().get()).data().count;
  const [listings, grams, shards] = await Promise.all([
    count(db.collection(paths.storeListings)),
    // 'imp' is a piece of every burst product's name, and of no demo product's.
    count(db.collection(paths.productSearchEntries).where(`${SEARCH_GRAMS_FIELD}.imp`, '==', true)),
    db.collection(insightsPaths.counterShards(TOTALS_COUNTER)).get(),
  ]);
  const tiles = adminStatsOf(shards.docs.map((shard) => shard.data()));
  return { listings, grams, products: tiles.products, productValue: tiles.productValue };
}

/** How many listings the store's search finds for `q`, every page of it. */
async function searchCount(appUrl: string, q: string): Promise<number> {
  let found = 0;
  let after: string | null = null;
  do {
    const query: string = new URLSearchParams({ q, ...(after ? { after } : {}) }).toString();
    const response = await fetch(`${appUrl}${STORE_SEARCH_PATH}?${query}`);
    const page = (await response.json()) as { products: unknown[]; next: string | null };
    found += page.products.length;
    after = page.next;
  } while (after);
  return found;
}

const failures = (output: string) =>
  output
    .split('\n')
    .filter((line) => /DEADLINE_EXCEEDED|event delivery failed|event dropped|could not save a snapshot/.test(line));

describe('a burst of 5,000 products on a fresh npm start', () => {
  it('is delivered in full within minutes with no failed delivery or snapshot, and a restart takes a write at once', async () => {
    expectConsole('warn', RETRIED_WRITE_WARNING);
    const dir = mkdtempSync(join(tmpdir(), 'marketplace-burst-test-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const ports = await stackPorts();
    // Snapshots every 10 s: several are taken during the burst, and each must be saved.
    const options = { ports, dataDir: join(dir, 'data'), webDist: standInWebDist(dir), snapshotIntervalMs: 10_000 };

    const first = await start(options);
    await untilValue(
      () => catchUps(first.output()),
      (seen) => seen.has('keepListing'),
      60_000,
    );
    const baseline = await profileWrite(first.appUrl);

    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
    const app = initializeApp({ projectId: PROJECT_ID }, `burst-test-${Date.now()}`);
    cleanups.push(() => deleteApp(app));
    const db = getFirestore(app);
    delete process.env.FIRESTORE_EMULATOR_HOST;

    // The tiles count the demo's products by sharded increments that may land after the listings' catch-up: the
    // burst's value is measured from once they have.
    let before = await delivered(db);
    await becomesTrue(async () => (before = await delivered(db)).products === DEMO_PRODUCTS, 60_000);
    const t0 = performance.now();
    const commitTimes = await writeBurst(db);
    const everything = { listings: PRODUCTS + DEMO_PRODUCTS, grams: PRODUCTS, products: PRODUCTS + DEMO_PRODUCTS };
    let last = await delivered(db);
    const done = await becomesTrue(async () => {
      last = await delivered(db);
      return (
        last.listings === everything.listings &&
        last.grams === everything.grams &&
        last.products === everything.products
      );
    }, DELIVERED_WITHIN_MS);
    const deliveredMs = performance.now() - t0;
    // The search engine takes the products from their delivered grams a moment later: every one must be found
    // within the same bound from the burst's start, not at the instant the last gram is written.
    let found = 0;
    await becomesTrue(
      async () => (found = await searchCount(first.appUrl, 'imported sensor kit')) === PRODUCTS,
      Math.max(DELIVERED_WITHIN_MS - deliveredMs, 5_000),
    );
    const searchableMs = performance.now() - t0;
    console.log(
      `burst of ${PRODUCTS}: commits ${Math.round(Math.min(...commitTimes))}–${Math.round(Math.max(...commitTimes))} ms, ` +
        `delivered in ${Math.round(deliveredMs / 1000)} s (listings, grams, tiles), ${found} searchable in ${Math.round(searchableMs / 1000)} s`,
    );
    expect(done, `not delivered within ${DELIVERED_WITHIN_MS / 60_000} min: ${JSON.stringify(last)}`).toBe(true);
    expect(last.productValue).toBeCloseTo(before.productValue + PRODUCTS * 500.01, 2);
    expect(found).toBe(PRODUCTS);
    expect(Math.max(...commitTimes)).toBeLessThan(COMMIT_BOUND_MS);
    // A whole snapshot is saved after the burst, and none failed meanwhile.
    const burstEnded = Date.now();
    expect(await becomesTrue(() => (newestSnapshot(options.dataDir)?.takenAt ?? 0) > burstEnded, 30_000)).toBe(true);
    expect(failures(first.output())).toEqual([]);
    await stop(first);

    const again = await start(options);
    const { writeMs } = await profileWrite(again.appUrl);
    console.log(
      `restart after the burst: profile write ${Math.round(writeMs)} ms after ready (first start ${Math.round(baseline.writeMs)} ms)`,
    );
    expect(writeMs).toBeLessThan(writeBoundMs(baseline.writeMs));
    const seen = await untilValue(
      () => catchUps(again.output()),
      (lines) => lines.has('keepProductSearch') && lines.has('countProductTotals'),
      60_000,
    );
    // Nothing of the burst is delivered again.
    expect(seen.get('keepProductSearch')).toEqual([0, PRODUCTS + DEMO_PRODUCTS]);
    expect(failures(again.output())).toEqual([]);
    await stop(again);
  }, 900_000);
});
