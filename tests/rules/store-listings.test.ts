// firestore.rules for storeListings/{productId}: the store's read model, one summary per product, which every
// visitor reads (SPEC 6: visitors browse the store) and only the listings trigger (admin SDK) writes.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { documentId, limit, orderBy, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { STORE_PAGE_SIZE, listingFrom } from '@marketplace/shared/store/listing';
import { dbFor, useMarketplaceRules } from './support/marketplace.ts';
import { seed } from './support/rules-test-env.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { PRODUCT_ID, storedListing, storeRoleOf } from './support/store.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const listings = (db: Firestore) => within(db, paths.storeListings);
const listing = (db: Firestore, id = PRODUCT_ID) => at(db, paths.storeListing(id));
/** The store's query (web firestore-listings.ts): the newest page. */
const newestPage = (db: Firestore) =>
  listings(db).list(orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc'), limit(STORE_PAGE_SIZE));

/** The product's listing, as the server keeps it. */
const seedListing = () => seed(env, paths.storeListing(PRODUCT_ID), storedListing());

const operations = {
  'get a listing': (db: Firestore) => listing(db).read(),
  'read the newest page': (db: Firestore) => newestPage(db),
  'create a listing': (db: Firestore) => listing(db, 'product-2').set(storedListing()),
  'overwrite a listing': (db: Firestore) => listing(db).set(storedListing({ price: 1 })),
  "change a listing's price": (db: Firestore) => listing(db).update({ price: 1 }),
  'delete a listing': (db: Firestore) => listing(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                             visitor buyer another-student the-product's-seller another-seller admin
  get a listing              Y       Y     Y               Y                    Y              Y
  read the newest page       Y       Y     Y               Y                    Y              Y
  create a listing           N       N     N               N                    N              N
  overwrite a listing        N       N     N               N                    N              N
  change a listing's price   N       N     N               N                    N              N
  delete a listing           N       N     N               N                    N              N
`;

describeMatrix('the store listings matrix', env, { operations, grid, seed: seedListing, callerNames: storeRoleOf });

describe('reading the store', () => {
  it('gives a visitor the newest page, without the seller’s email', async () => {
    await seedListing();
    const snapshot = await assertSucceeds(newestPage(dbFor(env, 'visitor')));
    expect(snapshot.docs.map((stored) => listingFrom(stored.id, stored.data())?.id)).toEqual([PRODUCT_ID]);
    expect(snapshot.docs[0]!.data()).not.toHaveProperty('sellerEmail');
  });
});
