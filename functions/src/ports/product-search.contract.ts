// The contract every ProductSearch adapter keeps, run against each one by adapters/product-search.contract.test.ts.
// SPEC 5's rule is matchesSearch (shared/src/store/search.ts): every expectation below is checked against it too,
// so an adapter and the rule cannot drift apart. Accents follow the rule's lower-casing: 'É' finds 'é', and 'e'
// does not find 'é' (decision 018).
import { describe, expect, it } from 'vitest';
import { STORE_PAGE_SIZE, type StoreListing } from '@marketplace/shared/store/listing';
import { STORE_SEARCH_MAX } from '@marketplace/shared/store/store-search-api';
import { matchesSearch } from '@marketplace/shared/store/search';
import type { ProductSearch, SearchPosition } from './product-search.port.ts';
import { seededRandom } from '@marketplace/shared/seeded-random';

export interface ProductSearchContractSubject {
  /** An adapter over an empty index of its own. */
  search: ProductSearch;
  /** Waits until what was written is searchable (an engine that indexes asynchronously); may do nothing. */
  settle?(): Promise<void>;
}

let serial = 0;
export function listing(
  name: string,
  description = 'A pre-built project.',
  createdAt: number | null = 1_000,
): StoreListing {
  serial += 1;
  return { id: `contract-${serial}`, sellerId: 'seller-1', name, description, price: 100, imageUrl: '', createdAt };
}

/** Every page of a search, following `next` until it is null. */
async function allPages(search: ProductSearch, q: string) {
  const pages: StoreListing[][] = [];
  let after: SearchPosition | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await search.search({ q, ...(after ? { after } : {}) });
    expect(page.products.length).toBeLessThanOrEqual(STORE_PAGE_SIZE);
    pages.push(page.products);
    if (!page.next) return pages;
    after = page.next;
  }
  throw new Error('more than 100 pages');
}

/**
 * A store's worth of changes from `seed`: `count` listings over `dates` distinct milliseconds (few of them, so
 * many listings share one and the tie decides; some not yet dated), then a share of them removed and a share
 * edited (a new text that may stop or start matching, a re-save of the same text, a date set by the server).
 */
function churn(seed: number, count: number, dates: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const texts = ['Solar Kit', 'Desk Lamp', 'Robot kit', 'Chat App', 'Weather Station'] as const;
  const make = (i: number): StoreListing => ({
    id: `churn-${seed}-${i}`,
    sellerId: 'seller-1',
    name: `${pick(texts)} ${i}`,
    description: pick(['A pre-built project.', 'Comes as a kit.', 'Source and report.']),
    price: 100,
    imageUrl: '',
    createdAt: random() < 0.1 ? null : 1_000_000 + Math.floor(random() * dates) * 1000,
  });
  const first = Array.from({ length: count }, (_, i) => make(i));
  const removed = new Set<string>();
  const edits: StoreListing[] = [];
  for (const each of first) {
    const roll = random();
    if (roll < 0.2) removed.add(each.id);
    else if (roll < 0.3) edits.push({ ...each, name: `${pick(texts)} edited`, description: pick(['Kit.', 'Plain.']) });
    else if (roll < 0.35) edits.push({ ...each });
    else if (roll < 0.4 && each.createdAt === null) edits.push({ ...each, createdAt: 1_000_000 });
  }
  const latest = new Map(first.map((each) => [each.id, each]));
  for (const each of edits) latest.set(each.id, each);
  const remaining = [...latest.values()].filter((each) => !removed.has(each.id));
  return { first, removed: [...removed], edits, remaining };
}

export function productSearchContract(name: string, makeSubject: () => Promise<ProductSearchContractSubject>) {
  describe(`ProductSearch contract: ${name}`, () => {
    async function indexed(listings: StoreListing[]) {
      const subject = await makeSubject();
      for (const each of listings) await subject.search.upsert(each);
      await subject.settle?.();
      return subject;
    }
    /** The ids the adapter finds, checked against the rule over the same listings. */
    async function expectRule(listings: StoreListing[], q: string, expected: string[]) {
      const { search } = await indexed(listings);
      const found = (await allPages(search, q)).flat().map((each) => each.name);
      const byRule = listings.filter((each) => matchesSearch(each, q)).map((each) => each.name);
      expect(found.sort()).toEqual(byRule.sort());
      expect(found.sort()).toEqual([...expected].sort());
    }

    const shelf = [
      listing('Chat App', 'A web chat with rooms.'),
      listing('Line Following Robot', 'Arduino robot with IR sensors.'),
      listing('Compiler in C++', 'A tiny compiler written in c++ with tests.'),
      listing('Node.js API', 'REST server on node.js, 50% faster.'),
      listing('Quoted "Smart" Lamp', "It's a lamp with 'quotes' and \"double quotes\"."),
      listing('Café Menu', 'ÉCOLE project: a menu for a café.'),
      listing('Weather Station 2024', 'ESP32 with 3 sensors, model 2024-B.'),
    ];

    it('matches in any case, in the name or the description', async () => {
      await expectRule(shelf, 'ROBOT', ['Line Following Robot']);
      await expectRule(shelf, 'rest SERVER', ['Node.js API']);
    });

    it("lower-cases accents as the rule does: 'É' finds 'é', 'e' does not find 'é'", async () => {
      await expectRule(shelf, 'CAFÉ', ['Café Menu']);
      await expectRule(shelf, 'école', ['Café Menu']);
      await expectRule(shelf, 'cafe', []);
    });

    it('matches digits and punctuation as typed', async () => {
      await expectRule(shelf, '2024-b', ['Weather Station 2024']);
      await expectRule(shelf, 'c++', ['Compiler in C++']);
      await expectRule(shelf, 'node.js', ['Node.js API']);
      await expectRule(shelf, '50%', ['Node.js API']);
      await expectRule(shelf, '"smart"', ['Quoted "Smart" Lamp']);
      await expectRule(shelf, "it's", ['Quoted "Smart" Lamp']);
    });

    it("matches across a space between words: 't app' finds 'chat app'", async () => {
      await expectRule(shelf, 't app', ['Chat App']);
      await expectRule(shelf, 'g robot', ['Line Following Robot']);
    });

    it('finds a 1-character query anywhere, and ignores the spaces around a query', async () => {
      const listings = [listing('x'), listing('Box', 'none'), listing('Other', 'plain')];
      await expectRule(listings, 'X', ['x', 'Box']);
      await expectRule(listings, '  box ', ['Box']);
    });

    it(`finds a ${STORE_SEARCH_MAX}-character query in a long description, and not one a character off`, async () => {
      const long = 'abcdefghij'.repeat(20).slice(0, STORE_SEARCH_MAX);
      const listings = [listing('Long', `start ${long} end`), listing('Almost', `start ${long.slice(0, -1)}X end`)];
      await expectRule(listings, long, ['Long']);
    });

    it('finds nothing when nothing matches', async () => {
      await expectRule(shelf, 'quantum teleporter', []);
    });

    it('answers newest first (a listing not yet dated counts as newest), a page at a time, no duplicates or gaps', async () => {
      const many = Array.from({ length: 3 * STORE_PAGE_SIZE + 5 }, (_, i) =>
        // Pairs share a millisecond, so the tie-break is exercised across page ends.
        listing(`Kit ${i}`, 'Solar kit', 1_000_000 + Math.floor(i / 2) * 1000),
      );
      const undated = listing('Kit undated', 'Solar kit', null);
      const other = listing('Unrelated', 'Nothing here');
      const { search } = await indexed([...many, undated, other]);
      const pages = await allPages(search, 'solar KIT');
      expect(pages.map((page) => page.length)).toEqual([STORE_PAGE_SIZE, STORE_PAGE_SIZE, STORE_PAGE_SIZE, 6]);
      const found = pages.flat();
      expect(found[0]!.name).toBe('Kit undated');
      expect(new Set(found.map((each) => each.id)).size).toBe(found.length);
      expect(found.map((each) => each.id).sort()).toEqual([...many, undated].map((each) => each.id).sort());
      const dates = found.slice(1).map((each) => each.createdAt!);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      // The same search again pages the same way.
      expect((await allPages(search, 'solar kit')).flat().map((each) => each.id)).toEqual(found.map((each) => each.id));
    });

    it('answers a listing as it was indexed: every field, seller email never among them', async () => {
      const one = listing('Drone Kit', 'Quadcopter', 1_700_000_000_000);
      const { search } = await indexed([one]);
      const page = await search.search({ q: 'drone' });
      expect(page).toEqual({ products: [one], next: null });
    });

    it('replaces an entry on upsert: the old text no longer matches, the new one does', async () => {
      const before = listing('Weather Station', 'Old description');
      const subject = await indexed([before]);
      await subject.search.upsert({ ...before, name: 'Irrigation Controller', description: 'New description' });
      await subject.settle?.();
      expect((await subject.search.search({ q: 'weather' })).products).toEqual([]);
      expect((await subject.search.search({ q: 'old' })).products).toEqual([]);
      expect((await subject.search.search({ q: 'irrigation' })).products.map((each) => each.id)).toEqual([before.id]);
    });

    // Removing or replacing one entry must leave every other one where it was: an engine whose range index broke
    // on a removal hid listings from the pages after it, or kept showing a deleted one.
    it('after removals and edits, pages every remaining listing once, in order, and no removed one', async () => {
      const shapes = [
        { count: 50, dates: 3 },
        { count: 50, dates: 15 },
        { count: 60, dates: 60 },
      ];
      for (const [n, shape] of shapes.entries()) {
        for (let seed = 1; seed <= 4; seed++) {
          const { first, removed, edits, remaining } = churn(100 * n + seed, shape.count, shape.dates);
          const subject = await indexed(first);
          for (const id of removed) await subject.search.remove(id);
          for (const each of edits) await subject.search.upsert(each);
          await subject.settle?.();
          // The same listings indexed once, never changed, give the order to expect.
          const untouched = (await indexed(remaining)).search;
          for (const q of ['', 'kit', 'a']) {
            const found = (await allPages(subject.search, q)).flat();
            const ids = found.map((each) => each.id);
            const where = `seed ${100 * n + seed}, q '${q}'`;
            expect(
              ids.filter((id) => removed.includes(id)),
              where,
            ).toEqual([]);
            expect(new Set(ids).size, where).toBe(ids.length);
            expect([...ids].sort(), where).toEqual(
              remaining
                .filter((each) => matchesSearch(each, q))
                .map((each) => each.id)
                .sort(),
            );
            // Each as last written (an edit's new text, not the old one).
            expect(found, where).toEqual(ids.map((id) => remaining.find((each) => each.id === id)));
            const dates = found.map((each) => each.createdAt ?? Number.MAX_SAFE_INTEGER);
            expect(dates, where).toEqual([...dates].sort((a, b) => b - a));
            expect(ids, where).toEqual((await allPages(untouched, q)).flat().map((each) => each.id));
          }
        }
      }
    });

    it('removes an entry, and removing one that is not there is no error', async () => {
      const gone = listing('Gone Soon');
      const kept = listing('Gone Later');
      const subject = await indexed([gone, kept]);
      await subject.search.remove(gone.id);
      await subject.search.remove(gone.id);
      await subject.search.remove('never-indexed');
      await subject.settle?.();
      expect((await subject.search.search({ q: 'gone' })).products.map((each) => each.id)).toEqual([kept.id]);
    });
  });
}
