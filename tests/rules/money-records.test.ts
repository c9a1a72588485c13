// firestore.rules for the money records only the server writes (decisions 024, 029, 030, 039): payouts (read by the
// seller paid and admins), refunds (read by their payer and admins), money documents (read by their owner and
// admins), the ledger's entries and the reconciliation's runs and differences (admins alone), and the payment API's
// and the documents' own records (nobody from the browser). One table per
// kind of record: who may read and list it, and that nobody writes it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, limit, orderBy, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureEntry, entryFields, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { splitPayout } from '@marketplace/shared/projects/money';
import {
  PROJECT_ID,
  assignedSeller,
  callers,
  dbFor,
  otherSeller,
  otherStudent,
  student,
  uidOf,
  useMarketplaceRules,
  type Caller,
} from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed, storedData } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';
import { PAYOUTS_PAGE } from '../../web/src/features/payouts/payouts.port.ts';

const env = useMarketplaceRules();

/** What the release writes in its transaction (functions platform/earned-payout.ts, decision 046). */
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

const REFUND_ID = refundIdFor.project(PROJECT_ID);

/** What writeRefundRequest writes (functions refund-requests.ts), as the send trigger leaves it after a failure. */
const refundRecord = (payerId = student.uid, subjectId = PROJECT_ID): DocumentData => ({
  purpose: 'project',
  subjectId,
  payerId,
  title: 'Line-following robot',
  paymentId: 'pay_1',
  paymentOrderId: 'order_1',
  amountPaise: 250_000,
  currency: 'INR',
  status: 'failed',
  attempt: 1,
  sentAttempt: 1,
  providerRefundId: 'rfnd_1',
  failureReason: 'The payment provider could not complete the refund (refund.failed).',
  requestedAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

/** A captured funding as the ledger books it (decision 029). */
const capture = captureEntry(
  { subject: ledgerSubject.project(PROJECT_ID), payerId: student.uid, sellerId: null },
  { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: 250_000 },
);
const entryRecord = (): DocumentData => ({ ...entryFields(capture, Date.now()), at: Timestamp.now() });

/** The student's receipt of that funding, as the documents' trigger issues it (the fields the rules and lists read). */
const receiptRecord = (ownerId = student.uid): DocumentData => ({
  kind: 'payment-receipt',
  audience: 'buyer',
  ownerId,
  serial: 'RC2627A-0000001',
  subject: ledgerSubject.project(PROJECT_ID),
  amountPaise: 250_000,
  entryIds: [capture.id],
  ready: true,
  at: Timestamp.now(),
});
const receipt = (db: Firestore) => at(db, paths.document(capture.id));
const documents = (db: Firestore) => within(db, paths.documents);

/** A kind of money record: where one is, its stored shape, and its table of who may do what. */
interface MoneyRecord {
  name: string;
  path: string;
  record: () => DocumentData;
  operations: Record<string, Attempt>;
  grid: string;
}

const one = (path: string) => (db: Firestore) => at(db, path);
const every = (path: string) => (db: Firestore) => within(db, path);

const payout = one(paths.payout(PROJECT_ID));
const payouts = every(paths.payouts);
const refund = one(paths.refund(REFUND_ID));
const chargeback = one(paths.chargeback('disp_1'));
const chargebacks = every(paths.chargebacks);

/** A case as the dispute webhook opens it (functions chargeback-events.ts, decision 049). */
const chargebackRecord = (sellerId = assignedSeller.uid): DocumentData => ({
  paymentId: 'pay_1',
  paymentOrderId: 'order_1',
  subject: ledgerSubject.project(PROJECT_ID),
  subjectId: PROJECT_ID,
  purpose: 'project',
  title: 'Line-following robot',
  payerId: student.uid,
  sellerId,
  amountPaise: 250_000,
  feePaise: 50_000,
  sellerSharePaise: 175_000,
  treatment: 'escrow',
  payoutId: null,
  reasonCode: 'product_not_received',
  reason: '',
  phase: 'chargeback',
  respondBy: Date.now(),
  status: 'open',
  response: 'none',
  openedAt: Date.now(),
  updatedAt: Date.now(),
});
const refunds = every(paths.refunds);

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const moneyRecords: MoneyRecord[] = [
  {
    name: 'payouts',
    path: paths.payout(PROJECT_ID),
    record: () => payoutRecord(),
    operations: {
      'read the payout': (db) => payout(db).read(),
      // The seller payouts screen's query (web firestore-payouts.ts).
      "list the seller's payouts": (db) => payouts(db).list(where('sellerId', '==', assignedSeller.uid)),
      // The console's Payouts, a page at a time (web firestore-payouts.ts allPayoutsPage).
      'list every payout': (db) => payouts(db).list(orderBy('createdAt', 'desc'), limit(PAYOUTS_PAGE)),
      "list a status's payouts": (db) =>
        payouts(db).list(where('status', '==', 'failed'), orderBy('createdAt', 'desc'), limit(PAYOUTS_PAGE)),
      'write a payout of their own': (db, caller: Caller) =>
        at(db, paths.payout('project-2')).set(payoutRecord(uidOf(caller))),
      'change the payout': (db) => payout(db).update({ sellerPaise: 250_000 }),
      'delete the payout': (db) => payout(db).remove(),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  read the payout               N       N       N             Y               N            Y
  list the seller's payouts     N       N       N             Y               N            Y
  list every payout             N       N       N             N               N            Y
  list a status's payouts       N       N       N             N               N            Y
  write a payout of their own   N       N       N             N               N            N
  change the payout             N       N       N             N               N            N
  delete the payout             N       N       N             N               N            N
`,
  },
  {
    name: 'chargebacks',
    path: paths.chargeback('disp_1'),
    record: () => chargebackRecord(),
    operations: {
      'read the case': (db) => chargeback(db).read(),
      // Your Payouts' query (web firestore-payouts.ts).
      "list the seller's cases": (db) => chargebacks(db).list(where('sellerId', '==', assignedSeller.uid)),
      'list every case': (db) => chargebacks(db).list(),
      'open a case': (db, caller: Caller) => at(db, paths.chargeback('disp_2')).set(chargebackRecord(uidOf(caller))),
      'decide the case': (db) => chargeback(db).update({ status: 'won' }),
      'delete the case': (db) => chargeback(db).remove(),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  read the case                 N       N       N             Y               N            Y
  list the seller's cases       N       N       N             Y               N            Y
  list every case               N       N       N             N               N            Y
  open a case                   N       N       N             N               N            N
  decide the case               N       N       N             N               N            N
  delete the case               N       N       N             N               N            N
`,
  },
  {
    name: 'refunds',
    path: paths.refund(REFUND_ID),
    record: () => refundRecord(),
    operations: {
      'read the refund': (db) => refund(db).read(),
      // The admin console's failed refunds (a failed refund is visible to admins, with a retry).
      'list the failed refunds': (db) => refunds(db).list(where('status', '==', 'failed')),
      'list their own refunds': (db, caller: Caller) => refunds(db).list(where('payerId', '==', uidOf(caller))),
      'write a refund to themselves': (db, caller: Caller) =>
        at(db, paths.refund(refundIdFor.project('project-2'))).set(refundRecord(uidOf(caller), 'project-2')),
      'mark the refund processed': (db) => refund(db).update({ status: 'processed', failureReason: null }),
      'retry the refund': (db) => refund(db).update({ status: 'requested', attempt: 2 }),
      'raise the amount': (db) => refund(db).update({ amountPaise: 500_000 }),
      'delete the refund': (db) => refund(db).remove(),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  read the refund               N       Y       N             N               N            Y
  list the failed refunds       N       N       N             N               N            Y
  list their own refunds        N       Y       Y             Y               Y            Y
  write a refund to themselves  N       N       N             N               N            N
  mark the refund processed     N       N       N             N               N            N
  retry the refund              N       N       N             N               N            N
  raise the amount              N       N       N             N               N            N
  delete the refund             N       N       N             N               N            N
`,
  },
  {
    name: 'money documents',
    path: paths.document(capture.id),
    record: () => receiptRecord(),
    operations: {
      'open the receipt': (db) => receipt(db).read(),
      // The Payments list's query (web firestore-documents.ts), for whoever asks.
      'list their own documents': (db, caller: Caller) => documents(db).list(where('ownerId', '==', uidOf(caller))),
      "list the student's documents": (db) => documents(db).list(where('ownerId', '==', student.uid)),
      'list every document': (db) => documents(db).list(),
      'issue one to themselves': (db, caller: Caller) =>
        at(db, paths.document('forged')).set(receiptRecord(uidOf(caller))),
      'change the amount': (db) => receipt(db).update({ amountPaise: 1 }),
      'delete the receipt': (db) => receipt(db).remove(),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  open the receipt              N       Y       N             N               N            Y
  list their own documents      N       Y       Y             Y               Y            Y
  list the student's documents  N       Y       N             N               N            Y
  list every document           N       N       N             N               N            Y
  issue one to themselves       N       N       N             N               N            N
  change the amount             N       N       N             N               N            N
  delete the receipt            N       N       N             N               N            N
`,
  },
  {
    name: 'ledger entries',
    path: paths.ledgerEntry(capture.id),
    record: entryRecord,
    operations: {
      'read an entry': (db) => at(db, paths.ledgerEntry(capture.id)).read(),
      "list the payer's entries": (db) => within(db, paths.ledgerEntries).list(where('payerId', '==', student.uid)),
      'list every entry': (db) => within(db, paths.ledgerEntries).list(),
      'book an entry': (db) => at(db, paths.ledgerEntry('forged')).set(entryRecord()),
      'change an entry': (db) => at(db, paths.ledgerEntry(capture.id)).update({ 'totals.held': 0 }),
      'delete an entry': (db) => at(db, paths.ledgerEntry(capture.id)).remove(),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  read an entry                 N       N       N             N               N            Y
  list the payer's entries      N       N       N             N               N            Y
  list every entry              N       N       N             N               N            Y
  book an entry                 N       N       N             N               N            N
  change an entry               N       N       N             N               N            N
  delete an entry               N       N       N             N               N            N
`,
  },
  {
    name: 'reconciliation differences',
    path: paths.reconciliationDifference('2026-11-26-missing-at-provider-payment-pay_1'),
    record: () => ({ day: '2026-11-26', kind: 'missing-at-provider', status: 'open', foundAt: Timestamp.now() }),
    operations: {
      'read the queue': (db) => within(db, paths.reconciliationDifferences).list(where('status', '==', 'open')),
      'resolve a difference': (db) =>
        at(db, paths.reconciliationDifference('2026-11-26-missing-at-provider-payment-pay_1')).update({
          status: 'resolved',
        }),
      "read a day's run": (db) => at(db, paths.reconciliationRun('2026-11-26')).read(),
      'write a run': (db) => at(db, paths.reconciliationRun('2026-11-27')).set({ day: '2026-11-27' }),
    },
    grid: `
                                visitor student other-student assigned-seller other-seller admin
  read the queue                N       N       N             N               N            Y
  resolve a difference          N       N       N             N               N            N
  read a day's run              N       N       N             N               N            Y
  write a run                   N       N       N             N               N            N
`,
  },
];

describe.each(moneyRecords)('$name', ({ path, record, operations, grid, name }) => {
  describeMatrix(`the ${name} matrix`, env, { operations, grid, seed: () => seed(env, path, record()) });
});

describe('the seller payouts screen (web firestore-projects.ts watchPayouts)', () => {
  beforeEach(async () => {
    await seed(env, paths.payout(PROJECT_ID), payoutRecord());
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
    name: 'documentFiles',
    collectionPath: parentOf(paths.documentFile(capture.id)),
    path: paths.documentFile(capture.id),
    data: { pdf: 'private/documents/receipt.pdf', studentId: student.uid },
    change: { pdf: 'private/documents/other.pdf' },
  },
  {
    name: 'documentSeries',
    collectionPath: parentOf(paths.documentSeries('RC2627A')),
    path: paths.documentSeries('RC2627A'),
    data: { last: 1 },
    change: { last: 0 },
  },
  {
    name: 'sellerTaxYears',
    collectionPath: parentOf(paths.sellerTaxYear(`${assignedSeller.uid}-2026-27`)),
    path: paths.sellerTaxYear(`${assignedSeller.uid}-2026-27`),
    data: { grossPaise: 100_000 },
    change: { grossPaise: 0 },
  },
  {
    // Decision 063: a provider's key and the records carrying it, written by the server with the record.
    name: 'searchKeys',
    collectionPath: paths.searchKeys,
    path: paths.searchKey('pay_1'),
    data: {
      targets: [{ kind: 'payment', matched: 'Payment id', field: 'paymentId', path: paths.paymentOrder('order_1') }],
    },
    change: { targets: [] },
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

describe("a payer's own refunds", () => {
  it('lists only their own, and refuses a query that could return another payer’s', async () => {
    await seed(env, paths.refund(REFUND_ID), refundRecord());
    await seed(env, paths.refund(refundIdFor.project('project-2')), refundRecord(otherStudent.uid, 'project-2'));
    const db = asPerson(env, student);
    const own = await refunds(db).list(where('payerId', '==', student.uid));
    expect(own.docs.map((document) => document.id)).toEqual([REFUND_ID]);
    await assertFails(refunds(db).list());
    await assertFails(refunds(db).list(where('status', '==', 'failed')));
  });
});
