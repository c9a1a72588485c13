// GET /api/store/search end to end on the emulator: the keepStoreSearch trigger, delivered by the local
// host's own Firestore delivery, feeds the local engine; the endpoint answers SPEC 5's rule a page at a time,
// refuses what is not a search with its text, and follows edits and deletions; 50 listings written at once by
// 10 sellers' browsers under the rules are each found exactly once.
import { setLogLevel } from 'firebase/firestore';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { STORE_PAGE_SIZE, type StoreListing } from '@marketplace/shared/store/listing';
import { newProductFields, type NewProduct } from '@marketplace/shared/store/product';
import { matchesSearch } from '@marketplace/shared/store/search';
import { STORE_SEARCH_MAX, STORE_SEARCH_PATH, storeSearchTexts } from '@marketplace/shared/store/store-search-api';
import { oramaProductSearch } from '../../functions/src/adapters/orama-product-search.ts';
import { createApp } from '../../functions/src/app.ts';
import { listingDocument } from '../../functions/src/features/store/listings.ts';
import { everyListing, followProduct, keepStoreSearch } from '../../functions/src/features/store/store-search-index.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { eventually, listen, useBackend, type Backend } from './support/emulators.ts';
import { listAtOnce } from './support/seller-browsers.ts';

let backend: Backend;
useBackend((started) => (backend = started));

// An expected refusal would otherwise be logged as a warning, which fails the test.
beforeAll(() => setLogLevel('error'));

// Each test gets an engine of its own (the emulator is emptied between tests; an index in memory is not), the
// trigger delivering into it, and the api on it. Delivery starts after useBackend's clear, as in the other suites.
let deps: Backend;
let api: { url: string; close(): Promise<void> };
let stopDelivery: () => Promise<void> = async () => {};
beforeEach(async () => {
  deps = { ...backend, productSearch: oramaProductSearch() };
  const delivery = deliverFirestore(backend.db, { keepStoreSearch: triggers.keepStoreSearch }, deps);
  stopDelivery = delivery;
  // The emulator can miss a write made while a listener is still being set up.
  await delivery.listening;
  api = await listen(createApp(deps));
});
afterEach(async () => {
  await stopDelivery();
  await api.close();
});

/** A product's create event, as the trigger is handed it (`id` stands for the event's). */
const creation = (id: string, ref: DocumentReference, after: Record<string, unknown>) => ({
  id,
  path: ref.path,
  params: { productId: ref.id },
  before: null,
  after,
});

/** The deps with an engine that records what the trigger asks of it, and does nothing else. */
function recordingSearch() {
  const calls: [string, unknown][] = [];
  const recording = {
    ...deps,
    productSearch: {
      ...deps.productSearch,
      upsert: async (listing: StoreListing) => void calls.push(['upsert', listing]),
      remove: async (productId: string) => void calls.push(['remove', productId]),
    },
  };
  return { calls, recording };
}

async function get(query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of [value].flat()) params.append(key, each);
  }
  const response = await fetch(`${api.url}${STORE_SEARCH_PATH}?${params}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const search = async (q: string, after?: string) => {
  const { status, body } = await get({ q, ...(after ? { after } : {}) });
  expect(status).toBe(200);
  return body as { products: StoreListing[]; next: string | null };
};
const names = async (q: string) => (await search(q)).products.map((each) => each.name).sort();
/**
 * Waits until a search for `q` finds `count` products (the index follows the listings a moment later). The bound is
 * eventually's generous one: how soon is the bench's figure (the 2 s), not a test's.
 */
const untilNamesFound = (q: string, count: number) =>
  eventually(
    () => names(q),
    (found) => found.length === count,
  );

const seller = { uid: 'seller-1', email: 'seller@example.test' };
async function list(product: Partial<NewProduct>, createdAt = Timestamp.now()) {
  const ref = backend.db.collection(paths.storeProducts).doc();
  const fields = { name: 'Kit', description: 'A pre-built project.', price: 100, ...product };
  await ref.set({ ...newProductFields(seller, fields, ''), createdAt });
  return ref;
}

describe('GET /api/store/search', () => {
  it("keeps SPEC 5's rule on awkward inputs, and never answers a seller's email", async () => {
    const shelf = [
      { name: 'Chat App', description: 'A web chat with rooms.' },
      { name: 'Compiler in C++', description: 'Written in c++ with tests.' },
      { name: 'Node.js API', description: 'REST server, 50% faster.' },
      { name: 'Quoted "Smart" Lamp', description: "It's a lamp." },
      { name: 'Café Menu', description: 'ÉCOLE project.' },
    ];
    for (const product of shelf) await list(product);
    await untilNamesFound('e', 5);
    const cases: [string, string[]][] = [
      ['T APP', ['Chat App']],
      ['c++', ['Compiler in C++']],
      ['node.js', ['Node.js API']],
      ['50%', ['Node.js API']],
      ['"smart"', ['Quoted "Smart" Lamp']],
      ['café', ['Café Menu']],
      ['École', ['Café Menu']],
      ['cafe', []],
      ['x', []],
      ['z'.repeat(STORE_SEARCH_MAX), []],
    ];
    for (const [q, expected] of cases) {
      expect(await names(q), q).toEqual(expected);
      expect(
        shelf
          .filter((each) => matchesSearch(each, q))
          .map((each) => each.name)
          .sort(),
        q,
      ).toEqual(expected);
    }
    const [found] = (await search('chat')).products;
    expect(Object.keys(found!).sort()).toEqual([
      'createdAt',
      'description',
      'id',
      'imageUrl',
      'name',
      'price',
      'sellerId',
    ]);
  });

  it('refuses what is not a search with its text, as a 400', async () => {
    const refusals: [Record<string, string | string[]>, string][] = [
      [{}, storeSearchTexts.empty],
      [{ q: '' }, storeSearchTexts.empty],
      [{ q: '   ' }, storeSearchTexts.empty],
      [{ q: ['a', 'b'] }, storeSearchTexts.empty],
      [{ q: 'k'.repeat(STORE_SEARCH_MAX + 1) }, storeSearchTexts.tooLong],
      [{ q: 'kit', after: '' }, storeSearchTexts.badCursor],
      [{ q: 'kit', after: 'not a cursor' }, storeSearchTexts.badCursor],
      [{ q: 'kit', after: Buffer.from('12.x').toString('base64url') }, storeSearchTexts.badCursor],
      [{ q: 'kit', after: Buffer.from(`1.${2 ** 48}`).toString('base64url') }, storeSearchTexts.badCursor],
      [{ q: 'kit', after: 'a'.repeat(600) }, storeSearchTexts.badCursor],
    ];
    for (const [query, error] of refusals) {
      expect(await get(query), JSON.stringify(query)).toEqual({ status: 400, body: { error } });
    }
  });

  it('pages newest first through many results with no duplicates or gaps', async () => {
    const total = 2 * STORE_PAGE_SIZE + 3;
    const batch = backend.db.batch();
    for (let i = 0; i < total; i++) {
      const ref = backend.db.collection(paths.storeProducts).doc();
      batch.set(ref, {
        ...newProductFields(seller, { name: `Solar Kit ${i}`, description: 'Panels.', price: 100 }, ''),
        // Two listings per millisecond: the tie-break holds across page ends.
        createdAt: Timestamp.fromMillis(1_700_000_000_000 + Math.floor(i / 2)),
      });
    }
    await batch.commit();
    await eventually(
      () => search('solar'),
      (page) => page.next !== null,
    );
    const seen: StoreListing[] = [];
    let after: string | undefined;
    for (let page = 0; page < 10; page++) {
      const answer = await search('SOLAR kit', after);
      expect(answer.products.length).toBeLessThanOrEqual(STORE_PAGE_SIZE);
      seen.push(...answer.products);
      if (!answer.next) break;
      after = answer.next;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((each) => each.id)).size).toBe(total);
    const dates = seen.map((each) => each.createdAt!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('dates a product of the earlier app without a date as its listing does: when it was stored', async () => {
    const older = await list({ name: 'Lamp Older' }, Timestamp.fromMillis(Date.now() - 60_000));
    const undated = backend.db.collection(paths.storeProducts).doc();
    await undated.set(newProductFields(seller, { name: 'Lamp Undated', description: 'Old.', price: 9 }, ''));
    const newer = await list({ name: 'Lamp Newer' }, Timestamp.fromMillis(Date.now() + 60_000));
    const found = await eventually(
      () => search('lamp'),
      (page) => page.products.length === 3,
    );
    const storedAt = (await undated.get()).createTime!.toMillis();
    expect(found.products.map((each) => [each.id, each.createdAt])).toEqual([
      [newer.id, expect.any(Number)],
      [undated.id, storedAt],
      [older.id, expect.any(Number)],
    ]);
    expect(listingDocument(await undated.get())?.createdAt).toBe(storedAt);
  });

  it("indexes a change's product as a read of it gives: a price the earlier app kept as text is never taken out first", async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    const fields = newProductFields(seller, { name: 'Soil Sensor', description: 'Old.', price: 450 }, '');
    await ref.set({ ...fields, price: '450', createdAt: Timestamp.fromMillis(1_700_000_000_000) });
    const { calls, recording } = recordingSearch();
    await keepStoreSearch(recording, creation('earlier-app', ref, (await ref.get()).data()!));
    expect(calls).toEqual([
      ['upsert', expect.objectContaining({ id: ref.id, price: 450, createdAt: 1_700_000_000_000 })],
    ]);
  });

  it('indexes a product of the earlier app without a date only once dated, never first as dated 0', async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    await ref.set(newProductFields(seller, { name: 'Old Lantern', description: 'Old.', price: 9 }, ''));
    const stored = await ref.get();
    const { calls, recording } = recordingSearch();
    await keepStoreSearch(recording, creation('earlier-app-undated', ref, stored.data()!));
    expect(calls).toEqual([
      ['upsert', expect.objectContaining({ id: ref.id, createdAt: stored.createTime!.toMillis() })],
    ]);
  });

  it('shows an edited product in its new form only, and drops a deleted one', async () => {
    const ref = await list({ name: 'Weather Station', description: 'Measures rain.' });
    await untilNamesFound('weather', 1);
    await ref.update({ name: 'Irrigation Controller', description: 'Waters plants.' });
    await untilNamesFound('irrigation', 1);
    expect(await names('weather')).toEqual([]);
    expect(await names('rain')).toEqual([]);
    await ref.delete();
    await untilNamesFound('irrigation', 0);
  });

  it('does not bring back a deleted product when its create event is delivered late', async () => {
    const ref = await list({ name: 'Gone Soon' });
    await untilNamesFound('gone', 1);
    const listed = (await ref.get()).data()!;
    await ref.delete();
    await untilNamesFound('gone', 0);
    await keepStoreSearch(deps, creation('late', ref, listed));
    expect(await names('gone')).toEqual([]);
  });

  it("leaves a hidden product out of the engine's rebuild at start, as out of its listing", async () => {
    const shown = await list({ name: 'Shown Kit' });
    const hidden = await list({ name: 'Hidden Kit' });
    await hidden.update({ hidden: true });
    const ids = (await everyListing(backend.db)).map((each) => each.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('follows a product edited or deleted while its index update is in flight, never keeping the old form', async () => {
    for (const change of ['edit', 'delete'] as const) {
      const ref = await list({ name: `Old Form ${change}` });
      const index = oramaProductSearch();
      let first = true;
      // The product changes right after the handler's first upsert, before its second read.
      const racing = {
        ...index,
        async upsert(listing: StoreListing) {
          await index.upsert(listing);
          if (!first) return;
          first = false;
          if (change === 'edit') await ref.update({ name: `New Form ${change}` });
          else await ref.delete();
        },
      };
      await followProduct({ db: backend.db, productSearch: racing }, ref.id);
      expect((await index.search({ q: 'old form' })).products).toEqual([]);
      const now = (await index.search({ q: 'new form' })).products.map((each) => each.name);
      expect(now).toEqual(change === 'edit' ? ['New Form edit'] : []);
    }
  });

  // Each listing is its own write from a seller's browser (the web SDK under the rules), ten sellers at once.
  it('finds each of 50 listings written at once by 10 sellers exactly once, and drops a deleted one', async () => {
    const ids = await listAtOnce(backend.db, 50, 10);
    {
      const everything = async () => {
        const found: StoreListing[] = [];
        let after: string | undefined;
        for (let page = 0; page < 10; page++) {
          const answer = await search('listing', after);
          found.push(...answer.products);
          if (!answer.next) return found;
          after = answer.next;
        }
        return found;
      };
      const found = await eventually(everything, (all) => all.length === 50, 30_000);
      expect(found.map((each) => each.id).sort()).toEqual([...ids].sort());
      expect((await search('listing 7')).products.map((each) => each.name)).toEqual(['Listing 7']);

      await backend.db.doc(paths.storeProduct(ids[7]!)).delete();
      await untilNamesFound('listing 7', 0);
      expect(await everything()).toHaveLength(49);
    }
  }, 60_000);
});
