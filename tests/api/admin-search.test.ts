// The admin console's search end to end on the emulator: the triggers keep each user's grams and each product's
// search entry (decision 087), and the web app's own admin adapter, signed in as an admin under the rules, finds what an admin types
// with a page of reads whatever the collection's size.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  setLogLevel,
  terminate,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_GRAMS_FIELD, searchGramsOf, userSearchTexts } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import {
  backfillSearchGrams,
  keepProductSearchGrams,
  keepUserSearchGrams,
} from '../../functions/src/features/admin/search-grams.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { ADMIN_PAGE_SIZE, type Page, type PageRequest } from '../../web/src/features/admin/admin.port.ts';
import { firestoreAdmin, searchPageQuery } from '../../web/src/features/admin/firestore-admin.ts';
import { productSearchEntriesCollection, usersCollection } from '../../web/src/lib/paths.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import { API_TEST_PROJECT, eventually, type Backend, useBackend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const searchTriggers = { keepUserSearch: triggers.keepUserSearch, keepProductSearch: triggers.keepProductSearch };

/**
 * The admin's browser: the web SDK on the emulator with an admin's token, so the rules apply. A client of its
 * own for each look, as a listener's first snapshot may come from what the client already holds.
 */
async function asAdmin<T>(use: (db: WebFirestore) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: API_TEST_PROJECT, apiKey: 'test' }, `admin-search-${randomUUID()}`);
  const db = getFirestore(app);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(db, host!, Number(port), {
    mockUserToken: { sub: 'search-admin', email: 'admin@example.com', email_verified: true, admin: true },
  });
  try {
    return await use(db);
  } finally {
    await terminate(db);
    await deleteApp(app);
  }
}

// An expected refusal would otherwise be logged as a warning, which fails the test.
beforeAll(() => setLogLevel('error'));

// Started after useBackend's clear and stopped before the next, as the other delivery suites do: a listener open
// across the emulator's clear-everything call can stop hearing changes without an error.
let stopDelivery: () => Promise<void> = async () => {};
// The seeding writes wait for the delivery's listeners: the emulator can miss a write made while a listener is
// still being set up (seen here: one of the two triggers heard nothing of the documents written right after).
beforeEach(async () => {
  const delivery = deliverFirestore(backend.db, searchTriggers, backend);
  stopDelivery = delivery;
  await delivery.listening;
});
afterEach(() => stopDelivery());

const demoUsers = [
  { uid: 'u-seller', email: 'seller@example.com', role: 'seller', fullName: 'Demo Seller' },
  { uid: 'u-student', email: 'student@example.com', role: 'student', fullName: 'Demo Student' },
  { uid: 'u-jose', email: 'jose@college.in', role: 'student', fullName: 'José Müller' },
  // A profile from Google sign-in before the person gave a full name.
  { uid: 'u-google', email: 'g@gmail.com', role: 'seller', displayName: 'Ravi Kumar' },
];
const demoProducts = [
  { id: 'p-kit', name: 'Smart Irrigation Kit', sellerEmail: 'seller@example.com' },
  { id: 'p-station', name: 'Weather Station', sellerEmail: 'maker@college.in' },
];

const gramsAt = async (path: string) => (await backend.db.doc(path).get()).get(SEARCH_GRAMS_FIELD) as unknown;

async function seedAndIndex() {
  await Promise.all([
    ...demoUsers.map((user) => backend.db.doc(paths.user(user.uid)).set(user)),
    ...demoProducts.map(({ id, ...product }) =>
      backend.db.doc(paths.storeProduct(id)).set({ ...product, sellerId: 's', description: 'Kit.', price: 100 }),
    ),
  ]);
  const all = [
    ...demoUsers.map((user) => paths.user(user.uid)),
    ...demoProducts.map((p) => paths.productSearchEntry(p.id)),
  ];
  await eventually(
    () => Promise.all(all.map(gramsAt)),
    (fields) => fields.every(Boolean),
  );
}

const usersPage = (request: PageRequest) => asAdmin((db) => firstValue(firestoreAdmin(db).watchUsers(request)));
const userEmails = async (request: PageRequest) => (await usersPage(request)).rows.map((row) => row.email);
const productNames = async (search: string) =>
  asAdmin(async (db) =>
    (await firstValue(firestoreAdmin(db).watchProducts({ search, after: null }))).rows.map((row) => row.name),
  );

describe('the admin search (case-insensitive substring, like the store)', () => {
  it("finds 'irrigation', 'demo seller', 'EXAMPLE.COM' and nothing for 'xyz'", async () => {
    await seedAndIndex();
    expect(await productNames('irrigation')).toEqual(['Smart Irrigation Kit']);
    expect(await userEmails({ search: 'demo seller', after: null })).toEqual(['seller@example.com']);
    expect(await userEmails({ search: 'EXAMPLE.COM', after: null })).toEqual([
      'seller@example.com',
      'student@example.com',
    ]);
    expect(await userEmails({ search: 'xyz', after: null })).toEqual([]);
    expect(await productNames('xyz')).toEqual([]);
  });

  it('finds a product by its seller, a user by role or display name, and names typed without accents', async () => {
    await seedAndIndex();
    expect(await productNames('college.in')).toEqual(['Weather Station']);
    expect(await productNames('SELLER@')).toEqual(['Smart Irrigation Kit']);
    expect(await userEmails({ search: 'Seller', after: null })).toEqual(['g@gmail.com', 'seller@example.com']);
    expect(await userEmails({ search: 'kumar', after: null })).toEqual(['g@gmail.com']);
    expect(await userEmails({ search: 'jose muller', after: null })).toEqual(['jose@college.in']);
    // One and two characters: every such piece is kept, so these are exact too.
    expect(await userEmails({ search: 'é', after: null })).toHaveLength(4);
    expect(await userEmails({ search: 'vi', after: null })).toEqual(['g@gmail.com']);
  });

  it('follows a rename: the old name no longer finds the person, the new one does', async () => {
    await seedAndIndex();
    await backend.db.doc(paths.user('u-student')).update({ fullName: 'Asha Verma' });
    await eventually(
      () => userEmails({ search: 'asha', after: null }),
      (emails) => emails.length === 1,
    );
    expect(await userEmails({ search: 'demo student', after: null })).toEqual([]);
  });

  it('reads a page (26 documents) however many match, pages on with the cursor, and reads 1 for no match', async () => {
    const many = 120;
    const writer = backend.db.bulkWriter();
    for (let i = 0; i < many; i++) {
      const user = { uid: `bulk-${String(i).padStart(3, '0')}`, email: `p${i}@example.com`, role: 'student' };
      // Written with their grams, as the trigger would: this test is about the reads, not the trigger's speed.
      void writer.set(backend.db.doc(paths.user(user.uid)), {
        ...user,
        [SEARCH_GRAMS_FIELD]: searchGramsOf(userSearchTexts(user)),
      });
    }
    await writer.close();

    const reads = async (search: string, after: string | null = null) =>
      asAdmin(async (db) => Math.max(1, (await getDocs(searchPageQuery(usersCollection(db), search, after))).size));
    expect(await reads('example.com')).toBe(ADMIN_PAGE_SIZE + 1);
    expect(await reads('xyz')).toBe(1);
    expect(await reads('p11')).toBeLessThanOrEqual(12);

    const seen: string[] = [];
    let page: Page<{ email: string }> | null = null;
    let pages = 0;
    do {
      page = await usersPage({ search: 'EXAMPLE.com', after: page?.next ?? null });
      seen.push(...page.rows.map((row) => row.email));
      pages += 1;
    } while (page.next);
    expect(new Set(seen).size).toBe(many);
    expect(pages).toBe(Math.ceil(many / ADMIN_PAGE_SIZE));
  });

  it('serves the product search query under the rules', async () => {
    await seedAndIndex();
    const ids = await asAdmin(async (db) =>
      (await getDocs(searchPageQuery(productSearchEntriesCollection(db), 'station', null))).docs.map(
        (document) => document.id,
      ),
    );
    expect(ids).toEqual(['p-station']);
  });
});

describe('the grams triggers', () => {
  it('write nothing when the grams are already right, so their own write does not run them forever', async () => {
    await seedAndIndex();
    const ref = backend.db.doc(paths.user('u-seller'));
    const before = await ref.get();
    const change = {
      id: 'again',
      path: ref.path,
      params: { uid: 'u-seller' },
      before: before.data()!,
      after: before.data()!,
    };
    await keepUserSearchGrams(backend, change);
    // A stale event (the name before a rename) re-reads the document and keeps what it says now.
    await keepUserSearchGrams(backend, { ...change, after: { ...demoUsers[0], fullName: 'Old Name' } });
    expect((await ref.get()).updateTime!.isEqual(before.updateTime!)).toBe(true);
  });

  it("leave a product's own document as it was, and follow a rename and a price in its entry", async () => {
    await seedAndIndex();
    const product = backend.db.doc(paths.storeProduct('p-kit'));
    expect((await product.get()).get(SEARCH_GRAMS_FIELD)).toBeUndefined();
    await product.update({ name: 'Drip Line Kit', price: 250 });
    await eventually(
      () => productNames('drip'),
      (names) => names.length === 1,
    );
    expect(await productNames('irrigation')).toEqual([]);
    const entry = await backend.db.doc(paths.productSearchEntry('p-kit')).get();
    expect(entry.data()).toMatchObject({ name: 'Drip Line Kit', price: 250, sellerEmail: 'seller@example.com' });
    expect((await product.get()).get(SEARCH_GRAMS_FIELD)).toBeUndefined();
  });

  it("remove a deleted product's entry, and a late event does not bring it back", async () => {
    await seedAndIndex();
    await stopDelivery();
    await backend.db.doc(paths.storeProduct('p-kit')).delete();
    const params = { productId: 'p-kit' };
    const path = paths.storeProduct('p-kit');
    await keepProductSearchGrams(backend, { id: 'deleted', path, params, before: { name: 'Kit' }, after: null });
    await keepProductSearchGrams(backend, { id: 'late', path, params, before: null, after: { name: 'Kit' } });
    expect((await backend.db.doc(paths.productSearchEntry('p-kit')).get()).exists).toBe(false);
  });

  it('do nothing for a deleted document', async () => {
    const path = paths.storeProduct('gone');
    await keepProductSearchGrams(backend, {
      id: 'deleted',
      path,
      params: { productId: 'gone' },
      before: { name: 'Gone' },
      after: null,
    });
    await keepProductSearchGrams(backend, {
      id: 'late',
      path,
      params: { productId: 'gone' },
      before: null,
      after: { name: 'Gone' },
    });
    expect((await backend.db.doc(path).get()).exists).toBe(false);
    expect((await backend.db.doc(paths.productSearchEntry('gone')).get()).exists).toBe(false);
  });

  it('are backfilled over documents written before the search existed, once', async () => {
    stopDelivery();
    await backend.db.doc(paths.user('old')).set({ uid: 'old', email: 'old@example.com', role: 'student' });
    await backend.db.doc(paths.storeProduct('old')).set({ name: 'Old Kit', sellerEmail: 'old@example.com' });
    expect(await backfillSearchGrams(backend.db)).toEqual({
      users: { read: 1, written: 1 },
      products: { read: 1, written: 1 },
    });
    expect(await userEmails({ search: 'OLD@', after: null })).toEqual(['old@example.com']);
    expect(await productNames('old kit')).toEqual(['Old Kit']);
    expect(await backfillSearchGrams(backend.db, 1)).toEqual({
      users: { read: 1, written: 0 },
      products: { read: 1, written: 0 },
    });
  });
});
