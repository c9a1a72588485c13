// The daily reconciliation (decision 029) against the emulators and the simulated providers' journal: a payment
// whose webhook and checkout were both lost is recorded by it (funding the project), one that can no longer be
// applied is refunded by it; what the ledger booked that the provider does not list, or lists for another amount,
// waits in the admin's queue, once however often the day is run, until an admin resolves it. The console's
// balances are the sums of the ledger's entries: the newest closed day's, plus the entries after it (decision 055).
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../support/fail-on-console.ts';
import { indiaDay, previousIndiaDay } from '@marketplace/shared/ledger/india-day';
import { ledgerTexts } from '@marketplace/shared/ledger/ledger-api';
import { subjectTexts } from '@marketplace/shared/ledger/subject-titles';
import { captureEntry, entryIdFor, extraPaymentOf, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { notificationsForRefund, type RefundFacts } from '@marketplace/shared/notifications/refund-notifications';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { formatRupees, toPaise } from '@marketplace/shared/projects/money';
import { firestoreJournal } from '../../functions/src/adapters/simulated-journal.ts';
import { reconcileDailyTrigger } from '../../functions/src/features/ledger/reconciliation.schedule.ts';
import { foldInsights } from '../../functions/src/features/insights/fold-insights.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { bookCapture } from './support/ledger.ts';
import { seedProject, type Person } from './support/payments.ts';
import { send } from './support/projects.ts';

let backend: Backend, api: Served, student: Person, seller: Person, admin: Person;
useApiSuite({ serve: serveAsLocalHost, people: ['student', 'seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, admin] = suite.people;
});

const BUDGET = 1234.5;
const today = () => indiaDay(Date.now());
const reconcile = (day = today(), as: Person = admin) => send(api.url, as, 'POST', '/admin/reconciliations', { day });
const overview = (as: Person = admin) => send(api.url, as, 'GET', '/admin/ledger');

/** A project taken and unpaid, its order opened through the API, and the provider's capture of it (nothing else). */
async function capturedButUnrecorded() {
  const projectId = await seedProject(backend, student, { seller, budget: BUDGET });
  const order = await send(api.url, student, 'POST', '/create-order', { projectId });
  const orderId = String(order.body.id);
  await backend.simulatedCheckout!.pay(orderId);
  return { projectId, orderId };
}

describe('the daily reconciliation', () => {
  it('records a captured payment whose checkout and webhook were both lost: the project is funded', async () => {
    const { projectId, orderId } = await capturedButUnrecorded();
    const run = await reconcile();
    expect(run).toMatchObject({ status: 200, body: { day: today(), providerMovements: 1, healed: 1, differences: 0 } });
    expect((await backend.db.doc(paths.project(projectId)).get()).get('paymentStatus')).toBe('Funded');
    const capture = await backend.db.doc(paths.ledgerEntry(`capture-${orderId}`)).get();
    expect(capture.get('totals')).toMatchObject({ provider: toPaise(BUDGET), held: -toPaise(BUDGET) });
    expect((await backend.db.doc(paths.paymentOrder(orderId)).get()).get('confirmedBy')).toBe('reconciliation');
    // Run again: everything matches, nothing is recorded twice.
    expect(await reconcile()).toMatchObject({ body: { matched: 1, healed: 0, differences: 0 } });
  });

  it('refunds a captured payment that can no longer be applied, if nothing else did', async () => {
    const { projectId, orderId } = await capturedButUnrecorded();
    // The seller gave the project up while the student was paying.
    await backend.db.doc(paths.project(projectId)).update({ status: 'Open', sellerId: null, sellerEmail: null });
    expect(await reconcile()).toMatchObject({ status: 200, body: { healed: 1, differences: 0 } });
    expect((await backend.db.doc(paths.project(projectId)).get()).get('paymentStatus')).toBe('Unpaid');
    const refund = await backend.db.doc(paths.refund(refundIdFor.payment(orderId))).get();
    expect(refund.data()).toMatchObject({ purpose: 'payment', amountPaise: toPaise(BUDGET), status: 'requested' });
    const due = await backend.db.doc(paths.ledgerEntry(`refund-due-${refundIdFor.payment(orderId)}`)).get();
    expect(due.get('subject')).toBe(ledgerSubject.payment(orderId));
  });

  it('queues what the provider does not list, and a different amount, once however often the day is run', async () => {
    expectConsole('warn', /reconciliation found differences/);
    await bookCapture(backend.db, {
      subject: ledgerSubject.project('ghost'),
      payerId: student.uid,
      paymentId: 'pay_sim_ghost',
      paymentOrderId: 'order_sim_ghost',
      amountPaise: 5000,
    });
    const { orderId } = await capturedButUnrecorded();
    expect(await reconcile()).toMatchObject({ body: { healed: 1, differences: 1 } });
    // The provider's record of the payment now says another amount than the one booked.
    const journal = firestoreJournal(backend.db);
    const [payment] = await journal.list('payment', { from: 0, to: Date.now() + 1000 });
    await journal.put('payment', { ...payment!, amountPaise: payment!.amountPaise + 1 });
    expect(await reconcile()).toMatchObject({ body: { differences: 2 } });
    expect(await reconcile()).toMatchObject({ body: { differences: 2 } });

    const { body } = await overview();
    const queued = body.differences as { id: string; kind: string; entryId: string; providerPaise: number }[];
    expect(queued.map(({ kind, entryId }) => ({ kind, entryId })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual(
      [
        { kind: 'amount-differs', entryId: `capture-${orderId}` },
        { kind: 'missing-at-provider', entryId: 'capture-order_sim_ghost' },
      ],
    );

    const ghost = queued.find(({ kind }) => kind === 'missing-at-provider')!;
    const resolution = `/admin/reconciliation-differences/${ghost.id}/resolution`;
    expect(await send(api.url, admin, 'POST', resolution, { note: '' })).toMatchObject({ status: 400 });
    expect(await send(api.url, admin, 'POST', resolution, { note: 'Test entry, removed.' })).toMatchObject({
      status: 200,
    });
    expect(await send(api.url, admin, 'POST', resolution, { note: 'Again.' })).toMatchObject({
      status: 409,
      body: { message: ledgerTexts.alreadyResolved },
    });
    // Found again by the next run, it stays resolved.
    await reconcile();
    expect(((await overview()).body.differences as unknown[]).length).toBe(1);
    const audit = await backend.db.collection(paths.adminAudit).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toContain('resolve-reconciliation-difference');
  });

  it('is the admins’: a student is refused, and a day to come is not a day to reconcile', async () => {
    expect((await overview(student)).status).toBe(403);
    expect((await reconcile(today(), student)).status).toBe(403);
    expect(await reconcile('2999-01-01')).toMatchObject({ status: 400, body: { message: ledgerTexts.badDay } });
    expect(await reconcile('yesterday')).toMatchObject({ status: 400 });
  });

  it('refuses a day the calendar does not have, in words, and records no run for it', async () => {
    for (const day of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(await reconcile(day)).toMatchObject({ status: 400, body: { message: ledgerTexts.noSuchDay } });
      expect((await backend.db.doc(paths.reconciliationRun(day)).get()).exists).toBe(false);
    }
    expect((await backend.db.collection(paths.reconciliationRuns).get()).size).toBe(0);
  });

  it("runs each morning for the day before, on the schedule's own time", async () => {
    const scheduledAt = Date.now();
    if (reconcileDailyTrigger.kind !== 'schedule') throw new Error('the reconciliation is not a schedule');
    await reconcileDailyTrigger.handle(backend, { scheduledAt });
    const run = await backend.db.doc(paths.reconciliationRun(previousIndiaDay(indiaDay(scheduledAt)))).get();
    expect(run.exists).toBe(true);
  });
});

// Decision 043: two checkouts of one order, both paid before either was verified, are two captures at the provider.
describe('two payments captured on one order', () => {
  const captureOf = (id: string) => backend.db.doc(paths.ledgerEntry(id)).get();

  async function paidTwice() {
    const projectId = await seedProject(backend, student, { seller, budget: BUDGET });
    const order = await send(api.url, student, 'POST', '/create-order', { projectId });
    const orderId = String(order.body.id);
    const first = await backend.simulatedCheckout!.pay(orderId);
    const second = await backend.simulatedCheckout!.pay(orderId);
    const extraRefund = refundIdFor.payment(extraPaymentOf(orderId, second.razorpay_payment_id));
    return { projectId, orderId, first, second, extraRefund };
  }

  it('refunds the second at once, tells its payer, and the ledger and the reconciliation agree with the provider', async () => {
    expectConsole('warn', /a second payment on a paid order: refunded/);
    const { projectId, orderId, first, second, extraRefund } = await paidTwice();
    expect(await send(api.url, student, 'POST', '/verify-payment', { projectId, ...first })).toMatchObject({
      status: 200,
    });
    const refunded = `${paymentErrors.paidTwice} ${paymentErrors.refundedInFull(formatRupees(BUDGET))}`;
    const answer = await send(api.url, student, 'POST', '/verify-payment', { projectId, ...second });
    expect(answer.status).toBe(409);
    expect(Object.values(answer.body)).toContain(refunded);

    const refund = (await backend.db.doc(paths.refund(extraRefund)).get()).data();
    expect(refund).toMatchObject({
      purpose: 'payment',
      payerId: student.uid,
      paymentId: second.razorpay_payment_id,
      paymentOrderId: orderId,
      amountPaise: toPaise(BUDGET),
      status: 'requested',
    });
    // The payer is told as for any payment the server refunds (the refund's notification trigger writes these).
    const told = notificationsForRefund(null, { ...(refund as RefundFacts), id: extraRefund });
    expect(told.map(({ to, content }) => [to, content.kind])).toEqual([[{ uid: student.uid }, 'payment-refunding']]);
    const extra = await captureOf(entryIdFor.extraCapture(orderId, second.razorpay_payment_id));
    expect(extra.get('refs')).toMatchObject({ paymentId: second.razorpay_payment_id, paymentOrderId: orderId });
    expect(extra.get('totals')).toMatchObject({ provider: toPaise(BUDGET), held: -toPaise(BUDGET) });
    expect((await captureOf(entryIdFor.capture(orderId))).get('refs.paymentId')).toBe(first.razorpay_payment_id);
    expect((await backend.db.doc(paths.project(projectId)).get()).get('paymentStatus')).toBe('Funded');

    // Its checkout again, or its webhook: the refund is found, nothing is written twice.
    const entries = (await backend.db.collection(paths.ledgerEntries).get()).size;
    expect((await send(api.url, student, 'POST', '/verify-payment', { projectId, ...second })).status).toBe(409);
    expect((await backend.db.collection(paths.ledgerEntries).get()).size).toBe(entries);

    expect(await reconcile()).toMatchObject({ status: 200, body: { healed: 0, differences: 0 } });
    const differences = await backend.db.collection(paths.reconciliationDifferences).get();
    expect(differences.size).toBe(0);
  });

  it('when both checkouts and webhooks were lost, the reconciliation funds with one and refunds the other', async () => {
    expectConsole('warn', /a second payment on a paid order: refunded/);
    const { projectId, orderId, first, extraRefund } = await paidTwice();
    expect(await reconcile()).toMatchObject({ status: 200, body: { healed: 2, differences: 0 } });
    const paidBy = String((await backend.db.doc(paths.paymentOrder(orderId)).get()).get('paymentId'));
    expect((await backend.db.doc(paths.project(projectId)).get()).get('paymentStatus')).toBe('Funded');
    const refunds = await backend.db.collection(paths.refunds).where('paymentOrderId', '==', orderId).get();
    expect(refunds.docs.map((doc) => doc.get('paymentId'))).toHaveLength(1);
    expect(refunds.docs[0]!.get('paymentId')).not.toBe(paidBy);
    if (paidBy === first.razorpay_payment_id) expect(refunds.docs[0]!.id).toBe(extraRefund);
    expect(await reconcile()).toMatchObject({ body: { healed: 0, differences: 0 } });
  });
});

describe("the console's balances", () => {
  it('are the sums of the ledger: held after a funding, the platform’s share and owed to the seller after release', async () => {
    const { projectId } = await capturedButUnrecorded();
    await reconcile();
    expect((await overview()).body.balances).toMatchObject({
      heldPaise: toPaise(BUDGET),
      atProvidersPaise: toPaise(BUDGET),
    });
    await backend.db.doc(paths.project(projectId)).update({ status: 'Completed', deliveries: 1 });
    expect(
      (await send(api.url, student, 'POST', `/projects/${projectId}/transitions`, { action: 'release' })).status,
    ).toBe(200);
    expect((await overview()).body.balances).toMatchObject({
      heldPaise: 0,
      owedToSellersPaise: Math.round(toPaise(BUDGET) * 0.7),
      platformSharePaise: toPaise(BUDGET) - Math.round(toPaise(BUDGET) * 0.7),
      paidOutPaise: 0,
      refundedPaise: 0,
    });
    // Each movement names its project (decision 064): the capture and the release, never 'project-…'.
    const recent = (await overview()).body.recent as { kind: string; subject: string; title: string }[];
    expect(recent.map((entry) => [entry.kind, entry.title])).toEqual([
      ['release', 'Line-following robot'],
      ['capture', 'Line-following robot'],
    ]);
    expect(recent[0]!.subject).toBe(ledgerSubject.project(projectId));
  });

  it('name an entry of the earlier books as such, and one whose project is gone without its id', async () => {
    const history = captureEntry(
      { subject: ledgerSubject.project('history-2026-10-01-2'), payerId: 'history-student-1', sellerId: null },
      { paymentId: 'pay_h1', paymentOrderId: 'order_h1', amountPaise: 100 },
    );
    await backend.db
      .doc(paths.ledgerEntry(history.id))
      .set({ ...storedEntry(history, Date.now() - 60_000), imported: true });
    await bookCapture(backend.db, {
      subject: ledgerSubject.project('IpdAJ4bk'),
      payerId: student.uid,
      paymentId: 'pay_gone',
      paymentOrderId: 'order_gone',
      amountPaise: 100,
    });
    const recent = (await overview()).body.recent as { title: string }[];
    expect(recent.map((entry) => entry.title)).toEqual([subjectTexts.goneProject, subjectTexts.importedProject]);
    expect(JSON.stringify(recent.map((entry) => entry.title))).not.toMatch(/history-|IpdAJ4bk/);
  });

  it('start from the newest closed day and add only the entries filed after it, never summing the whole ledger', async () => {
    const dayMs = 24 * 60 * 60 * 1000;
    const capture = async (n: number, at: number) => {
      const draft = captureEntry(
        { subject: ledgerSubject.project(`closed-${n}`), payerId: student.uid, sellerId: null },
        { paymentId: `pay_closed_${n}`, paymentOrderId: `order_closed_${n}`, amountPaise: 100 * n },
      );
      await backend.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, at));
    };
    await capture(1, Date.now() - 3 * dayMs);
    await capture(2, Date.now() - 2 * dayMs);
    await capture(4, Date.now());
    const yesterday = previousIndiaDay(today());
    await foldInsights(backend.db, { from: indiaDay(Date.now() - 3 * dayMs), to: today() });

    const closed = backend.db.doc(paths.ledgerBalance(yesterday));
    expect((await closed.get()).get('closing')).toMatchObject({ totals: { held: -300, provider: 300 }, entries: 2 });
    // Today is still under way: not closed, though the fold's span reached it.
    expect((await backend.db.doc(paths.ledgerBalance(today())).get()).exists).toBe(false);
    expect((await overview()).body.balances).toMatchObject({ heldPaise: 700, atProvidersPaise: 700, entries: 3 });

    // What the console shows moves with the closed day's document, not with a new sum of the entries before it.
    await closed.update({ 'closing.totals.held': -307 });
    expect((await overview()).body.balances).toMatchObject({ heldPaise: 707, atProvidersPaise: 700 });
    await closed.update({ 'closing.totals.held': -300 });
  });
});
