// firestore.rules for storeProducts/{id}: who may see, list, edit and remove a listing (SPEC 6), and the shape of
// what the Sell form writes (SPEC 3 'Store product', SPEC 5 'Sell product', shared/src/store/product.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteField, serverTimestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SEARCH_GRAMS_FIELD, productSearchTexts, searchGramsOf } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, checkSellProduct } from '@marketplace/shared/store/product';
import { localDiskMedia } from '../../functions/src/adapters/local-disk-media.ts';
import { DAY_MS, emailOf, otherSeller, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { asPerson, people, seedProfile, storedData, type Person } from './support/rules-test-env.ts';
import { N, Y, describeMatrix, expectOutcome, type Attempt } from './support/permission-matrix.ts';
import {
  LOCAL_IMAGE_URL,
  PRODUCT_ID,
  accountOf,
  newProduct,
  productSeller,
  seedProduct,
  sellForm,
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
  // SPEC 7 subscribes to the whole collection; the store itself now reads the catalogue pages.
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
  list every product                                  Y       Y     Y               Y                    Y              Y
  list the seller's products (Your Listings' query)   Y       Y     Y               Y                    Y              Y
  create a listing in their own name                  N       N     N               Y                    Y              N
  create a listing in the product's seller's name     N       N     N               Y                    N              N
  update the product (what the edit form saves)       N       N     N               Y                    N              N
  delete the product                                  N       N     N               Y                    N              N
`;

describeMatrix('the store products matrix', env, { operations, grid, seed: seedTheProduct, callerNames: storeRoleOf });

// ---- creating a listing: the shape of what the Sell form writes ----

describe('creating a listing', () => {
  const seller = accountOf(productSeller);
  const create = (data: DocumentData, person: Person = productSeller) => products(asPerson(env, person)).add(data);
  const withPatch = (patch: DocumentData) => ({ ...newProduct(seller), ...patch });

  it('stores what the form sent, stamped with the server time', async () => {
    const ref = await assertSucceeds(create(newProduct(seller)));
    const data = await stored(ref.id);
    expect(data).toMatchObject({ ...sellForm, sellerId: seller.uid, imageUrl: LOCAL_IMAGE_URL });
    expect(data?.createdAt).toBeInstanceOf(Timestamp);
  });

  it.each(Object.keys(newProduct(seller)))('refuses a listing without %s', async (key) => {
    const data = newProduct(seller);
    delete data[key];
    await assertFails(create(data));
  });

  it.each([
    ['id', PRODUCT_ID],
    ['stock', 3],
    ['sellerName', 'Sally'],
    ['orderStatus', 'Delivered'],
  ])('refuses an extra key (%s)', async (key, value) => {
    await assertFails(create(withPatch({ [key]: value })));
  });

  it("refuses a sellerId that is not the caller's (another seller's)", async () => {
    await assertFails(create(withPatch({ sellerId: otherSeller.uid })));
  });

  it("refuses a sellerEmail that is not the token's email", async () => {
    await assertFails(create(withPatch({ sellerEmail: otherSeller.token.email })));
  });

  it.each([
    ['a client time of now', Timestamp.now()],
    ['a day in the past', Timestamp.fromMillis(Date.now() - DAY_MS)],
    ['epoch millis', Date.now()],
    ['null', null],
  ])('refuses a createdAt of %s (it must be the server time)', async (_what, createdAt) => {
    await assertFails(create(withPatch({ createdAt })));
  });

  it(`accepts a name of exactly ${PRODUCT_NAME_MAX} characters`, async () => {
    await assertSucceeds(create(withPatch({ name: 'n'.repeat(PRODUCT_NAME_MAX) })));
  });

  it(`accepts a description of exactly ${PRODUCT_DESCRIPTION_MAX} characters`, async () => {
    await assertSucceeds(create(withPatch({ description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX) })));
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of only spaces', { name: '   ' }],
    [`a name of ${PRODUCT_NAME_MAX + 1} characters`, { name: 'n'.repeat(PRODUCT_NAME_MAX + 1) }],
    ['a name that is not a string', { name: ['Robot'] }],
    ['an empty description', { description: '' }],
    ['a description of only spaces', { description: ' \n\t ' }],
    [
      `a description of ${PRODUCT_DESCRIPTION_MAX + 1} characters`,
      { description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX + 1) },
    ],
    ['a description that is not a string', { description: 42 }],
  ])('refuses %s', async (_what, patch) => {
    await assertFails(create(withPatch(patch)));
  });

  // SPEC 5: price >= 1; rupees with at most 2 decimals, as shared's checkSellProduct has it. The 2-decimal
  // check needs the rules' math.round (and float division) to work in the emulator: were it missing, the rule
  // would fail with an error and every price here would be refused.
  describe.each([
    [1, Y],
    [19.99, Y],
    [1999.5, Y],
    [2500, Y],
    [99_999.99, Y],
    [499_999.99, Y],
    // SPEC's payment ceiling (shared MAX_AMOUNT): one payment covers at most ₹5,00,000.
    [500_000, Y],
    [500_000.01, N],
    [134_228_524.45, N],
    [0, N],
    [0.5, N],
    [0.99, N],
    [-5, N],
    [1.005, N],
    [19.999, N],
  ])('a price of %s', (price, outcome) => {
    it(`is ${outcome}`, async () => {
      await expectOutcome(create(withPatch({ price })), outcome);
    });

    it(`is ${outcome} by the form too (shared checkSellProduct)`, () => {
      expect(checkSellProduct({ ...sellForm, price: String(price) }).ok).toBe(outcome === 'allowed');
    });
  });

  it.each([
    ['the number input text "19.99"', '19.99'],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['null', null],
  ])('refuses a price of %s', async (_what, price) => {
    await assertFails(create(withPatch({ price })));
  });

  it.each([
    ['none (SPEC 5: the image is optional)', ''],
    ["the local Media adapter's", LOCAL_IMAGE_URL],
    ['a png from the local Media adapter', '/media/products/Zx9-_q.png'],
    ["a Cloudinary delivery URL (the production Media adapter's)", CLOUDINARY_IMAGE_URL],
    ['a webp on Cloudinary in a nested folder', 'https://res.cloudinary.com/demo-cloud/image/upload/v2/a/b/c.webp'],
  ])('accepts an imageUrl of %s', async (_what, imageUrl) => {
    await assertSucceeds(create(newProduct(seller, sellForm, imageUrl)));
  });

  it('accepts the URL the local Media adapter gives a stored product photo', async () => {
    const root = await mkdtemp(join(tmpdir(), 'store-rules-media-'));
    try {
      const media = localDiskMedia(root, 'test-signing-secret');
      for (const extension of ['jpg', 'png', 'webp']) {
        const { url } = await media.storeImage({ bytes: Buffer.from('x'), mime: 'image/*', extension }, 'products');
        await assertSucceeds(create(newProduct(seller, sellForm, url)));
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it.each([
    ['an arbitrary https URL', 'https://example.com/x.jpg'],
    ['a look-alike Cloudinary host', 'https://res.cloudinary.com.example.com/demo/image/upload/v1/x.jpg'],
    ['Cloudinary over plain http', 'http://res.cloudinary.com/demo-cloud/image/upload/v1/products/x.jpg'],
    ['a Cloudinary raw file (resumes are raw)', 'https://res.cloudinary.com/demo-cloud/raw/upload/v1/resumes/x.pdf'],
    ['a Cloudinary URL with a query', `${CLOUDINARY_IMAGE_URL}?x=1`],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a path out of /media', '/media/../x.jpg'],
    ['a path out of /media/products', '/media/products/../../x.jpg'],
    ['another /media folder', '/media/resumes/abc.jpg'],
    ['an extension the upload never stores', '/media/products/abc.svg'],
    ['a protocol-relative URL', '//example.com/media/products/abc.jpg'],
    ['500+ characters', `/media/products/${'a'.repeat(500)}.jpg`],
    ['null', null],
  ])('refuses an imageUrl of %s', async (_what, imageUrl) => {
    await assertFails(create(withPatch({ imageUrl })));
  });

  it('refuses a seller whose email is not verified', async () => {
    const carol = people.unverifiedCarol;
    await seedProfile(env, carol, 'seller');
    await assertFails(create(newProduct(accountOf(carol)), carol));
  });

  it('refuses a verified person without a profile (no role)', async () => {
    const dave: Person = { uid: 'dave', token: { email: 'dave@example.com', email_verified: true } };
    await assertFails(create(newProduct(accountOf(dave)), dave));
  });

  it("refuses another seller writing a fresh listing over an existing product's id (setDoc)", async () => {
    await seedProduct(env);
    await assertFails(product(asPerson(env, otherSeller)).set(newProduct(accountOf(otherSeller))));
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
