import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { StoreListing } from '@marketplace/shared/store/listing';
import { oramaProductSearch } from '../../adapters/orama-product-search.ts';
import type { ProductSearch, SearchChange, SearchPosition } from '../../ports/product-search.port.ts';
import { MAX_ROUNDS, listingFeed } from './listing-feed.ts';

/** The search's feed, as keepStoreSearch makes it. */
const searchFeed = (db: Firestore, search: ProductSearch, batchSize?: number) =>
  listingFeed(
    db,
    (changes) =>
      search.apply(changes.map(({ productId, listing }) => (listing ? { upsert: listing } : { remove: productId }))),
    batchSize,
  );

/** The products as Firestore holds them, read as getAll reads them; `onRead` runs before each read is answered. */
function products(onRead: () => void = () => {}) {
  const stored = new Map<string, DocumentData>();
  let reads = 0;
  const idOf = (path: string) => path.slice(paths.storeProduct('').length);
  const snapshot = (path: string) => {
    const data = stored.get(idOf(path));
    return { exists: data !== undefined, id: idOf(path), data: () => data, createTime: undefined };
  };
  const db = {
    doc: (path: string) => ({ path }),
    getAll: async (...refs: unknown[]) => {
      reads += 1;
      onRead();
      return refs.flatMap((ref) => ('path' in (ref as object) ? [snapshot((ref as { path: string }).path)] : []));
    },
  } as unknown as Firestore;
  return { db, stored, reads: () => reads };
}

const product = (i: number, name = `Kit ${i}`) => ({
  sellerId: 'seller-1',
  sellerEmail: 'seller-1@example.test',
  name,
  description: 'A pre-built project.',
  price: 100,
  imageUrl: '',
  createdAt: 1_000 + i,
});
const listing = (id: string, data: DocumentData): StoreListing => {
  const { sellerEmail: _email, ...fields } = data as ReturnType<typeof product>;
  return { id, ...fields };
};

/** The engine, counting its requests. */
function engine() {
  const index = oramaProductSearch();
  const requests: SearchChange[][] = [];
  const search: ProductSearch = {
    ...index,
    async apply(changes) {
      requests.push([...changes]);
      await index.apply(changes);
    },
  };
  /** Every name the engine finds, page after page. */
  const names = async (q: string) => {
    const found: string[] = [];
    let after: SearchPosition | undefined;
    for (;;) {
      const page = await index.search({ q, ...(after ? { after } : {}) });
      found.push(...page.products.map((each) => each.name));
      if (!page.next) return found.sort();
      after = page.next;
    }
  };
  return { search, requests, names };
}

describe('the listing feed (into the store search)', () => {
  it('applies 300 events at once in one engine request and one read, and drops none of them', async () => {
    const { db, stored, reads } = products();
    const { search, requests, names } = engine();
    const feed = searchFeed(db, search);
    for (let i = 0; i < 300; i++) stored.set(`p-${i}`, product(i));
    await Promise.all([...stored].map(([id, data]) => feed.follow(id, listing(id, data))));
    expect(requests.map((request) => request.length)).toEqual([300]);
    expect(reads()).toBe(1);
    expect(await names('kit')).toHaveLength(300);
    expect(await names('kit 299')).toEqual(['Kit 299']);
  });

  it('splits what gathered into batches of its size, each written and read once', async () => {
    const { db, stored, reads } = products();
    const { search, requests, names } = engine();
    const feed = searchFeed(db, search, 100);
    for (let i = 0; i < 250; i++) stored.set(`p-${i}`, product(i));
    await Promise.all([...stored].map(([id, data]) => feed.follow(id, listing(id, data))));
    expect(requests.map((request) => request.length)).toEqual([100, 100, 50]);
    expect(reads()).toBe(3);
    expect(await names('kit')).toHaveLength(250);
  });

  it('never brings back a deleted product, whichever of its events comes last or joins another', async () => {
    const { db, stored } = products();
    const { search, names } = engine();
    const feed = searchFeed(db, search);
    const created = product(1, 'Gone Soon');
    // The product was created and deleted; its delete event and then its create event (late) join one entry.
    await Promise.all([feed.follow('p-1', null), feed.follow('p-1', listing('p-1', created))]);
    expect(await names('gone')).toEqual([]);
    // A late create event alone, after the delete.
    await feed.follow('p-1', listing('p-1', created));
    expect(await names('gone')).toEqual([]);
    // Its delete event while it exists again (re-created): the read says it is there.
    stored.set('p-1', product(1, 'Back Again'));
    await feed.follow('p-1', null);
    expect(await names('back')).toEqual(['Back Again']);
  });

  it('follows a product edited or deleted between the index write and the read, never keeping the old form', async () => {
    for (const change of ['edit', 'delete'] as const) {
      let first = true;
      const { db, stored } = products(() => {
        if (!first) return;
        first = false;
        if (change === 'edit') stored.set('p-1', product(1, 'New Form'));
        else stored.delete('p-1');
      });
      const { search, names } = engine();
      stored.set('p-1', product(1, 'Old Form'));
      await searchFeed(db, search).follow('p-1', listing('p-1', stored.get('p-1')!));
      expect(await names('old form')).toEqual([]);
      expect(await names('new form')).toEqual(change === 'edit' ? ['New Form'] : []);
    }
  });

  it('fails every event of a batch the engine refused, so each is retried; then the next try applies', async () => {
    const { db, stored } = products();
    const { search, names } = engine();
    let refuse = true;
    const refusing: ProductSearch = {
      ...search,
      async apply(changes) {
        if (refuse) throw new Error('engine unavailable');
        await search.apply(changes);
      },
    };
    const feed = searchFeed(db, refusing);
    stored.set('p-1', product(1));
    stored.set('p-2', product(2));
    const tries = await Promise.allSettled(['p-1', 'p-2'].map((id) => feed.follow(id, listing(id, stored.get(id)!))));
    expect(tries.map((each) => each.status)).toEqual(['rejected', 'rejected']);
    refuse = false;
    await Promise.all(['p-1', 'p-2'].map((id) => feed.follow(id, listing(id, stored.get(id)!))));
    expect(await names('kit')).toEqual(['Kit 1', 'Kit 2']);
  });

  it(`leaves a product that changes on every read to the event's retry after ${MAX_ROUNDS} rounds`, async () => {
    let edits = 0;
    const { db, stored } = products(() => stored.set('p-1', product(1, `Edit ${++edits}`)));
    const { search } = engine();
    stored.set('p-1', product(1));
    await expect(searchFeed(db, search).follow('p-1', listing('p-1', stored.get('p-1')!))).rejects.toThrow(
      `changed on each of ${MAX_ROUNDS} reads`,
    );
    expect(edits).toBe(MAX_ROUNDS);
  });
});
