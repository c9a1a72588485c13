// firestore.rules for storeProducts/{id}: who may see, list, edit and remove a listing (SPEC 6), and the shape of
// what the edit form writes (SPEC 3 'Store product', SPEC 5 'Sell product', shared/src/store/product.ts). Listing a new
// product is the API's (decision 032: POST /api/store/products, tests/api/posting.test.ts; its checks are shared's
// newProductSchema, shared/src/store/product.test.ts); the rules refuse every browser's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteField, serverTimestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SEARCH_GRAMS_FIELD, productSearchTexts, searchGramsOf } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { newProfileDocument } from '@marketplace/shared/session/profile';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@marketplace/shared/store/product';
import { DAY_MS, emailOf, otherSeller, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed, storedData, type Person } from './support/rules-test-env.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import {
  PRODUCT_ID,
  accountOf,
  newProduct,
  productSeller,
  seedProduct,
  storeRoleOf,
  storedProduct,
} from './support/store.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const CLOUDINARY_IMAGE_URL = 'https://res.cloudinary.com/demo-cloud/image/upload/v1/products/x.jpg';

const products = (db: Firestore) => within(db, paths.storeProducts);
const product = (db: Firestore, id = PRODUCT_ID) => at(db, paths.storeProduct(id));
/** The Your Listings query (web firestore-products.ts watchSellerProducts). */
const listingsOf = (db: Firestore, sellerId: string) => products(db).list(where('sellerId', '==', sellerId));

/** What Save on the edit form writes (web firestore-products.ts updateProduct): the form's three fields and the image. */
const edited = (patch: DocumentData = {}): DocumentData => ({
  name: 'Line-following robot kit, v2',
  description: 'Now with a PID controller and a faster motor driver.',
  price: 2499,
  imageUrl: CLOUDINARY_IMAGE_URL,
  ...patch,
});

const stored = (id = PRODUCT_ID) => storedData(env, paths.storeProduct(id));

// ---- the matrix: every caller against every operation on one listed product ----

/** The seller's product, as the Sell form stored it. */
const seedTheProduct = () => seedProduct(env);

const operations = {
  'get the product': (db: Firestore) => product(db).read(),
  // SPEC 7 subscribed to the whole collection; the store reads its listings instead (storeListings), and a
  // product a moderator hid must not be found by a query either (decision 031): only its seller lists theirs.
  'list every product': (db: Firestore) => products(db).list(),
  "list the seller's products (Your Listings' query)": (db: Firestore) => listingsOf(db, productSeller.uid),
  'create a listing in their own name': (db: Firestore, caller: Caller) =>
    products(db).add(newProduct({ uid: uidOf(caller), email: emailOf(caller) })),
  "create a listing in the product's seller's name": (db: Firestore) =>
    products(db).add(newProduct(accountOf(productSeller))),
  'update the product (what the edit form saves)': (db: Firestore) => product(db).update(edited()),
  'delete the product': (db: Firestore) => product(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers` (student: the buyer; assigned
// seller: the product's seller). Admins remove products through the server API (SPEC 6), never here.
const grid = `
                                                      visitor buyer another-student the-product's-seller another-seller admin
  get the product                                     Y       Y     Y               Y                    Y              Y
  list every product                                  N       N     N               N                    N              Y
  list the seller's products (Your Listings' query)   N       N     N               Y                    N              Y
  create a listing in their own name                  N       N     N               N                    N              N
  create a listing in the product's seller's name     N       N     N               N                    N              N
  update the product (what the edit form saves)       N       N     N               Y                    N              N
  delete the product                                  N       N     N               Y                    N              N
`;

describeMatrix('the store products matrix', env, { operations, grid, seed: seedTheProduct, callerNames: storeRoleOf });

// ---- a product a moderator hid, or whose seller is suspended (decision 031) ----

describe('a hidden product', () => {
  const hidden = { ...storedProduct(), hidden: true, hiddenByModerator: true };

  it('is read by id only by its seller and admins', async () => {
    await seedProduct(env, hidden);
    await assertFails(product(asVisitor(env)).read());
    await assertFails(product(asPerson(env, otherSeller)).read());
    await assertSucceeds(product(asPerson(env, productSeller)).read());
    await assertSucceeds(product(asPerson(env, people.admin)).read());
  });
});

describe('a suspended seller', () => {
  it('cannot edit or remove their listing', async () => {
    await seedProduct(env);
    await seed(env, paths.user(productSeller.uid), {
      ...newProfileDocument(accountOf(productSeller), 'seller'),
      suspension: { reason: 'Counterfeit kits.', at: Timestamp.now() },
    });
    await assertFails(product(asPerson(env, productSeller)).update(edited()));
    await assertFails(product(asPerson(env, productSeller)).remove());
  });
});

describe('listing a product from the browser', () => {
  it('is refused even as the API would write it, so the hourly limit cannot be passed by (decision 032)', async () => {
    const seller = accountOf(productSeller);
    await assertFails(products(asPerson(env, productSeller)).add(newProduct(seller)));
    await assertFails(product(asPerson(env, productSeller), 'chosen-id').set(newProduct(seller)));
  });
});

// ---- editing a listing: the seller's own, the form's fields only ----

describe('updating a listing', () => {
  const update = (patch: DocumentData, person: Person = productSeller) => product(asPerson(env, person)).update(patch);

  it("stores the edit form's fields and keeps whose it is and when it was listed", async () => {
    const before = storedProduct();
    await seedProduct(env, before);
    await assertSucceeds(update(edited()));
    expect(await stored()).toEqual({ ...before, ...edited() });
  });

  it('accepts removing the image (the edit form can clear it)', async () => {
    await seedProduct(env);
    await assertSucceeds(update(edited({ imageUrl: '' })));
  });

  it.each([
    ['sellerId to another seller', { sellerId: otherSeller.uid }],
    ['sellerEmail', { sellerEmail: otherSeller.token.email }],
    ['createdAt to the server time now', { createdAt: serverTimestamp() }],
    ['createdAt to a client time', { createdAt: Timestamp.fromMillis(Date.now() - DAY_MS) }],
    ['an extra key', { featured: true }],
  ])('refuses changing %s', async (_what, patch) => {
    await seedProduct(env);
    await assertFails(update(edited(patch)));
  });

  it.each(['name', 'description', 'price', 'imageUrl', 'sellerId', 'createdAt'])('refuses removing %s', async (key) => {
    await seedProduct(env);
    await assertFails(update({ [key]: deleteField() }));
  });

  it.each([
    ['a blank name', { name: '  ' }],
    [`a name of ${PRODUCT_NAME_MAX + 1} characters`, { name: 'n'.repeat(PRODUCT_NAME_MAX + 1) }],
    ['an empty description', { description: '' }],
    [
      `a description of ${PRODUCT_DESCRIPTION_MAX + 1} characters`,
      { description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX + 1) },
    ],
    ['a price of 0', { price: 0 }],
    ['a price of 0.5', { price: 0.5 }],
    ['a price of 1.005', { price: 1.005 }],
    ['a price as text', { price: '19.99' }],
    ['a price of NaN', { price: NaN }],
    ['a price of Infinity', { price: Infinity }],
    ['an arbitrary https imageUrl', { imageUrl: 'https://example.com/x.jpg' }],
    ['a data: imageUrl', { imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }],
    ['an imageUrl out of /media', { imageUrl: '/media/../x.jpg' }],
  ])('refuses an edit to %s', async (_what, patch) => {
    await seedProduct(env);
    await assertFails(update(edited(patch)));
  });

  it.each([
    ['a price of 1', { price: 1 }],
    ['a price of 19.99', { price: 19.99 }],
  ])('accepts an edit to %s', async (_what, patch) => {
    await seedProduct(env);
    await assertSucceeds(update(edited(patch)));
  });

  it('refuses the seller once their email is no longer verified', async () => {
    await seedProduct(env);
    const unverified: Person = { uid: productSeller.uid, token: { ...productSeller.token, email_verified: false } };
    await assertFails(update(edited(), unverified));
  });
});

describe("the admin search's grams (kept by the server: functions/src/features/admin/search-grams.ts)", () => {
  const seller = accountOf(productSeller);
  const gramsOf = (product: DocumentData) => searchGramsOf(productSearchTexts(product));
  const withGrams = (product: DocumentData) => ({ ...product, [SEARCH_GRAMS_FIELD]: gramsOf(product) });

  it('refuses a listing that brings its own grams, even the right ones', async () => {
    const db = asPerson(env, productSeller);
    await assertFails(products(db).add(withGrams(newProduct(seller))));
    await assertFails(products(db).add({ ...newProduct(seller), [SEARCH_GRAMS_FIELD]: { zzz: true } }));
  });

  it('refuses the seller writing or removing the grams, and lets them edit a listing that has them', async () => {
    await seedProduct(env, withGrams(storedProduct()));
    const update = (patch: DocumentData) => product(asPerson(env, productSeller)).update(patch);
    // Grams that would make the listing turn up for searches that do not match it.
    await assertFails(update({ [SEARCH_GRAMS_FIELD]: { ...gramsOf(storedProduct()), irrigation: true } }));
    await assertFails(update(edited({ [SEARCH_GRAMS_FIELD]: gramsOf(edited()) })));
    await assertFails(update({ [SEARCH_GRAMS_FIELD]: deleteField() }));
    await assertSucceeds(update(edited()));
  });

  it('refuses an admin writing them from the browser too', async () => {
    await seedProduct(env, withGrams(storedProduct()));
    await assertFails(product(asPerson(env, people.admin)).update({ [SEARCH_GRAMS_FIELD]: { x: true } }));
  });
});

describe('deleting a listing', () => {
  it('removes the product', async () => {
    await seedProduct(env);
    await assertSucceeds(product(asPerson(env, productSeller)).remove());
    expect(await stored()).toBeUndefined();
  });

  it('refuses the seller once their email is no longer verified', async () => {
    await seedProduct(env);
    const unverified: Person = { uid: productSeller.uid, token: { ...productSeller.token, email_verified: false } };
    await assertFails(product(asPerson(env, unverified)).remove());
  });
});

describe('listing products', () => {
  it("returns a seller's own products for Your Listings, and no one else's", async () => {
    await seedProduct(env, storedProduct(), 'sallys');
    await seedProduct(env, storedProduct(otherSeller), 'sams');
    const snapshot = await assertSucceeds(listingsOf(asPerson(env, productSeller), productSeller.uid));
    expect(snapshot.docs.map((document) => document.id)).toEqual(['sallys']);
  });
});
