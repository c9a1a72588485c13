// firestore.rules for adminProductSearch/{productId}: each store product's search entry (decision 087), the fields its
// row in the admin products table shows and the admin search's grams, kept by a trigger (admin SDK). Only admins read
// it (the table's search, web firestore-admin.ts); nobody writes it from a browser, or a product could turn up for
// searches that do not match it.
import { documentId, FieldPath, limit, orderBy, where, type Firestore } from 'firebase/firestore';
import { productSearchEntry, queryGrams, SEARCH_GRAMS_FIELD } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { useMarketplaceRules } from './support/marketplace.ts';
import { seed } from './support/rules-test-env.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { PRODUCT_ID, storedProduct, storeRoleOf } from './support/store.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const entries = (db: Firestore) => within(db, paths.productSearchEntries);
const entry = (db: Firestore, id = PRODUCT_ID) => at(db, paths.productSearchEntry(id));
const stored = () => productSearchEntry(storedProduct());
/** The table's search (web firestore-admin.ts searchPageQuery): the entries holding the search's grams, by id. */
const search = (db: Firestore, text: string) =>
  entries(db).list(
    ...queryGrams(text).map((gram) => where(new FieldPath(SEARCH_GRAMS_FIELD, gram), '==', true)),
    orderBy(documentId()),
    limit(26),
  );

const operations = {
  'get an entry': (db: Firestore) => entry(db).read(),
  'search the entries': (db: Firestore) => search(db, stored().name.slice(0, 6)),
  'create an entry': (db: Firestore) => entry(db, 'product-2').set(stored()),
  "change an entry's grams": (db: Firestore) => entry(db).update({ [SEARCH_GRAMS_FIELD]: { zzz: true } }),
  'delete an entry': (db: Firestore) => entry(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                            visitor buyer another-student the-product's-seller another-seller admin
  get an entry              N       N     N               N                    N              Y
  search the entries        N       N     N               N                    N              Y
  create an entry           N       N     N               N                    N              N
  change an entry's grams   N       N     N               N                    N              N
  delete an entry           N       N     N               N                    N              N
`;

describeMatrix("the products' search entries matrix", env, {
  operations,
  grid,
  seed: () => seed(env, paths.productSearchEntry(PRODUCT_ID), stored()),
  callerNames: storeRoleOf,
});
