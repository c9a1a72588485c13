// The store's catalogue pages (ARCHITECTURE: cost that does not grow with the data): the keepCatalogue
// trigger, delivered by the local host's own Firestore delivery, keeps every product in a page of at most
// 100, and converges on what the product says now whatever order its events come in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { CATALOGUE_PAGE_SIZE, catalogueEntries } from '@marketplace/shared/store/catalogue';
import { newProductFields } from '@marketplace/shared/store/product';
import { keepCatalogue, rebuildCatalogue, syncCatalogue } from '../../functions/src/features/store/catalogue.ts';
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
  return snapshot.docs.map((doc) => ({ count: doc.get('count') as number, entries: catalogueEntries(doc.data()) }));
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
    expect((await pages()).map((page) => page.count)).toEqual([0]);
  });
});

describe('syncCatalogue', () => {
  it(`keeps at most ${CATALOGUE_PAGE_SIZE} products in a page`, async () => {
    const total = CATALOGUE_PAGE_SIZE + 30;
    const batch = backend.db.batch();
    const ids = Array.from({ length: total }, (_, i) => {
      const ref = backend.db.collection(paths.storeProducts).doc(`p${String(i).padStart(3, '0')}`);
      batch.set(ref, product(`Project ${i}`));
      return ref.id;
    });
    await batch.commit();
    for (const id of ids) await syncCatalogue(backend.db, id);
    const stored = await pages();
    expect(stored.map((page) => page.count).sort((a, b) => b - a)).toEqual([CATALOGUE_PAGE_SIZE, 30]);
    expect(new Set(stored.flatMap((page) => page.entries.map((entry) => entry.id)))).toEqual(new Set(ids));
  });

  it('changes nothing when the same event is delivered again, and fills a freed place first', async () => {
    const ids = ['a', 'b', 'c'];
    for (const id of ids) await backend.db.doc(paths.storeProduct(id)).set(product(id));
    for (const id of [...ids, ...ids]) await syncCatalogue(backend.db, id);
    expect((await pages()).map((page) => page.count)).toEqual([3]);
    await backend.db.doc(paths.storeProduct('b')).delete();
    await syncCatalogue(backend.db, 'b');
    await syncCatalogue(backend.db, 'b');
    expect((await listed()).map((entry) => entry.id).sort()).toEqual(['a', 'c']);
    expect((await pages()).map((page) => page.count)).toEqual([2]);
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
});

describe('rebuildCatalogue (the backfill)', () => {
  it('writes every product into full pages, replacing what was there', async () => {
    const batch = backend.db.batch();
    for (let i = 0; i < 250; i++) batch.set(backend.db.doc(paths.storeProduct(`r${i}`)), product(`Project ${i}`));
    await batch.commit();
    await backend.db.collection(paths.storeCatalogue).doc('stale').set({ products: {}, productIds: [], count: 0 });
    expect(await rebuildCatalogue(backend.db)).toEqual({ products: 250, pages: 3 });
    const stored = await pages();
    expect(stored.map((page) => page.count).sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(new Set(stored.flatMap((page) => page.entries.map((entry) => entry.id))).size).toBe(250);
    // The trigger then keeps the rebuilt pages: a new product goes into the page with room.
    await backend.db.doc(paths.storeProduct('new')).set(product('New one'));
    await syncCatalogue(backend.db, 'new');
    expect((await pages()).map((page) => page.count).sort((a, b) => b - a)).toEqual([100, 100, 51]);
  });
});
