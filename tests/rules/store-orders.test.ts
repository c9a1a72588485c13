// firestore.rules for storeOrders/{id}: orders are the server's to write (a verified payment or a COD order);
// the buyer sees their purchases (SPEC 6, SPEC 7's query) and the product's seller their sales; every step,
// the seller's manual one included, is the API's (shared/src/store/order-process.ts).
import { assertFails } from '@firebase/rules-unit-testing';
import { limit, orderBy, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { orderStatuses } from '@marketplace/shared/store/order';
import { emailOf, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { asPerson, storedData, type Person } from './support/rules-test-env.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { ORDER_ID, buyer, productSeller, seedOrder, storeRoleOf, storedOrder } from './support/store.ts';
import { at, within } from './support/documents.ts';
import { ORDERS_PAGE } from '../../web/src/features/store/store.port.ts';

const env = useMarketplaceRules();

const orders = (db: Firestore) => within(db, paths.storeOrders);
const order = (db: Firestore, id = ORDER_ID) => at(db, paths.storeOrder(id));
/** My Purchases (web firestore-orders.ts watchPurchases; SPEC 7: studentId == uid, orderedAt descending). */
const purchasesOf = (db: Firestore, uid: string) =>
  orders(db).list(where('studentId', '==', uid), orderBy('orderedAt', 'desc'), limit(ORDERS_PAGE));
/** Your Sales (web firestore-orders.ts watchSales: newest first, a page at a time). */
const salesOf = (db: Firestore, uid: string) =>
  orders(db).list(where('sellerId', '==', uid), orderBy('orderedAt', 'desc'), limit(ORDERS_PAGE));

const stored = (id = ORDER_ID) => storedData(env, paths.storeOrder(id));

// ---- the matrix: every caller against every operation on one confirmed order ----

/** The buyer's order, as the server stored it. */
const seedTheOrder = () => seedOrder(env);

const operations = {
  'get the order': (db: Firestore) => order(db).read(),
  "list their own purchases (My Purchases' query)": (db: Firestore, caller: Caller) => purchasesOf(db, uidOf(caller)),
  "list the buyer's purchases": (db: Firestore) => purchasesOf(db, buyer.uid),
  "list their own sales (Your Sales' query)": (db: Firestore, caller: Caller) => salesOf(db, uidOf(caller)),
  "list the seller's sales": (db: Firestore) => salesOf(db, productSeller.uid),
  'list every order': (db: Firestore) => orders(db).list(),
  // What a browser would have to write to record a purchase without paying (the server writes orders).
  'create an order for themselves': (db: Firestore, caller: Caller) =>
    orders(db).add({
      ...storedOrder(),
      studentId: uidOf(caller),
      studentEmail: emailOf(caller),
      orderedAt: serverTimestamp(),
    }),
  'move the order one step on (Order Confirmed -> Shipped)': (db: Firestore) =>
    order(db).update({ orderStatus: 'Shipped' }),
  // Only the server cancels (inside SPEC 9's window, with the refund), never a browser.
  'cancel the order (write Cancelled)': (db: Firestore) => order(db).update({ orderStatus: 'Cancelled' }),
  'cancel the order with its refund marked processed': (db: Firestore) =>
    order(db).update({ orderStatus: 'Cancelled', cancelledAt: serverTimestamp(), refundStatus: 'processed' }),
  'delete the order': (db: Firestore) => order(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers` (student: the buyer; assigned
// seller: the product's seller). A query filtered on the caller's own uid is allowed to anyone signed in: it
// can only return what they may read (for most of them, nothing).
const grid = `
                                                            visitor buyer another-student the-product's-seller another-seller admin
  get the order                                             N       Y     N               Y                    N              Y
  list their own purchases (My Purchases' query)            N       Y     Y               Y                    Y              Y
  list the buyer's purchases                                N       Y     N               N                    N              Y
  list their own sales (Your Sales' query)                  N       Y     Y               Y                    Y              Y
  list the seller's sales                                   N       N     N               Y                    N              Y
  list every order                                          N       N     N               N                    N              Y
  create an order for themselves                            N       N     N               N                    N              N
  move the order one step on (Order Confirmed -> Shipped)   N       N     N               N                    N              N
  cancel the order (write Cancelled)                        N       N     N               N                    N              N
  cancel the order with its refund marked processed         N       N     N               N                    N              N
  delete the order                                          N       N     N               N                    N              N
`;

describeMatrix('the store orders matrix', env, { operations, grid, seed: seedTheOrder, callerNames: storeRoleOf });

// ---- the seller's manual step goes through the API (tests/api/store-tracking.test.ts): delivery books money ----

describe("the seller's step, written from the browser", () => {
  const step = (to: unknown, person: Person = productSeller) =>
    order(asPerson(env, person)).update({ orderStatus: to });

  // Every pair of statuses, the order process's own steps included, is refused to every browser.
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => ({ from, to })));
  for (const { from, to } of pairs) {
    it(`${from} -> ${to} is refused`, async () => {
      await seedOrder(env, storedOrder({ status: from }));
      await assertFails(step(to));
      expect(await stored()).toMatchObject({ orderStatus: from });
    });
  }

  it('refuses the step written as the whole order with the new status (setDoc)', async () => {
    const before = storedOrder();
    await seedOrder(env, before);
    await assertFails(order(asPerson(env, productSeller)).set({ ...before, orderStatus: 'Shipped' }));
  });
});
