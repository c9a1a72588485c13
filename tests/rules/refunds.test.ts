// firestore.rules for refunds (issue 20): written only by the server, read by their payer and by admins, listed by
// admins (the console's failed refunds) and by a payer for their own.
import { assertFails } from '@firebase/rules-unit-testing';
import { Timestamp, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { PROJECT_ID, otherStudent, student, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { asPerson, seed } from './support/rules-test-env.ts';
import { at, within } from './support/documents.ts';

const env = useMarketplaceRules();

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

const refunds = (db: Firestore) => within(db, paths.refunds);
const refund = (db: Firestore, id = REFUND_ID) => at(db, paths.refund(id));

/** The student's refund, as the server left it after a failure. */
const seedRefund = () => seed(env, paths.refund(REFUND_ID), refundRecord());

const operations = {
  'read the refund': (db: Firestore) => refund(db).read(),
  // The admin console's failed refunds (issue 20: a failed refund is visible to admins, with a retry).
  'list the failed refunds': (db: Firestore) => refunds(db).list(where('status', '==', 'failed')),
  'list their own refunds': (db: Firestore, caller: Caller) => refunds(db).list(where('payerId', '==', uidOf(caller))),
  'write a refund to themselves': (db: Firestore, caller: Caller) =>
    refund(db, refundIdFor.project('project-2')).set(refundRecord(uidOf(caller), 'project-2')),
  'mark the refund processed': (db: Firestore) => refund(db).update({ status: 'processed', failureReason: null }),
  'retry the refund': (db: Firestore) => refund(db).update({ status: 'requested', attempt: 2 }),
  'raise the amount': (db: Firestore) => refund(db).update({ amountPaise: 500_000 }),
  'delete the refund': (db: Firestore) => refund(db).remove(),
} satisfies Record<string, Attempt>;

// One row per operation, one column per caller (Y: allowed, N: denied), in the order of `callers`.
const grid = `
                                visitor student other-student assigned-seller other-seller admin
  read the refund               N       Y       N             N               N            Y
  list the failed refunds       N       N       N             N               N            Y
  list their own refunds        N       Y       Y             Y               Y            Y
  write a refund to themselves  N       N       N             N               N            N
  mark the refund processed     N       N       N             N               N            N
  retry the refund              N       N       N             N               N            N
  raise the amount              N       N       N             N               N            N
  delete the refund             N       N       N             N               N            N
`;

describeMatrix('the refunds matrix', env, { operations, grid, seed: seedRefund });

describe("a payer's own refunds", () => {
  it('lists only their own, and refuses a query that could return another payer’s', async () => {
    await seedRefund();
    await seed(env, paths.refund(refundIdFor.project('project-2')), refundRecord(otherStudent.uid, 'project-2'));
    const db = asPerson(env, student);
    const own = await refunds(db).list(where('payerId', '==', student.uid));
    expect(own.docs.map((document) => document.id)).toEqual([REFUND_ID]);
    await assertFails(refunds(db).list());
    await assertFails(refunds(db).list(where('status', '==', 'failed')));
  });
});
