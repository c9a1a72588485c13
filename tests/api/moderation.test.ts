// Reports and the moderation queue (decision 031): a member reports a thing (once while open), the counting trigger
// adds it to its thing's case, the reporter hears it arrived; an admin dismisses the reports, hides the thing or
// suspends its author, with a reason, audited, and can undo it; the reporters hear the outcome. A hidden product leaves
// the store's listings, its search and its first screen within the triggers' delivery; a suspended person's writes
// are refused with the reason and their listings leave, while a payout owed to them still settles.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { moderationTexts } from '@marketplace/shared/safety/moderation';
import { reportId, reportTexts } from '@marketplace/shared/safety/report';
import { suspendedRefusal, suspensionTexts } from '@marketplace/shared/safety/suspension';
import { readFirstScreen } from '../../functions/src/features/pages/first-screen-reads.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { call, seedProject, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { aRelease, saveUpiDetails, verifiedFor, writeReleasedPayout } from './support/payouts.ts';
import { seedProduct } from './support/store.ts';
import { useSubscribers } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, student: Person, other: Person, seller: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'student', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, other, seller, admin] = suite.people;
});
useSubscribers(() => backend, { handlePayoutEvent: triggers.handlePayoutEvent });

// The triggers the queue relies on, as the local host delivers them; started after the suite's clear.
let stopDelivery: () => Promise<void>;
beforeEach(async () => {
  const { countReport, notifyReport, notifySuspension, followSuspension, keepListing, keepStoreSearch, sendPayout } =
    triggers;
  const delivery = deliverFirestore(
    backend.db,
    { countReport, notifyReport, notifySuspension, followSuspension, keepListing, keepStoreSearch, sendPayout },
    backend,
  );
  stopDelivery = delivery;
  await delivery.listening;
});
afterEach(() => stopDelivery());

const report = (as: Person, thing: object, reason = 'scam', note = '') =>
  call(api, 'POST', '/reports', { as, body: { thing, reason, note } });
const decide = (caseId: string, action: string, reason = 'Breaks the rules.') =>
  call(api, 'POST', `/admin/moderation/cases/${caseId}/decision`, { as: admin, body: { action, reason } });
const undo = (caseId: string, reason = 'Decided in error.') =>
  call(api, 'POST', `/admin/moderation/cases/${caseId}/undo`, { as: admin, body: { reason } });
const read = async (path: string) => (await backend.db.doc(path).get()).data();
const caseOf = (caseId: string, done: (data: Record<string, unknown> | undefined) => boolean) =>
  eventually(() => read(paths.moderationCase(caseId)), done);
const notificationsOf = async (person: Person) =>
  (await backend.db.collection(paths.notifications(person.uid)).get()).docs.map((doc) => doc.data());

describe('reporting', () => {
  it('makes one report however often the reporter sends it, and tells them it arrived', async () => {
    const projectId = await seedProject(backend, student, { seller });
    const messageId = 'm1';
    await backend.db.doc(`${paths.projectMessages(projectId)}/${messageId}`).set({
      text: 'Pay me outside the platform or else.',
      senderId: seller.uid,
      senderEmail: seller.email,
      createdAt: Timestamp.now(),
      readBy: [seller.uid],
    });
    const thing = { kind: 'message', id: messageId, projectId };
    expect(await report(student, thing, 'harassment', 'Threatening me.')).toEqual({
      status: 200,
      body: {
        id: reportId(`message-${projectId}-${messageId}`, student.uid),
        alreadyOpen: false,
        message: reportTexts.received,
      },
    });
    expect((await report(student, thing)).body).toMatchObject({ alreadyOpen: true, message: reportTexts.alreadyOpen });
    expect((await backend.db.collection(paths.reports).get()).size).toBe(1);
    const caseId = `message-${projectId}-${messageId}`;
    expect(await caseOf(caseId, (data) => data?.openReports === 1)).toMatchObject({
      status: 'open',
      authorId: seller.uid,
      text: 'Pay me outside the platform or else.',
      reasons: { harassment: 1 },
    });
    await eventually(
      () => notificationsOf(student),
      (list) => list.some((n) => n.kind === 'report-received'),
    );
    // Only the chat's two people can report its messages.
    expect((await report(other, thing)).status).toBe(404);
  });

  it('counts each reporter of a thing once, and refuses reporting your own or what you cannot see', async () => {
    const productId = await seedProduct(backend, seller);
    await report(student, { kind: 'product', id: productId }, 'scam');
    await report(other, { kind: 'product', id: productId }, 'spam');
    expect(await caseOf(`product-${productId}`, (data) => data?.openReports === 2)).toMatchObject({
      reasons: { scam: 1, spam: 1 },
      title: 'Line Following Robot',
    });
    expect(await report(seller, { kind: 'product', id: productId })).toEqual({
      status: 403,
      body: { error: reportTexts.ownThing },
    });
    const othersProject = await seedProject(backend, other, { status: 'Open' });
    expect((await report(student, { kind: 'project', id: othersProject })).status).toBe(404);
  });
});

describe('deciding a case', () => {
  it('hides a product from the store, its search and its first screen, tells the reporters, and undoes it', async () => {
    const productId = await seedProduct(backend, seller, { name: 'Counterfeit sensor kit' });
    const inStore = async () => ({
      listed: (await backend.db.doc(paths.storeListing(productId)).get()).exists,
      found: (await backend.productSearch.search({ q: 'counterfeit' })).products.length,
      firstScreen: ((await readFirstScreen(backend.db, '/store')).listings ?? []).some((l) => l.id === productId),
    });
    await eventually(inStore, (now) => now.listed && now.found === 1 && now.firstScreen);
    await report(student, { kind: 'product', id: productId });
    const caseId = `product-${productId}`;
    await caseOf(caseId, (data) => data?.openReports === 1);

    expect(await decide(caseId, 'hide', 'Sells counterfeit parts.')).toEqual({ status: 200, body: { ok: true } });
    await eventually(inStore, (now) => !now.listed && now.found === 0 && !now.firstScreen);
    expect(await read(paths.storeProduct(productId))).toMatchObject({ hidden: true, hiddenByModerator: true });
    expect(await read(paths.moderationCase(caseId))).toMatchObject({
      status: 'decided',
      openReports: 0,
      decision: { action: 'hide', reason: 'Sells counterfeit parts.', byUid: admin.uid, reports: 1 },
    });
    expect(await read(paths.report(reportId(caseId, student.uid)))).toMatchObject({
      status: 'closed',
      outcome: 'hidden',
    });
    await eventually(
      () => notificationsOf(student),
      (list) => list.some((n) => n.kind === 'report-decided'),
    );
    // Once hidden it cannot be reported again, nor bought.
    expect((await report(other, { kind: 'product', id: productId })).status).toBe(404);
    expect(await decide(caseId, 'dismiss')).toEqual({ status: 409, body: { message: moderationTexts.alreadyDecided } });

    expect(await undo(caseId)).toEqual({ status: 200, body: { ok: true } });
    await eventually(inStore, (now) => now.listed && now.found === 1 && now.firstScreen);
    expect(await read(paths.moderationCase(caseId))).toMatchObject({ status: 'open', openReports: 1, decision: null });
    expect(await undo(caseId)).toEqual({ status: 409, body: { message: moderationTexts.notDecided } });
    const audit = (await backend.db.collection(paths.adminAudit).get()).docs.map((doc) => doc.data());
    expect(audit.map((record) => record.action).sort()).toEqual(['moderation-hide', 'moderation-undo']);
    expect(audit.find((record) => record.action === 'moderation-hide')?.target).toMatchObject({
      caseId,
      reason: 'Sells counterfeit parts.',
    });
  });

  it("hides a chat message's words from the chat, keeping them on the case, and shows them again on undo", async () => {
    const projectId = await seedProject(backend, student, { seller });
    const path = `${paths.projectMessages(projectId)}/m1`;
    await backend.db.doc(path).set({
      text: 'Rude words.',
      senderId: seller.uid,
      senderEmail: seller.email,
      createdAt: Timestamp.now(),
      readBy: [],
    });
    await report(student, { kind: 'message', id: 'm1', projectId }, 'harassment');
    const caseId = `message-${projectId}-m1`;
    await caseOf(caseId, (data) => data?.openReports === 1);
    await decide(caseId, 'hide');
    expect(await read(path)).toMatchObject({ text: '', hidden: true });
    expect(await read(paths.moderationCase(caseId))).toMatchObject({ hiddenText: 'Rude words.' });
    await undo(caseId);
    expect(await read(path)).toMatchObject({ text: 'Rude words.', hidden: false });
  });

  it('suspends the author: their writes are refused with the reason, their listings leave, money owed still settles', async () => {
    const productId = await seedProduct(backend, seller);
    await report(student, { kind: 'person', id: seller.uid }, 'scam');
    const caseId = `person-${seller.uid}`;
    await caseOf(caseId, (data) => data?.openReports === 1);
    expect(await decide(caseId, 'hide')).toEqual({ status: 400, body: { message: moderationTexts.cannotHidePerson } });
    // A payout the seller is owed, sent after the suspension.
    await saveUpiDetails(api, seller);
    await verifiedFor(backend, seller);

    expect(await decide(caseId, 'suspend', 'Took payments and never delivered.')).toEqual({
      status: 200,
      // A person without a name is named by their email.
      body: { ok: true, suspended: seller.email },
    });
    expect(await read(paths.user(seller.uid))).toMatchObject({
      suspension: { reason: 'Took payments and never delivered.', byUid: admin.uid },
    });
    await eventually(
      () => read(paths.storeProduct(productId)),
      (product) => product?.hidden === true,
    );
    await eventually(
      async () => (await backend.db.doc(paths.storeListing(productId)).get()).exists,
      (listed) => !listed,
    );
    const listing = { name: 'Another kit', description: 'x', price: 100, imageUrl: '' };
    expect(await call(api, 'POST', '/store/products', { as: seller, body: listing })).toEqual({
      status: 403,
      body: { error: suspendedRefusal('Took payments and never delivered.') },
    });
    await writeReleasedPayout(backend, aRelease('owed-1', seller));
    await eventually(
      () => read(paths.payout('owed-1')),
      (payout) => payout?.status === 'processed',
      15_000,
    );
    // Still allowed while suspended: where they are paid.
    expect(
      (await call(api, 'PUT', '/payouts/details', { as: seller, body: { method: 'upi', upiId: 'sally@okaxis' } }))
        .status,
    ).toBe(200);

    expect(await undo(caseId)).toEqual({ status: 200, body: { ok: true } });
    await eventually(
      () => read(paths.storeProduct(productId)),
      (product) => product?.hidden === false,
    );
    expect((await call(api, 'POST', '/store/products', { as: seller, body: listing })).status).toBe(201);
  });

  it('hides a suspended student’s open projects from sellers, and refuses suspending an admin', async () => {
    const projectId = await seedProject(backend, student, { status: 'Open' });
    await report(other, { kind: 'person', id: student.uid }, 'spam');
    await caseOf(`person-${student.uid}`, (data) => data?.openReports === 1);
    await decide(`person-${student.uid}`, 'suspend');
    await eventually(
      () => read(paths.project(projectId)),
      (project) => project?.hidden === true,
    );
    expect(await read(paths.project(projectId))).toMatchObject({ authorSuspended: true });

    await report(other, { kind: 'person', id: admin.uid });
    await caseOf(`person-${admin.uid}`, (data) => data?.openReports === 1);
    expect(await decide(`person-${admin.uid}`, 'suspend')).toEqual({
      status: 400,
      body: { message: moderationTexts.cannotSuspendAdmin },
    });
  });
});

describe("an author's history", () => {
  it('counts the cases about them and those decided against them, their reviews and disputes', async () => {
    const productId = await seedProduct(backend, seller);
    await seedProject(backend, student, { seller });
    await backend.db
      .doc(paths.project('disputed'))
      .set({ studentId: student.uid, sellerId: seller.uid, disputeStatus: 'open' });
    await backend.db.doc(paths.ratingShard(seller.uid, 0)).set({ ratingSum: 9, ratingCount: 2 });
    await report(student, { kind: 'product', id: productId });
    await report(student, { kind: 'person', id: seller.uid });
    await caseOf(`person-${seller.uid}`, (data) => data?.openReports === 1);
    await caseOf(`product-${productId}`, (data) => data?.openReports === 1);
    await decide(`product-${productId}`, 'hide');
    const { status, body } = await call(api, 'GET', `/admin/moderation/people/${seller.uid}`, { as: admin });
    expect(status).toBe(200);
    expect(body).toEqual({
      uid: seller.uid,
      name: '',
      email: seller.email,
      role: 'seller',
      suspended: false,
      reportedCases: 2,
      casesActioned: 1,
      reviewsReceived: 2,
      averageStars: 4.5,
      reviewsHidden: 0,
      disputes: 1,
      openDisputes: 1,
    });
    expect((await call(api, 'GET', `/admin/moderation/people/${seller.uid}`, { as: student })).status).toBe(403);
  });
});

describe('the words of a suspension and an undo', () => {
  it('names the suspended person to the admin and tells them why by bell and email, once', async () => {
    await backend.db.doc(paths.user(seller.uid)).update({ fullName: 'Sally Seller' });
    await report(student, { kind: 'person', id: seller.uid }, 'scam');
    const caseId = `person-${seller.uid}`;
    await caseOf(caseId, (data) => data?.openReports === 1);
    expect(await decide(caseId, 'suspend', 'Took payments and never delivered.')).toEqual({
      status: 200,
      body: { ok: true, suspended: 'Sally Seller' },
    });
    const told = await eventually(
      async () => (await notificationsOf(seller)).filter((n) => n.kind === 'account-suspended'),
      (list) => list.length > 0,
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: suspensionTexts.title });
    expect(told[0]!.text).toContain('Took payments and never delivered.');
    const mails = await eventually(
      async () =>
        (await backend.db.collection(paths.mails).where('to', '==', seller.email).get()).docs.map((doc) =>
          doc.get('message.subject'),
        ),
      (subjects) => subjects.includes(suspensionTexts.title),
    );
    expect(mails.filter((subject) => subject === suspensionTexts.title)).toHaveLength(1);
  });

  it('refuses an undo without a reason in words, and changes nothing', async () => {
    const productId = await seedProduct(backend, seller, { name: 'Soil sensor logger' });
    await report(student, { kind: 'product', id: productId });
    const caseId = `product-${productId}`;
    await caseOf(caseId, (data) => data?.openReports === 1);
    await decide(caseId, 'hide', 'Counterfeit.');
    for (const reason of ['', '   ']) {
      expect(await undo(caseId, reason)).toEqual({ status: 400, body: { message: moderationTexts.reasonRequired } });
    }
    expect(await read(paths.moderationCase(caseId))).toMatchObject({ status: 'decided', decision: { action: 'hide' } });
    expect(await read(paths.storeProduct(productId))).toMatchObject({ hidden: true });
    const audit = await backend.db.collection(paths.adminAudit).where('action', '==', 'moderation-undo').get();
    expect(audit.size).toBe(0);
  });
});
