// firestore.rules for storeCatalogue/{page}: the store's pages of product summaries, which every visitor reads
// (SPEC 6: visitors browse the store) and only the catalogue trigger (admin SDK) writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { catalogueEntries } from '@marketplace/shared/store/catalogue';
import { callers, dbFor, useMarketplaceRules } from './support/marketplace.ts';
import { seed } from './support/rules-test-env.ts';
import { PRODUCT_ID, cataloguePage, storeRoleOf } from './support/store.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

const PAGE_ID = 'page-1';
const pages = (db: Firestore) => collection(db, paths.storeCatalogue);
const page = (db: Firestore, id = PAGE_ID) => doc(db, paths.storeCataloguePage(id));

const operations = {
  'get a page': (db: Firestore) => getDoc(page(db)),
  // The store's read (web firestore-catalogue.ts watchCatalogue): every page.
  'list every page': (db: Firestore) => getDocs(pages(db)),
  'create a page': (db: Firestore) => addDoc(pages(db), cataloguePage('product-2')),
  'overwrite a page (setDoc)': (db: Firestore) => setDoc(page(db), cataloguePage(PRODUCT_ID, 1)),
  "change a product's price on a page": (db: Firestore) => updateDoc(page(db), `products.${PRODUCT_ID}.price`, 1),
  'remove a product from a page': (db: Firestore) =>
    updateDoc(page(db), { [`products.${PRODUCT_ID}`]: deleteField(), productIds: [], count: 0 }),
  'delete a page': (db: Firestore) => deleteDoc(page(db)),
} satisfies Record<string, (db: Firestore) => Promise<unknown>>;

type Outcome = 'allowed' | 'denied';
const Y: Outcome = 'allowed';
const N: Outcome = 'denied';

// One row per operation, one column per caller, in the order of `callers`.
// prettier-ignore
const matrix: [keyof typeof operations, [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]][] = [
  //                                        visitor buyer other-student product's-seller other-seller admin
  ['get a page',                            [Y,      Y,    Y,            Y,               Y,           Y]],
  ['list every page',                       [Y,      Y,    Y,            Y,               Y,           Y]],
  ['create a page',                         [N,      N,    N,            N,               N,           N]],
  ['overwrite a page (setDoc)',             [N,      N,    N,            N,               N,           N]],
  ["change a product's price on a page",    [N,      N,    N,            N,               N,           N]],
  ['remove a product from a page',          [N,      N,    N,            N,               N,           N]],
  ['delete a page',                         [N,      N,    N,            N,               N,           N]],
];

describe('the store catalogue matrix', () => {
  it('covers every operation', () => {
    expect(matrix.map(([operation]) => operation).sort()).toEqual(Object.keys(operations).sort());
  });

  for (const [operation, outcomes] of matrix) {
    callers.forEach((caller, column) => {
      const outcome = outcomes[column]!;
      it(`${storeRoleOf[caller]} ${operation} -> ${outcome}`, async () => {
        await seed(env, paths.storeCataloguePage(PAGE_ID), cataloguePage());
        const attempt: Promise<unknown> = operations[operation](dbFor(env, caller));
        if (outcome === 'allowed') await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    });
  }
});

describe('reading the catalogue', () => {
  it('gives a visitor the entries the store shows', async () => {
    await seed(env, paths.storeCataloguePage(PAGE_ID), cataloguePage());
    const snapshot = await assertSucceeds(getDocs(pages(dbFor(env, 'visitor'))));
    const entries = snapshot.docs.flatMap((stored) => catalogueEntries(stored.data()));
    expect(entries.map((entry) => entry.id)).toEqual([PRODUCT_ID]);
  });
});
