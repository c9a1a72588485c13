// firestore.rules for storeOrders/{id}: orders are the server's to write (a verified payment or a COD order);
// the buyer sees their purchases (SPEC 6, SPEC 7's query), the product's seller their sales, and the seller
// moves a shipment one step on by hand (shared/src/store/order-lifecycle.machine.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, orderBy, serverTimestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { orderStatuses } from '@marketplace/shared/store/order';
import { advancedStatus } from '@marketplace/shared/store/order-lifecycle.machine';
import {
  HOUR_MS,
  emailOf,
  otherSeller,
  otherStudent,
  uidOf,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { asPerson, people, seedProfile, storedData, type Person } from './support/rules-test-env.ts';
import { N, Y, describeMatrix, expectOutcome, type Attempt } from './support/permission-matrix.ts';
import { ORDER_ID, buyer, productSeller, seedOrder, storeRoleOf, storedOrder } from './support/store.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

const orders = (db: Firestore) => within(db, paths.storeOrders);
const order = (db: Firestore, id = ORDER_ID) => at(db, paths.storeOrder(id));
/** My Purchases (web firestore-orders.ts watchPurchases; SPEC 7: studentId == uid, orderedAt descending). */
const purchasesOf = (db: Firestore, uid: string) =>
  orders(db).list(where('studentId', '==', uid), orderBy('orderedAt', 'desc'));
/** Your Sales (web firestore-orders.ts watchSales). */
const salesOf = (db: Firestore, uid: string) => orders(db).list(where('sellerId', '==', uid));

const stored = (id = ORDER_ID) => storedData(env, paths.storeOrder(id));

const unverified = (person: Person): Person => ({ uid: person.uid, token: { ...person.token, email_verified: false } });

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
  // Issue 21: only the server cancels (inside SPEC 9's window, with the refund), never a browser.
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
  move the order one step on (Order Confirmed -> Shipped)   N       N     N               Y                    N              N
  cancel the order (write Cancelled)                        N       N     N               N                    N              N
  cancel the order with its refund marked processed         N       N     N               N                    N              N
  delete the order                                          N       N     N               N                    N              N
`;

describeMatrix('the store orders matrix', env, { operations, grid, seed: seedTheOrder, callerNames: storeRoleOf });

// ---- the seller's manual step: one step on, by the order machine, and nothing else ----

describe("the seller's step", () => {
  const step = (to: unknown, person: Person = productSeller, patch: DocumentData = {}) =>
    order(asPerson(env, person)).update({ orderStatus: to, ...patch });

  // Every pair of statuses: allowed exactly when the machine's own 'order.advance' goes from one to the other,
  // so a skipped step, a step back and a step to where it already is are all refused.
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => ({ from, to })));
  for (const { from, to } of pairs) {
    const outcome = advancedStatus(from) === to ? Y : N;
    it(`${from} -> ${to} is ${outcome}`, async () => {
      await seedOrder(env, storedOrder({ status: from }));
      await expectOutcome(step(to), outcome);
      if (outcome === 'allowed') expect(await stored()).toMatchObject({ orderStatus: to });
    });
  }

  it('allows exactly the three steps of SPEC 4 (the machine agrees with the spec)', () => {
    const allowed = pairs.filter(({ from, to }) => advancedStatus(from) === to);
    expect(allowed).toEqual([
      { from: 'Order Confirmed', to: 'Shipped' },
      { from: 'Shipped', to: 'Out for Delivery' },
      { from: 'Out for Delivery', to: 'Delivered' },
    ]);
  });

  it.each([
    ['Cancelled (only the server cancels)', 'Cancelled'],
    ['a status the order never has', 'Returned'],
    ['a status in the wrong case', 'shipped'],
    ['null', null],
  ])('refuses a step to %s', async (_what, to) => {
    await seedOrder(env);
    await assertFails(step(to));
  });

  it('refuses removing the status', async () => {
    await seedOrder(env);
    await assertFails(step(deleteField()));
  });

  it.each([
    ['the delivery address', { deliveryAddress: 'Somewhere else entirely' }],
    ["the product's price", { 'product.price': 1 }],
    ['the buyer', { studentId: otherStudent.uid }],
    ['the seller', { sellerId: otherSeller.uid }],
    ['the payment method', { paymentMethod: 'cod' }],
    ['the payment id', { razorpay_payment_id: 'pay_forged' }],
    ['the order time', { orderedAt: serverTimestamp() }],
    ['a new field', { trackingNumber: 'AWB123' }],
    ["the refund's status", { refundStatus: 'processed' }],
  ])('refuses a step that also changes %s', async (_what, patch) => {
    await seedOrder(env);
    await assertFails(step('Shipped', productSeller, patch));
  });

  it('accepts the step written as the whole order with the new status (setDoc)', async () => {
    const before = storedOrder();
    await seedOrder(env, before);
    await assertSucceeds(order(asPerson(env, productSeller)).set({ ...before, orderStatus: 'Shipped' }));
  });

  it('refuses the buyer moving their own order on', async () => {
    await seedOrder(env);
    await assertFails(step('Shipped', buyer));
  });

  it('refuses another seller', async () => {
    await seedOrder(env);
    await assertFails(step('Shipped', otherSeller));
  });

  it('refuses an admin (the server moves orders; admins do not from the browser)', async () => {
    await seedOrder(env);
    await assertFails(step('Shipped', people.admin));
  });

  it('refuses a student whose uid an order holds as its sellerId (only sellers ship)', async () => {
    await seedOrder(env, storedOrder({ seller: otherStudent }));
    await assertSucceeds(order(asPerson(env, otherStudent)).read());
    await assertFails(step('Shipped', otherStudent));
  });

  it('refuses an admin whose uid an order holds as its sellerId', async () => {
    await seedOrder(env, storedOrder({ seller: people.admin }));
    await assertFails(step('Shipped', people.admin));
  });

  it('refuses the seller once their email is no longer verified', async () => {
    await seedOrder(env);
    await assertFails(step('Shipped', unverified(productSeller)));
  });

  it('refuses a seller without a profile (no role), even when the order names them', async () => {
    const dave: Person = { uid: 'dave', token: { email: 'dave@example.com', email_verified: true } };
    await seedOrder(env, storedOrder({ seller: dave }));
    await assertFails(step('Shipped', dave));
    // And with a seller's profile, the same person may.
    await seedProfile(env, dave, 'seller');
    await assertSucceeds(step('Shipped', dave));
  });
});

// ---- the lists the app shows ----

describe('listing orders', () => {
  const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((document) => document.id);

  const seedOrders = async () => {
    const now = Date.now();
    await seedOrder(env, storedOrder({ orderedAt: now - 2 * HOUR_MS }), 'alice-from-sally');
    await seedOrder(
      env,
      storedOrder({ seller: otherSeller, orderedAt: now - HOUR_MS, paymentMethod: 'cod' }),
      'alice-from-sam',
    );
    await seedOrder(env, storedOrder({ buyer: otherStudent, orderedAt: now }), 'bob-from-sally');
  };

  it("gives the buyer their purchases, newest first (SPEC 7's query)", async () => {
    await seedOrders();
    const snapshot = await assertSucceeds(purchasesOf(asPerson(env, buyer), buyer.uid));
    expect(ids(snapshot)).toEqual(['alice-from-sam', 'alice-from-sally']);
  });

  it('gives the seller their sales, from every buyer', async () => {
    await seedOrders();
    const snapshot = await assertSucceeds(salesOf(asPerson(env, productSeller), productSeller.uid));
    expect(ids(snapshot).sort()).toEqual(['alice-from-sally', 'bob-from-sally']);
  });

  it('gives an admin every order', async () => {
    await seedOrders();
    const snapshot = await assertSucceeds(orders(asPerson(env, people.admin)).list());
    expect(snapshot.size).toBe(3);
  });

  it("refuses a seller every purchase of one of their buyers (some are another seller's sales)", async () => {
    await seedOrders();
    await assertFails(purchasesOf(asPerson(env, productSeller), buyer.uid));
  });

  it("refuses the seller's sales queried through the product copy (the rule reads the top-level sellerId)", async () => {
    await seedOrders();
    const db = asPerson(env, productSeller);
    await assertFails(orders(db).list(where('product.sellerId', '==', productSeller.uid)));
  });

  it("refuses a buyer listing another seller's sales", async () => {
    await seedOrders();
    await assertFails(salesOf(asPerson(env, buyer), otherSeller.uid));
  });

  it.each([
    ['the buyer', buyer, (db: Firestore) => purchasesOf(db, buyer.uid)],
    ['the seller', productSeller, (db: Firestore) => salesOf(db, productSeller.uid)],
  ])('refuses %s once their email is no longer verified', async (_who, person, list) => {
    await seedOrders();
    await assertFails(list(asPerson(env, unverified(person))));
  });

  it('refuses a read of an order that does not exist (nothing to learn from a probe)', async () => {
    await assertFails(order(asPerson(env, buyer), 'no-such-order').read());
  });
});
