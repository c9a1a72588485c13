// Notifications written by the server's triggers: each kind once per event, however often the event is
// delivered (the house rule: every handler tolerates a repeated event), to the people it concerns and nobody else.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { TAKEN_EVENT_ID, noHistoryDetails } from '@marketplace/shared/projects/project-history';
import { notifyApplication } from '../../functions/src/features/notifications/notify-application.ts';
import { notifyHistoryEvent } from '../../functions/src/features/notifications/notify-history-event.ts';
import { notifyOfferStep } from '../../functions/src/features/notifications/notify-offer-step.ts';
import { notifyOrder } from '../../functions/src/features/notifications/notify-order.ts';
import { notifyPayout } from '../../functions/src/features/notifications/notify-payout.ts';
import { notifyRefund } from '../../functions/src/features/notifications/notify-refund.ts';
import { backfillNotificationNames } from '../../functions/src/features/privacy/backfill-names.ts';
import { eraseDocuments } from '../../functions/src/features/privacy/erase-documents.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { demoNotificationPrefs } from '../../scripts/seed-data/demo-notification-prefs.ts';
import { demoProjectDocuments } from '../../scripts/seed-data/demo-projects.ts';
import { eventually, useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const STUDENT = 'student-1';
const SELLER = 'seller-1';
const ADMINS = ['admin-1', 'admin-2'];
/** When the events below happened: days before the test runs, so a notification dated at writing would differ. */
const EVENT_AT = Date.UTC(2026, 10, 20, 9, 30);

const project = (fields: Record<string, unknown> = {}) => ({
  studentId: STUDENT,
  studentEmail: 'student@example.test',
  title: 'Line-following robot',
  budget: 1500,
  status: 'Completed',
  paymentStatus: 'Funded',
  sellerId: SELLER,
  sellerEmail: 'seller@example.test',
  ...fields,
});

function change(
  path: string,
  params: Record<string, string>,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DocumentChange {
  return { id: `change-${path}`, path, params, before, after };
}

/** Each person's notifications as [kind, id], sorted, for everyone named. */
async function notified(...uids: string[]) {
  const all: Record<string, [string, string][]> = {};
  for (const uid of uids) {
    const docs = (await backend.db.collection(paths.notifications(uid)).get()).docs;
    all[uid] = docs.map((doc) => [doc.get('kind') as string, doc.id] as [string, string]).sort();
  }
  return all;
}

/** A notification's createdAt as epoch millis (null when it has none). */
async function createdAtOf(uid: string, key: string): Promise<number | null> {
  const stored = await backend.db.doc(paths.notification(uid, key)).get();
  return (stored.get('createdAt') as Timestamp | undefined)?.toMillis() ?? null;
}

/** Whether `millis` is the server's time of a write made between `since` and now. */
const writtenSince = (since: number) => (millis: number | null) =>
  millis !== null && millis >= since - 1000 && millis <= Date.now() + 1000;

/** Runs `handle` on `event` twice in a row and twice at once: a repeated delivery. */
async function deliveredRepeatedly(
  handle: (deps: { db: Backend['db'] }, event: DocumentChange) => Promise<void>,
  event: DocumentChange,
) {
  await handle({ db: backend.db }, event);
  await handle({ db: backend.db }, event);
  await Promise.all([handle({ db: backend.db }, event), handle({ db: backend.db }, event)]);
}

async function historyEvent(projectId: string, eventId: string, kind: string, by: string, byRole: string) {
  const event = { ...noHistoryDetails, kind, by, byRole, at: Timestamp.fromMillis(EVENT_AT) };
  await backend.db.doc(paths.project(projectId)).set(project());
  return change(`${paths.projectHistory(projectId)}/${eventId}`, { projectId, eventId }, null, event);
}

async function seedAdmins() {
  for (const uid of ADMINS)
    await backend.db.doc(paths.user(uid)).set({ uid, email: `${uid}@example.test`, role: 'admin' });
  await backend.db.doc(paths.user(STUDENT)).set({ uid: STUDENT, email: 'student@example.test', role: 'student' });
}

describe('notifications of project steps', () => {
  it('a delivery reaches the student once, with its text, link and time, and not the seller who delivered', async () => {
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('p1', 'e1', 'delivered', SELLER, 'seller'));
    expect(await notified(STUDENT, SELLER)).toEqual({
      [STUDENT]: [['project-delivered', 'history-p1-e1']],
      [SELLER]: [],
    });
    const stored = (await backend.db.doc(paths.notification(STUDENT, 'history-p1-e1')).get()).data();
    expect(stored).toEqual({
      kind: 'project-delivered',
      title: 'Work delivered',
      text: 'The seller delivered “Line-following robot”. Check it, then release the ₹1,500.00 held for it, or ask for changes.',
      link: '/dashboard?project=p1',
      createdAt: expect.any(Timestamp),
      readAt: null,
    });
    // The event's time, not the time the trigger wrote it: a late delivery or a catch-up sorts by its event.
    expect(await createdAtOf(STUDENT, 'history-p1-e1')).toBe(EVENT_AT);
  });

  it('each change request, release, settlement, cancellation, request to cancel and its decline reaches its people once', async () => {
    const steps = [
      await historyEvent('p2', 'e1', 'changes-requested', STUDENT, 'student'),
      await historyEvent('p2', 'released', 'released', STUDENT, 'student'),
      await historyEvent('p3', 'settled', 'settled', 'admin-1', 'admin'),
      await historyEvent('p4', 'e1', 'cancelled', SELLER, 'seller'),
      await historyEvent('p5', 'auto-released', 'auto-released', 'system', 'system'),
      await historyEvent('p9', 'e1', 'cancel-requested', STUDENT, 'student'),
      await historyEvent('p9', 'e2', 'cancel-declined', SELLER, 'seller'),
      await historyEvent('p8', 'funded', 'funded', STUDENT, 'student'),
    ];
    for (const step of steps) await deliveredRepeatedly(notifyHistoryEvent, step);
    expect(await notified(STUDENT, SELLER)).toEqual({
      [STUDENT]: [
        ['project-cancel-declined', 'history-p9-e2'],
        ['project-cancelled', 'history-p4-e1'],
        ['project-released', 'history-p5-auto-released'],
        ['project-settled', 'history-p3-settled'],
      ],
      [SELLER]: [
        ['project-cancel-requested', 'history-p9-e1'],
        ['project-changes-requested', 'history-p2-e1'],
        ['project-funded', 'history-p8-funded'],
        ['project-released', 'history-p2-released'],
        ['project-released', 'history-p5-auto-released'],
        ['project-settled', 'history-p3-settled'],
      ],
    });
  });

  it('a dispute reaches the other party and every admin once, not the student who opened it', async () => {
    await seedAdmins();
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('p6', 'e1', 'disputed', STUDENT, 'student'));
    expect(await notified(STUDENT, SELLER, ...ADMINS)).toEqual({
      [STUDENT]: [],
      [SELLER]: [['project-disputed', 'history-p6-e1']],
      'admin-1': [['admin-new-dispute', 'history-p6-e1']],
      'admin-2': [['admin-new-dispute', 'history-p6-e1']],
    });
  });

  it('a take reaches its student once, from its event, however often it is delivered', async () => {
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('p7', 'taken', 'taken', SELLER, 'seller'));
    expect(await notified(STUDENT, SELLER)).toEqual({
      [STUDENT]: [['project-taken', `history-p7-taken-${SELLER}`]],
      [SELLER]: [],
    });
    // The event's time, and the seller listed as named (decision 040).
    expect(await createdAtOf(STUDENT, `history-p7-taken-${SELLER}`)).toBe(EVENT_AT);
    const stored = await backend.db.doc(paths.notification(STUDENT, `history-p7-taken-${SELLER}`)).get();
    expect(stored.get('names')).toEqual([SELLER]);
  });

  it("tells of another seller's later take, which rewrites the take's event, and of no other rewrite", async () => {
    const first = await historyEvent('p13', 'taken', 'taken', SELLER, 'seller');
    await deliveredRepeatedly(notifyHistoryEvent, first);
    const rewrite = (by: string, at: number) =>
      ({
        ...first,
        before: first.after,
        after: { ...first.after, by, at: Timestamp.fromMillis(at) },
      }) as DocumentChange;
    // The same seller again after giving it up, and an erasure's rewrite (the same time): nothing new.
    await deliveredRepeatedly(notifyHistoryEvent, rewrite(SELLER, EVENT_AT + 60_000));
    await deliveredRepeatedly(notifyHistoryEvent, rewrite('former-x', EVENT_AT));
    // Another seller's take: a notification of its own.
    await deliveredRepeatedly(notifyHistoryEvent, rewrite('seller-2', EVENT_AT + 60_000));
    expect(await notified(STUDENT)).toEqual({
      [STUDENT]: [
        ['project-taken', `history-p13-taken-${SELLER}`],
        ['project-taken', 'history-p13-taken-seller-2'],
      ],
    });
  });

  // Decision 075: each milestone refunded has its own refund record; each is told once, with the amount it gave back.
  it("a processed refund reaches its student once per refund record, with the record's amount, at the time it is delivered", async () => {
    const since = Date.now();
    const refund = (subjectId: string, title: string, amountPaise: number, status: string) => ({
      purpose: 'project',
      subjectId,
      payerId: STUDENT,
      title,
      amountPaise,
      status,
    });
    for (const [subjectId, title, amountPaise] of [
      ['p9', 'Line-following robot: Circuit', 40_000],
      ['p9_m2', 'Line-following robot: Report', 25_050],
    ] as const)
      await deliveredRepeatedly(
        notifyRefund,
        change(
          paths.refund(`project-${subjectId}`),
          { refundId: `project-${subjectId}` },
          refund(subjectId, title, amountPaise, 'requested'),
          refund(subjectId, title, amountPaise, 'processed'),
        ),
      );
    expect(await notified(STUDENT, SELLER)).toEqual({
      [STUDENT]: [
        ['project-refunded', 'project-p9-refunded'],
        ['project-refunded', 'project-p9_m2-refunded'],
      ],
      [SELLER]: [],
    });
    const second = (await backend.db.doc(paths.notification(STUDENT, 'project-p9_m2-refunded')).get()).data();
    expect(second).toMatchObject({
      title: 'Refund processed',
      text: 'Your refund of ₹250.50 for “Line-following robot: Report” was processed.',
      link: '/dashboard?project=p9',
    });
    expect(await createdAtOf(STUDENT, 'project-p9-refunded')).toSatisfy(writtenSince(since));
  });

  it("tells the student the seller's public name, not their email (the disclosure table: a name to the other side)", async () => {
    await backend.db.doc(paths.publicProfile(SELLER)).set({ name: 'Ravi Kumar', role: 'seller', since: 1 });
    await notifyHistoryEvent({ db: backend.db }, await historyEvent('p12', 'taken', 'taken', SELLER, 'seller'));
    const stored = await backend.db.doc(paths.notification(STUDENT, `history-p12-taken-${SELLER}`)).get();
    expect(stored.get('text')).toMatch(/^Ravi Kumar took “Line-following robot”\. /);
    expect(JSON.stringify(stored.data())).not.toContain('seller@example.test');
  });
});

describe('notifications of payouts, orders and applications', () => {
  const payout = (status: string, attempt: number) => ({
    projectId: 'p1',
    sellerId: SELLER,
    sellerEmail: 'seller@example.test',
    studentId: STUDENT,
    title: 'Line-following robot',
    budgetPaise: 100_000,
    sellerPaise: 70_000,
    platformPaise: 30_000,
    status,
    attempt,
    reference: null,
    failureReason: null,
    detailsHint: null,
    createdAt: Timestamp.now(),
  });
  const payoutChange = (before: [string, number], after: [string, number]) =>
    change(paths.payout('p1'), { payoutId: 'p1' }, payout(...before), payout(...after));

  it('a failed attempt, its retry failing again, and a processed payout each reach the seller once', async () => {
    await deliveredRepeatedly(notifyPayout, payoutChange(['processing', 1], ['failed', 1]));
    await deliveredRepeatedly(notifyPayout, payoutChange(['processing', 2], ['failed', 2]));
    await deliveredRepeatedly(notifyPayout, payoutChange(['processing', 3], ['processed', 3]));
    expect(await notified(SELLER, STUDENT)).toEqual({
      [SELLER]: [
        ['payout-failed', 'payout-p1-failed-1'],
        ['payout-failed', 'payout-p1-failed-2'],
        ['payout-processed', 'payout-p1-processed-3'],
      ],
      [STUDENT]: [],
    });
  });

  it('a new payout the seller gave no details for asks them for their details, once; with details saved, nothing', async () => {
    const waiting = (payoutId: string) =>
      change(paths.payout(payoutId), { payoutId }, null, { ...payout('waiting-for-details', 0), projectId: payoutId });
    await deliveredRepeatedly(notifyPayout, waiting('p7'));
    await backend.db.doc(paths.payoutDetails(SELLER)).set({ method: 'upi', upiId: 'seller@okaxis' });
    await deliveredRepeatedly(notifyPayout, waiting('p8'));
    expect(await notified(SELLER)).toEqual({
      [SELLER]: [['payout-waiting-for-details', 'payout-p7-waiting-for-details-0']],
    });
    const stored = (await backend.db.doc(paths.notification(SELLER, 'payout-p7-waiting-for-details-0')).get()).data();
    expect(stored?.text).toBe(
      'Your payout of ₹700.00 for “Line-following robot” is waiting for your payout details. Add a UPI id or a bank account under Your Payouts on your dashboard, and it is sent at once.',
    );
  });

  it('an order shipped, delivered, cancelled and refunded reaches its buyer once each, not its seller', async () => {
    const order = (orderStatus: string, refundStatus: string | null = null) => ({
      studentId: STUDENT,
      sellerId: SELLER,
      product: { id: 'product-1', name: 'Weather station kit', sellerId: SELLER, price: 2499 },
      paymentMethod: 'upi',
      orderStatus,
      refundStatus,
    });
    const orderChange = (id: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      change(paths.storeOrder(id), { orderId: id }, before, after);
    await deliveredRepeatedly(notifyOrder, orderChange('o1', order('Order Confirmed'), order('Shipped')));
    await deliveredRepeatedly(notifyOrder, orderChange('o1', order('Out for Delivery'), order('Delivered')));
    await deliveredRepeatedly(
      notifyOrder,
      orderChange('o2', order('Order Confirmed'), order('Cancelled', 'requested')),
    );
    await deliveredRepeatedly(
      notifyOrder,
      orderChange('o2', order('Cancelled', 'requested'), order('Cancelled', 'processed')),
    );
    expect(await notified(STUDENT, SELLER)).toEqual({
      [STUDENT]: [
        ['order-cancelled', 'order-o2-cancelled'],
        ['order-delivered', 'order-o1-delivered'],
        ['order-refunded', 'order-o2-refunded'],
        ['order-shipped', 'order-o1-shipped'],
      ],
      [SELLER]: [],
    });
  });

  it('a payout is dated when its status changed, an order when it was cancelled, an application when made', async () => {
    await seedAdmins();
    const since = Date.now();
    const answeredAt = EVENT_AT + 60_000;
    await notifyPayout(
      { db: backend.db },
      change(paths.payout('p1'), { payoutId: 'p1' }, payout('processing', 1), {
        ...payout('processed', 1),
        updatedAt: Timestamp.fromMillis(answeredAt),
      }),
    );
    const order = (orderStatus: string, cancelledAt: Timestamp | null = null) => ({
      studentId: STUDENT,
      product: { name: 'Weather station kit', price: 2499 },
      paymentMethod: 'cod',
      orderStatus,
      refundStatus: null,
      cancelledAt,
    });
    const orderChange = (id: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
      change(paths.storeOrder(id), { orderId: id }, before, after);
    await notifyOrder(
      { db: backend.db },
      orderChange('o3', order('Order Confirmed'), order('Cancelled', Timestamp.fromMillis(EVENT_AT))),
    );
    await notifyOrder({ db: backend.db }, orderChange('o4', order('Order Confirmed'), order('Shipped')));
    const application = { jobTitle: 'Tutor', applicantName: 'Asha', appliedAt: Timestamp.fromMillis(EVENT_AT) };
    await notifyApplication(
      { db: backend.db },
      change(paths.application('a2'), { applicationId: 'a2' }, null, application),
    );
    expect(await createdAtOf(SELLER, 'payout-p1-processed-1')).toBe(answeredAt);
    expect(await createdAtOf(STUDENT, 'order-o3-cancelled')).toBe(EVENT_AT);
    expect(await createdAtOf('admin-1', 'application-a2')).toBe(EVENT_AT);
    // The order keeps no time of its shipping: the server's.
    expect(await createdAtOf(STUDENT, 'order-o4-shipped')).toSatisfy(writtenSince(since));
  });

  it('a new application reaches every admin once, and nobody else', async () => {
    await seedAdmins();
    const application = { jobId: 'j1', jobTitle: 'Tutor', applicantName: 'Asha', applicantEmail: 'a@x.test' };
    await deliveredRepeatedly(
      notifyApplication,
      change(paths.application('a1'), { applicationId: 'a1' }, null, application),
    );
    expect(await notified(STUDENT, ...ADMINS)).toEqual({
      [STUDENT]: [],
      'admin-1': [['admin-new-application', 'application-a1']],
      'admin-2': [['admin-new-application', 'application-a1']],
    });
  });
});

describe('notifications through the local host', () => {
  it('a history event written in a step reaches the other party through the trigger table', async () => {
    const { notifyHistoryEvent: trigger } = triggers;
    const stop = deliverFirestore(backend.db, { notifyHistoryEvent: trigger }, { db: backend.db });
    try {
      await stop.listening;
      await backend.db.doc(paths.project('p10')).set(project());
      await backend.db
        .doc(`${paths.projectHistory('p10')}/e1`)
        .set({ ...noHistoryDetails, kind: 'delivered', by: SELLER, byRole: 'seller', at: Timestamp.now() });
      const delivered = await eventually(
        () => notified(STUDENT),
        (seen) => seen[STUDENT]!.length > 0,
      );
      expect(delivered).toEqual({ [STUDENT]: [['project-delivered', 'history-p10-e1']] });
    } finally {
      await stop();
    }
  });
});

describe("the demo's notifications", () => {
  it("on a first start, the demo's history and payouts leave unread notifications dated by their events, and mail the seller's choices allow", async () => {
    // What `npm start` does: the seed writes the demo accounts, projects and email choices, then the host's first
    // delivery of the new triggers hands them every history event and payout (no delivery mark yet).
    const people = {
      student: { uid: 'demo-student', email: 'student@example.com' },
      seller: { uid: 'demo-seller', email: 'seller@example.com' },
      otherSeller: { uid: 'demo-seller-2', email: 'seller2@example.com' },
    };
    for (const { uid, email } of Object.values(people)) await backend.db.doc(paths.user(uid)).set({ uid, email });
    const documents = [
      ...demoProjectDocuments(people, Date.now(), (millis) => Timestamp.fromMillis(millis)).flatMap(
        (project) => project.documents,
      ),
      ...demoNotificationPrefs(people),
    ];
    for (const { path, data } of documents) await backend.db.doc(path).set(data as Record<string, unknown>);
    const collectionOf = (path: string) => path.split('/').at(-2);
    const millis = (data: Record<string, unknown>, field: string) => (data[field] as Timestamp).toMillis();
    /** Each notification's key, and the time of the event that makes it. */
    const eventTimes = new Map<string, number>();
    for (const { path, data } of documents.filter((document) => collectionOf(document.path) === 'history')) {
      const [projectId, , eventId] = path.split('/').slice(-3) as [string, string, string];
      // A take's notice is keyed by its taker too (decision 062).
      const taker = eventId === TAKEN_EVENT_ID ? `-${String(data.by)}` : '';
      eventTimes.set(`history-${projectId}-${eventId}${taker}`, millis(data, 'at'));
      // A milestone released that is not the last also asks the student to fund the next (decision 068).
      eventTimes.set(`history-${projectId}-${eventId}-next`, millis(data, 'at'));
      await notifyHistoryEvent({ db: backend.db }, change(path, { projectId, eventId }, null, data));
    }
    for (const { path, data } of documents.filter((document) => collectionOf(document.path) === 'payouts')) {
      const payoutId = path.split('/').at(-1)!;
      const answeredAt = millis(data, data.updatedAt ? 'updatedAt' : 'createdAt');
      eventTimes.set(`payout-${payoutId}-${String(data.status)}-${String(data.attempt)}`, answeredAt);
      await notifyPayout({ db: backend.db }, change(path, { payoutId }, null, data));
    }

    // The offers waiting on the project asking for offers: each seller's `send` step tells the student (decision 067).
    for (const { path, data } of documents.filter((document) => collectionOf(document.path) === 'offers')) {
      const [projectId, , sellerId] = path.split('/').slice(-3) as [string, string, string];
      const at = millis(data.step as Record<string, unknown>, 'at');
      eventTimes.set(`offer-${projectId}-${sellerId}-send-${at}`, at);
      await notifyOfferStep({ db: backend.db }, change(path, { projectId, sellerId }, null, data));
    }
    const offerNotices = await backend.db
      .collection(paths.notifications(people.student.uid))
      .where('kind', '==', 'project-offer-received')
      .get();
    expect(offerNotices.size).toBe(2);

    // The second seller has only sent an offer, which tells the student: nothing of theirs to read yet.
    for (const { uid } of [people.student, people.seller]) {
      const newestFirst = await backend.db.collection(paths.notifications(uid)).orderBy('createdAt', 'desc').get();
      expect(newestFirst.docs.filter((doc) => doc.get('readAt') === null).length, uid).toBeGreaterThan(0);
      const dated = newestFirst.docs.map((doc) => [doc.id, (doc.get('createdAt') as Timestamp).toMillis()]);
      expect(dated, uid).toEqual(dated.map(([key]) => [key, eventTimes.get(key as string)]));
      const times = dated.map(([, at]) => at as number);
      expect(times, uid).toEqual([...times].sort((a, b) => b - a));
    }
    // The seller turned payout emails off: the outbox has their project mail and none about payouts.
    const mailTo = async (email: string) =>
      (await backend.db.collection(paths.mails).where('to', '==', email).get()).docs.map((doc) => doc.id);
    const sellerMail = await mailTo(people.seller.email);
    expect(sellerMail.some((id) => id.startsWith('history-'))).toBe(true);
    expect(sellerMail.filter((id) => id.startsWith('payout-'))).toEqual([]);
    const payoutNotices = await backend.db
      .collection(paths.notifications(people.seller.uid))
      .where('kind', 'in', ['payout-processed', 'payout-failed'])
      .get();
    // Paid (an older release and the milestones project's first milestone) and failed.
    expect(payoutNotices.size).toBe(3);
    expect(await mailTo(people.student.email)).not.toEqual([]);
  });
});

describe('email through the Trigger Email extension (mail documents)', () => {
  const mails = async () =>
    (await backend.db.collection(paths.mails).get()).docs.map((doc) => [doc.id, doc.get('to') as string]).sort();

  it('writes one mail per notification and person on a repeated delivery, shaped as the extension reads it', async () => {
    await seedAdmins();
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('m1', 'e1', 'disputed', SELLER, 'seller'));
    expect(await mails()).toEqual([
      ['history-m1-e1-admin-1', 'admin-1@example.test'],
      ['history-m1-e1-admin-2', 'admin-2@example.test'],
      ['history-m1-e1-student-1', 'student@example.test'],
    ]);
    const mail = (await backend.db.doc(paths.mail('history-m1-e1-student-1')).get()).data();
    expect(mail).toEqual({
      to: 'student@example.test',
      message: {
        subject: expect.any(String),
        text: expect.stringContaining('http://localhost:3000/dashboard?project=m1'),
        html: expect.stringContaining('href="http://localhost:3000/dashboard?project=m1"'),
      },
      createdAt: expect.any(Timestamp),
    });
  });

  it("writes the notification and its mail in the language on each recipient's profile (decision 072)", async () => {
    await seedAdmins();
    await backend.db.doc(paths.user(STUDENT)).update({ language: 'hi' });
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('m3', 'e1', 'delivered', SELLER, 'seller'));
    expect(await notified(STUDENT)).toEqual({ [STUDENT]: [['project-delivered', 'history-m3-e1']] });
    const mail = (await backend.db.doc(paths.mail('history-m3-e1-student-1')).get()).data()!;
    expect(mail.message.subject).toBe('काम सौंप दिया गया');
    expect(mail.message.text).toMatch(/^विक्रेता ने “.+” सौंप दिया।/);
    expect(mail.message.text).toContain('इसे खोलें: http://localhost:3000/dashboard?project=m3');
    expect(mail.message.text).not.toContain('delivered');
    // The bell's copy in the same words, in the shape the web reads.
    const note = (await backend.db.doc(paths.notification(STUDENT, 'history-m3-e1')).get()).data();
    expect(note).toEqual({
      kind: 'project-delivered',
      title: 'काम सौंप दिया गया',
      text: 'विक्रेता ने “Line-following robot” सौंप दिया। इसे जाँचें, फिर इसके लिए रखे गए ₹1,500.00 जारी करें, या बदलाव माँगें।',
      link: '/dashboard?project=m3',
      createdAt: expect.any(Timestamp),
      readAt: null,
    });
    expect(mail.message.text.startsWith(`${note!.text}\n\n`)).toBe(true);

    // One event to two admins: each in their own language, the English one word for word as before.
    await backend.db.doc(paths.user('admin-1')).update({ language: 'hi' });
    const application = { jobTitle: 'Tutor', applicantName: 'Asha', appliedAt: Timestamp.fromMillis(EVENT_AT) };
    await deliveredRepeatedly(
      notifyApplication,
      change(paths.application('a3'), { applicationId: 'a3' }, null, application),
    );
    const stored = async (uid: string) =>
      (await backend.db.doc(paths.notification(uid, 'application-a3')).get()).data();
    expect(await stored('admin-1')).toMatchObject({ title: 'नया आवेदन', text: 'Asha ने Tutor के लिए आवेदन किया।' });
    expect(await stored('admin-2')).toEqual({
      kind: 'admin-new-application',
      title: 'New application',
      text: 'Asha applied for Tutor.',
      link: '/dashboard',
      createdAt: Timestamp.fromMillis(EVENT_AT),
      readAt: null,
    });
    const mailOf = async (uid: string) =>
      (await backend.db.doc(paths.mail(`application-a3-${uid}`)).get()).get('message') as { subject: string };
    expect((await mailOf('admin-1')).subject).toBe('नया आवेदन');
    expect((await mailOf('admin-2')).subject).toBe('New application');
  });

  it('writes none for a group the person turned off, and still the in-app notification', async () => {
    await seedAdmins();
    await backend.db.doc(paths.notificationPrefs(STUDENT)).set({ emailOff: { projects: true } });
    await deliveredRepeatedly(notifyHistoryEvent, await historyEvent('m2', 'e1', 'delivered', SELLER, 'seller'));
    expect(await notified(STUDENT)).toEqual({ [STUDENT]: [['project-delivered', 'history-m2-e1']] });
    expect(await mails()).toEqual([]);
  });
});

describe("'taken' notifications written before they listed the people they name", () => {
  it('are given `names` once, with their mail, so the seller’s deletion finds and rewrites them', async () => {
    const db = backend.db;
    const email = 'seller@example.test';
    const old = { kind: 'project-taken', title: 'Project taken', link: '/dashboard?project=p1', readAt: null };
    const text = `${email} took “Line-following robot”. Fund its ₹1,500.00 so the work can start.`;
    const key = `project-p1-taken-${SELLER}`;
    await db.doc(paths.notification(STUDENT, key)).set({ ...old, text, createdAt: Timestamp.now() });
    await db.doc(paths.mail(`${key}-${STUDENT}`)).set({ to: 'student@example.test', message: { subject: 'x', text } });
    // One that lists them already, and another kind, are left as they are.
    const listed = `project-p2-taken-${SELLER}`;
    await db.doc(paths.notification(STUDENT, listed)).set({ ...old, text, names: ['someone-else'] });
    await db.doc(paths.notification(STUDENT, 'project-p1-funded')).set({ ...old, kind: 'project-funded', text });

    expect(await backfillNotificationNames(db)).toEqual({ read: 2, named: 2 });
    expect((await db.doc(paths.notification(STUDENT, key)).get()).get('names')).toEqual([SELLER]);
    expect((await db.doc(paths.mail(`${key}-${STUDENT}`)).get()).get('names')).toEqual([SELLER]);
    expect((await db.doc(paths.notification(STUDENT, listed)).get()).get('names')).toEqual(['someone-else']);
    expect((await db.doc(paths.notification(STUDENT, 'project-p1-funded')).get()).get('names')).toBeUndefined();
    // Again: nothing left to name.
    expect(await backfillNotificationNames(db)).toEqual({ read: 2, named: 0 });

    // The seller's deletion now finds them by its one query: the notification kept without them, the mail gone.
    await eraseDocuments({ db, media: backend.media, person: { uid: SELLER, email }, pseudonym: 'former-x' });
    const kept = await db.doc(paths.notification(STUDENT, 'project-p1-taken-former-x')).get();
    expect(kept.get('text')).toMatch(/^A former member took /);
    expect((await db.doc(paths.notification(STUDENT, key)).get()).exists).toBe(false);
    expect((await db.doc(paths.mail(`${key}-${STUDENT}`)).get()).exists).toBe(false);
  });
});
