// firestore.rules for what only the server writes: payouts (read by the seller paid and admins), payment
// orders and webhook events (nobody from the browser).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { splitPayout } from '@marketplace/shared/projects/money';
import {
  PROJECT_ID,
  assignedSeller,
  callers,
  dbFor,
  otherSeller,
  student,
  uidOf,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed, storedData } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

/** What the payout trigger writes (functions write-payout.ts) when the student releases payment. */
const payoutRecord = (sellerId = assignedSeller.uid, projectId = PROJECT_ID): DocumentData => ({
  projectId,
  sellerId,
  sellerEmail: `${sellerId}@example.com`,
  studentId: student.uid,
  title: 'Line-following robot',
  ...splitPayout(2500),
  currency: 'INR',
  createdAt: Timestamp.now(),
});

const payouts = (db: Firestore) => within(db, paths.payouts);
const payout = (db: Firestore, id = PROJECT_ID) => at(db, paths.payout(id));

/** The assigned seller's payout, as the trigger wrote it. */
const seedPayout = () => seed(env, paths.payout(PROJECT_ID), payoutRecord());

const operations = {
  'read the payout': (db: Firestore) => payout(db).read(),
  // The seller payouts screen's query (web firestore-projects.ts watchPayouts).
  "list the seller's payouts": (db: Firestore) => payouts(db).list(where('sellerId', '==', assignedSeller.uid)),
  'list every payout': (db: Firestore) => payouts(db).list(),
  'write a payout of their own': (db: Firestore, caller: Caller) =>
    payout(db, 'project-2').set(payoutRecord(uidOf(caller))),
  'change the payout': (db: Firestore) => payout(db).update({ sellerPaise: 250_000 }),
  'delete the payout': (db: Firestore) => payout(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                visitor student other-student assigned-seller other-seller admin
  read the payout               N       N       N             Y               N            Y
  list the seller's payouts     N       N       N             Y               N            Y
  list every payout             N       N       N             N               N            Y
  write a payout of their own   N       N       N             N               N            N
  change the payout             N       N       N             N               N            N
  delete the payout             N       N       N             N               N            N
`;

describeMatrix('the payouts matrix', env, { operations, grid, seed: seedPayout });

describe('the seller payouts screen (web firestore-projects.ts watchPayouts)', () => {
  beforeEach(async () => {
    await seedPayout();
    await seed(env, paths.payout('project-2'), payoutRecord(otherSeller.uid, 'project-2'));
  });

  it("lists only the seller's own payouts", async () => {
    const db = asPerson(env, assignedSeller);
    const snapshot = await assertSucceeds(payouts(db).list(where('sellerId', '==', assignedSeller.uid)));
    expect(snapshot.docs.map((document) => document.id)).toEqual([PROJECT_ID]);
  });

  it('refuses a seller whose email is not verified', async () => {
    const unverified = { uid: assignedSeller.uid, token: { ...assignedSeller.token, email_verified: false } };
    const db = asPerson(env, unverified);
    await assertFails(payouts(db).list(where('sellerId', '==', assignedSeller.uid)));
  });
});

// ---- the payment API's own records: no browser reads or writes them, whoever they concern ----

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

const serverOnly = [
  {
    name: 'paymentOrders',
    collectionPath: parentOf(paths.paymentOrder('order_1')),
    path: paths.paymentOrder('order_1'),
    data: {
      projectId: PROJECT_ID,
      studentId: student.uid,
      amountPaise: 250_000,
      currency: 'INR',
      status: 'created',
      createdAt: Timestamp.now(),
    },
    change: { status: 'paid' },
  },
  {
    name: 'webhookEvents',
    collectionPath: parentOf(paths.webhookEvent('evt_1')),
    path: paths.webhookEvent('evt_1'),
    data: { receivedAt: Timestamp.now() },
    change: { receivedAt: Timestamp.fromMillis(0) },
  },
  {
    name: 'codRequests',
    collectionPath: parentOf(paths.codRequest('key_1')),
    path: paths.codRequest('key_1'),
    data: { orderId: 'order_1', at: Timestamp.now(), expireAt: Timestamp.now() },
    change: { orderId: 'order_2' },
  },
];

describe.each(serverOnly)('$name', ({ collectionPath, path, data, change }) => {
  beforeEach(async () => {
    await seed(env, path, data);
  });

  const attempts = {
    read: (db: Firestore) => at(db, path).read(),
    list: (db: Firestore) => within(db, collectionPath).list(),
    "list the student's own": (db: Firestore) => within(db, collectionPath).list(where('studentId', '==', student.uid)),
    create: (db: Firestore) => at(db, `${collectionPath}/new-one`).set(data),
    update: (db: Firestore) => at(db, path).update(change),
    delete: (db: Firestore) => at(db, path).remove(),
  };

  for (const caller of callers) {
    for (const [operation, attempt] of Object.entries(attempts)) {
      it(`${caller} ${operation} -> denied`, async () => {
        await assertFails(attempt(dbFor(env, caller)));
      });
    }
  }

  it('is there to be read past the rules (so the refusals above are the rules)', async () => {
    expect(await storedData(env, path)).toBeDefined();
  });
});
