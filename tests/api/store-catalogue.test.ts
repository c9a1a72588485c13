// The store's catalogue pages: the keepCatalogue trigger, delivered by the local host's own Firestore delivery,
// keeps every product in the page its id names, loses none under concurrent listings, and converges on what
// the product says now whatever order its events come in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { catalogueEntries } from '@marketplace/shared/store/catalogue';
import { newProductFields } from '@marketplace/shared/store/product';
import { searchProducts } from '@marketplace/shared/store/search';
import {
  CATALOGUE_BUCKETS,
  catalogueBucketOf,
  keepCatalogue,
  rebuildCatalogue,
  syncCatalogue,
} from '../../functions/src/features/store/catalogue.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { eventually, useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const seller = { uid: 'seller-1', email: 'seller@example.test' };
const product = (name: string, price = 100) => ({
  ...newProductFields(seller, { name, description: `About ${name}`, price }, ''),
  createdAt: Timestamp.now(),
});

async function pages() {
  const snapshot = await backend.db.collection(paths.storeCatalogue).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, entries: catalogueEntries(doc.data()) }));
}
const listed = async () => (await pages()).flatMap((page) => page.entries);

describe('keepCatalogue', () => {
  let stopDelivery: () => void;
  // Started after useBackend's clear, as the other delivery suites do: a listener open across the emulator's
  // clear-everything call can stop hearing changes without an error (one CI run waited 10 s for nothing).
  beforeEach(() => {
    stopDelivery = deliverFirestore(backend.db, { keepCatalogue: triggers.keepCatalogue }, backend);
  });
  afterEach(() => stopDelivery());

  it('lists a new product, follows its edits, and drops it when deleted', async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    await ref.set(product('Weather Station', 2799));
    await eventually(listed, (entries) => entries.length === 1);
    await ref.update({ price: 2499, name: 'Weather Station v2' });
    const edited = await eventually(listed, (entries) => entries[0]?.price === 2499);
    expect(edited).toEqual([
      expect.objectContaining({ id: ref.id, name: 'Weather Station v2', price: 2499, sellerId: seller.uid }),
    ]);
    await ref.delete();
    await eventually(listed, (entries) => entries.length === 0);
  });

  // Issue 17: 50 listings at once lost all but 2 to 'Transaction lock timeout' while every sync queried the
  // whole catalogue for a page with room. Each listing is its own commit, as ten sellers' browsers would make.
  it('lists 50 products from 10 sellers at once, each exactly once, and drops a deleted one', async () => {
    const refs = Array.from({ length: 50 }, () => backend.db.collection(paths.storeProducts).doc());
    await Promise.all(
      refs.map((ref, i) =>
        ref.set({
          ...newProductFields(
            { uid: `seller-${i % 10}`, email: `seller-${i % 10}@example.test` },
            { name: `Listing ${i}`, description: `Project number ${i}`, price: 100 + i },
            '',
          ),
          createdAt: Timestamp.now(),
        }),
      ),
    );
    const everyId = (entries: { id: string }[]) => entries.length === 50;
    const entries = await eventually(listed, everyId, 30_000);
    expect(entries.map((entry) => entry.id).sort()).toEqual(refs.map((ref) => ref.id).sort());
    expect(searchProducts(entries, 'listing 7').map((entry) => entry.name)).toEqual(['Listing 7']);

    await refs[7]!.delete();
    const after = await eventually(listed, (left) => left.length === 49, 10_000);
    expect(after.map((entry) => entry.id)).not.toContain(refs[7]!.id);
  }, 60_000);
});

describe('syncCatalogue', () => {
  it(`spreads products over at most ${CATALOGUE_BUCKETS} pages, each product in the page its id names`, async () => {
    const batch = backend.db.batch();
    const ids = Array.from({ length: 150 }, (_, i) => {
      const ref = backend.db.collection(paths.storeProducts).doc(`p${String(i).padStart(3, '0')}`);
      batch.set(ref, product(`Project ${i}`));
      return ref.id;
    });
    await batch.commit();
    for (const id of ids) await syncCatalogue(backend.db, id);
    const stored = await pages();
    expect(stored.length).toBeLessThanOrEqual(CATALOGUE_BUCKETS);
    expect(stored.length).toBeGreaterThan(CATALOGUE_BUCKETS / 2);
    for (const page of stored) {
      for (const entry of page.entries) expect(catalogueBucketOf(entry.id)).toBe(page.id);
    }
    expect(stored.flatMap((page) => page.entries.map((entry) => entry.id)).sort()).toEqual(ids);
  });

  it('changes nothing when the same event is delivered again', async () => {
    const ids = ['a', 'b', 'c'];
    for (const id of ids) await backend.db.doc(paths.storeProduct(id)).set(product(id));
    for (const id of [...ids, ...ids]) await syncCatalogue(backend.db, id);
    expect((await listed()).map((entry) => entry.id).sort()).toEqual(ids);
    await backend.db.doc(paths.storeProduct('b')).delete();
    await syncCatalogue(backend.db, 'b');
    await syncCatalogue(backend.db, 'b');
    expect((await listed()).map((entry) => entry.id).sort()).toEqual(['a', 'c']);
  });

  it('does not bring back a deleted product when a late create or update event arrives', async () => {
    const ref = backend.db.doc(paths.storeProduct('gone'));
    await ref.set(product('Gone soon'));
    await syncCatalogue(backend.db, 'gone');
    await ref.delete();
    await syncCatalogue(backend.db, 'gone');
    // The create event, redelivered after the delete: the handler reads the product, which is gone.
    await keepCatalogue(backend, {
      id: 'late',
      path: ref.path,
      params: { productId: 'gone' },
      before: null,
      after: product('Gone soon'),
    });
    expect(await listed()).toEqual([]);
  });

  it('moves a product out of a page of the older layout on its next change, never showing it twice', async () => {
    const ref = backend.db.doc(paths.storeProduct('old'));
    await ref.set(product('Old listing', 500));
    const { id: _id, sellerEmail: _email, ...summary } = { id: 'old', ...product('Old listing', 500) };
    await backend.db
      .collection(paths.storeCatalogue)
      .doc('legacyPage')
      .set({ products: { old: summary, other: summary }, productIds: ['old', 'other'], count: 2 });
    await ref.update({ price: 450 });
    await syncCatalogue(backend.db, 'old');
    const stored = await pages();
    expect(stored.find((page) => page.id === 'legacyPage')?.entries.map((entry) => entry.id)).toEqual(['other']);
    expect(stored.find((page) => page.id === catalogueBucketOf('old'))?.entries).toEqual([
      expect.objectContaining({ id: 'old', price: 450 }),
    ]);
  });
});

describe('rebuildCatalogue (the backfill)', () => {
  it('writes every product into its page and removes the pages of the older layout', async () => {
    const batch = backend.db.batch();
    for (let i = 0; i < 250; i++) batch.set(backend.db.doc(paths.storeProduct(`r${i}`)), product(`Project ${i}`));
    await batch.commit();
    await backend.db.collection(paths.storeCatalogue).doc('stale').set({ products: {}, productIds: [], count: 0 });
    const { products, pages: written } = await rebuildCatalogue(backend.db);
    expect(products).toBe(250);
    const stored = await pages();
    expect(stored.map((page) => page.id)).not.toContain('stale');
    expect(stored).toHaveLength(written);
    expect(stored.flatMap((page) => page.entries.map((entry) => entry.id))).toHaveLength(250);
    for (const page of stored) {
      for (const entry of page.entries) expect(catalogueBucketOf(entry.id)).toBe(page.id);
    }
    // The trigger then keeps the rebuilt pages.
    await backend.db.doc(paths.storeProduct('new')).set(product('New one'));
    await syncCatalogue(backend.db, 'new');
    expect(await listed()).toHaveLength(251);
  });
});
