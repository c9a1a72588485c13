// The store at 5,000 and 50,000 products: a visitor's first screen (the newest page of listings over
// Firestore's REST API, as web/src/first-read.ts reads it) and GET /api/store/search on the product's own api and
// local engine (Orama, rebuilt from the seeded products as the local host does, then fed by keepStoreSearch), each
// beside the baseline the store had before: the whole catalogue read by the visitor and searched in the browser
// (64 page documents holding every product's summary).
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { paths } from '@marketplace/shared/paths';
import { newProductFields } from '@marketplace/shared/store/product';
import { productSearch } from '@marketplace/shared/store/search';
import { STORE_SEARCH_PATH } from '@marketplace/shared/store/store-search-api';
import { STORE_PAGE_SIZE, type StoreListing } from '@marketplace/shared/store/listing';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { rebuildListings } from '../../functions/src/features/store/listings.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { triggers } from '../../functions/src/triggers.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { benchProduct, markDelivered } from './store.ts';
import { percentile, type Figure } from './figures.ts';
import { temporaryDir } from '../temporary-dir.ts';

const SIZES = [5000, 50000];
/** The catalogue layout the listings replaced (decision 018): every summary in this many page documents. */
const BASELINE_PAGES = 64;
/** Where the baseline's pages are written: the bench's own collection, so nothing of the product reads them. */
const BASELINE_COLLECTION = 'benchBaseline/catalogue/pages';
/** What visitors type: words, a part of one, a number, punctuation, a phrase across words, a miss, in any case. */
const queries = ['robot', 'ESP', 'a', 'Weather kit', 'batch 12.', 'project 4999', 'web app', 't app', 'xyz', 'DEMO'];

/** Adds products `bench-search-{from..to-1}` with a BulkWriter (the 50,000 seed in a minute or two). */
async function seed({ db }: BenchFirestore, from: number, to: number) {
  const writer = db.bulkWriter();
  for (let i = from; i < to; i++) {
    void writer.set(db.doc(paths.storeProduct(`bench-search-${i}`)), benchProduct(i, 1_700_000_000_000));
  }
  await writer.close();
}

/** The baseline's pages: every listing's summary (less its id, the key), spread over BASELINE_PAGES documents. */
async function writeBaseline({ db }: BenchFirestore, listings: StoreListing[]) {
  const pages = Array.from({ length: BASELINE_PAGES }, () => ({}) as Record<string, Omit<StoreListing, 'id'>>);
  listings.forEach(({ id, ...summary }, i) => (pages[i % BASELINE_PAGES]![id] = summary));
  const writer = db.bulkWriter();
  pages.forEach((products, i) => void writer.set(db.collection(BASELINE_COLLECTION).doc(`page-${i}`), { products }));
  await writer.close();
}

/** A visitor's whole-catalogue read over REST: the documents, the bytes on the wire, the time, the entries. */
async function readBaseline(firestore: BenchFirestore) {
  const base = `http://${firestore.host}:${firestore.port}/v1/projects/${firestore.projectId}/databases/(default)/documents/${BASELINE_COLLECTION}`;
  const t0 = performance.now();
  let bytes = 0;
  let docs = 0;
  let pageToken = '';
  const entries: StoreListing[] = [];
  do {
    // As the emulator's owner: the rules keep the bench's own collection from visitors (the bytes are the same).
    const response = await fetch(`${base}?pageSize=300${pageToken ? `&pageToken=${pageToken}` : ''}`, {
      headers: { Authorization: 'Bearer owner' },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`reading the baseline answered ${response.status}: ${text.slice(0, 200)}`);
    bytes += Buffer.byteLength(text);
    const body = JSON.parse(text) as { documents?: { fields: { products: RestMap } }[]; nextPageToken?: string };
    for (const doc of body.documents ?? []) {
      docs += 1;
      for (const [id, entry] of Object.entries(doc.fields.products.mapValue.fields ?? {})) {
        const f = (entry as RestMap).mapValue.fields!;
        entries.push({
          id,
          sellerId: '',
          name: (f.name as { stringValue: string }).stringValue,
          description: (f.description as { stringValue: string }).stringValue,
          price: 0,
          imageUrl: '',
          createdAt: null,
        });
      }
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return { docs, bytes, ms: performance.now() - t0, entries };
}
/** A visitor's first screen over REST, as first-read.ts asks for it: the newest page of listings, no token. */
async function readFirstScreen(firestore: BenchFirestore) {
  const base = `http://${firestore.host}:${firestore.port}/v1/projects/${firestore.projectId}/databases/(default)/documents`;
  const response = await fetch(`${base}/${paths.storeListings}?pageSize=${STORE_PAGE_SIZE}&orderBy=createdAt%20desc`);
  const text = await response.text();
  if (!response.ok) throw new Error(`reading the first screen answered ${response.status}: ${text.slice(0, 200)}`);
  const docs = ((JSON.parse(text) as { documents?: unknown[] }).documents ?? []).length;
  return { docs, bytes: Buffer.byteLength(text) };
}

/** The store's live first page: the web's query, on the admin SDK. */
const firstScreen = (db: Firestore) =>
  db.collection(paths.storeListings).orderBy('createdAt', 'desc').limit(STORE_PAGE_SIZE);

/** Resolves with the time from now until the store's live first page lists `id`. */
function untilOnFirstScreen(db: Firestore, id: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const stop = firstScreen(db).onSnapshot((snapshot) => {
      if (!snapshot.docs.some((doc) => doc.id === id)) return;
      stop();
      resolve(performance.now() - started);
    }, reject);
  });
}

/**
 * The time from `remove()` until the store's live first page no longer lists `id`, heard by a listener that had it
 * listed before `remove()` was called (so the listener's own start is not counted). `during` runs beside the wait
 * with when `remove()` was called: the search's figure is taken in the same moments.
 */
function offFirstScreenAfter(
  db: Firestore,
  id: string,
  remove: () => Promise<unknown>,
  during: (removedAt: number) => Promise<void> = async () => {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    let removedAt: number | null = null;
    let beside: Promise<void> = Promise.resolve();
    const stop = firstScreen(db).onSnapshot((snapshot) => {
      const listed = snapshot.docs.some((doc) => doc.id === id);
      if (removedAt === null) {
        if (!listed) return;
        removedAt = performance.now();
        beside = remove().then(() => during(removedAt!));
        beside.catch((error: unknown) => {
          stop();
          reject(error);
        });
      } else if (!listed) {
        const gone = performance.now() - removedAt;
        stop();
        beside.then(() => resolve(gone), reject);
      }
    }, reject);
  });
}

interface RestMap {
  mapValue: { fields?: Record<string, unknown> };
}

/**
 * Asks the store's search for `name` every 10 ms until it is found (`found`) or no longer found; a search that has
 * not come round 60 s after `since` throws rather than hold the bench.
 */
async function untilSearchFinds(url: string, name: string, found: boolean, since: number): Promise<void> {
  for (;;) {
    const response = await fetch(`${url}${STORE_SEARCH_PATH}?q=${encodeURIComponent(name)}`);
    if (((await response.json()) as { products: unknown[] }).products.length > 0 === found) return;
    if (performance.now() - since > 60_000)
      throw new Error(`'${name}' was ${found ? 'not yet' : 'still'} found after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A Firestore client that counts the calls made through it: the figure of documents a search reads is measured,
 * not assumed (every read starts with one of these calls).
 */
function counted(db: Firestore) {
  const calls = { count: 0 };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.count += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, calls };
}

async function listen(app: ReturnType<typeof createApp>) {
  const server: Server = await new Promise((resolve) => {
    const http = createServer(app).listen(0, '127.0.0.1', () => resolve(http));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function benchStoreSearch(
  firestore: BenchFirestore,
  auth: Auth,
  say: (line: string) => void,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  const pubsub = new PubSub({ projectId: firestore.projectId });
  let seeded = (await firestore.db.collection(paths.storeProducts).count().get()).data().count;
  for (const size of SIZES) {
    say(`store search: seeding up to ${size.toLocaleString('en')} products`);
    await seed(firestore, seeded, size);
    seeded = size;
    await rebuildListings(firestore.db);
    const screen = await readFirstScreen(firestore);
    const backend = composeBackend(
      { db: firestore.db, auth, pubsub },
      localEnvironment(temporaryDir('bench-media-'), {}),
    );
    // As the local host starts: the engine rebuilt from the products, then the trigger delivering changes.
    const t0 = performance.now();
    const listings = await everyListing(firestore.db);
    await backend.localSearch!.rebuild(async () => listings);
    const rebuildMs = performance.now() - t0;
    const reads = counted(firestore.db);
    const { server, url } = await listen(createApp({ ...backend, db: reads.db }));

    const latencies: number[] = [];
    const pageBytes: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const q of queries) {
        const started = performance.now();
        const response = await fetch(`${url}${STORE_SEARCH_PATH}?q=${encodeURIComponent(q)}`);
        const text = await response.text();
        latencies.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`search '${q}' answered ${response.status}: ${text}`);
        pageBytes.push(Buffer.byteLength(text));
      }
    }

    const searchCalls = reads.calls.count;

    // Listing to searchable: a product written as a seller's browser would, until the search finds it.
    await markDelivered(firestore.db, ['keepStoreSearch', 'keepListing']);
    const stopDelivery = deliverFirestore(
      firestore.db,
      { keepStoreSearch: triggers.keepStoreSearch, keepListing: triggers.keepListing },
      backend,
    );
    const toSearchable: number[] = [];
    const toVisible: number[] = [];
    const toUnsearchable: number[] = [];
    const toGone: number[] = [];
    const toGoneDirect: number[] = [];
    // The first listing only warms up: the delivery's listener first reads every product (decision 014).
    for (let i = -1; i < 5; i++) {
      const name = `Fresh Listing ${size}-${i}`;
      const started = performance.now();
      const product = firestore.db.collection(paths.storeProducts).doc();
      const visible = untilOnFirstScreen(firestore.db, product.id);
      await product.set({
        ...newProductFields({ uid: 'seller-x', email: 'x@example.test' }, { name, description: 'New', price: 100 }, ''),
        createdAt: Timestamp.now(),
      });
      await untilSearchFinds(url, name, true, started);
      if (i >= 0) toSearchable.push(performance.now() - started);
      const visibleMs = await visible;
      if (i >= 0) toVisible.push(visibleMs);

      // The baseline: a copy of its listing deleted directly, with no trigger between (what the emulator alone takes).
      const copy = firestore.db.doc(paths.storeListing(`bench-direct-${size}-${i}`));
      await copy.set((await firestore.db.doc(paths.storeListing(product.id)).get()).data()!);
      const directMs = await offFirstScreenAfter(firestore.db, copy.id, () => copy.delete());
      // A deletion leaves the first screen and the search (both within 2 s).
      let unsearchableMs = NaN;
      const goneMs = await offFirstScreenAfter(
        firestore.db,
        product.id,
        () => product.delete(),
        async (removedAt) => {
          await untilSearchFinds(url, name, false, removedAt);
          unsearchableMs = performance.now() - removedAt;
        },
      );
      if (i >= 0) {
        toGoneDirect.push(directMs);
        toGone.push(goneMs);
        toUnsearchable.push(unsearchableMs);
      }
    }
    server.close();
    await stopDelivery();

    await writeBaseline(firestore, listings);
    const baseline = await readBaseline(firestore);
    // The baseline's first search: the whole read, then the rule in the browser over every entry.
    const browserSearch = productSearch(baseline.entries);
    const baselineSearch = queries.map((q) => {
      const started = performance.now();
      browserSearch(q);
      return baseline.ms + performance.now() - started;
    });
    const label = size.toLocaleString('en');
    const whole = `whole catalogue read (${BASELINE_PAGES} pages)`;
    figures.push(
      {
        name: `search p50 at the server (${label})`,
        value: percentile(latencies, 50),
        unit: 'ms',
        baseline: { name: `${whole} + browser search`, value: percentile(baselineSearch, 50) },
      },
      {
        name: `search p99 at the server (${label})`,
        value: percentile(latencies, 99),
        unit: 'ms',
        baseline: { name: `${whole} + browser search`, value: percentile(baselineSearch, 99) },
      },
      // Firestore calls made while answering the searches, per search: the engine answers from its own index.
      {
        name: `search: documents read (${label})`,
        value: searchCalls / latencies.length,
        unit: 'docs',
        baseline: { name: whole, value: baseline.docs },
      },
      {
        name: `search: bytes read, p50 page (${label})`,
        value: percentile(pageBytes, 50),
        unit: 'bytes',
        baseline: { name: whole, value: baseline.bytes },
      },
      {
        name: `search: bytes read, largest page (${label})`,
        value: Math.max(...pageBytes),
        unit: 'bytes',
        baseline: { name: whole, value: baseline.bytes },
      },
      {
        name: `first screen: documents read (${label})`,
        value: screen.docs,
        unit: 'docs',
        baseline: { name: whole, value: baseline.docs },
        target: { value: STORE_PAGE_SIZE, kind: 'max' },
      },
      {
        name: `first screen: bytes read (${label})`,
        value: screen.bytes,
        unit: 'bytes',
        baseline: { name: whole, value: baseline.bytes },
      },
      { name: `listing to visible on the first screen p50 (${label})`, value: percentile(toVisible, 50), unit: 'ms' },
      { name: `search: listing to searchable p50 (${label})`, value: percentile(toSearchable, 50), unit: 'ms' },
      {
        name: `deletion off the first screen p50 (${label})`,
        value: percentile(toGone, 50),
        unit: 'ms',
        baseline: { name: 'a listing deleted directly', value: percentile(toGoneDirect, 50) },
        target: { value: 2000, kind: 'max' },
      },
      {
        name: `search: deletion to unsearchable p50 (${label})`,
        value: percentile(toUnsearchable, 50),
        unit: 'ms',
        baseline: { name: 'a listing deleted directly', value: percentile(toGoneDirect, 50) },
        target: { value: 2000, kind: 'max' },
      },
      { name: `search: local engine rebuilt at start (${label})`, value: rebuildMs, unit: 'ms' },
    );
  }
  await pubsub.close();
  return figures;
}
