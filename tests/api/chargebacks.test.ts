// Chargebacks (decision 049): Razorpay's `payment.dispute.*` webhooks through the webhook's acceptance (signature,
// event-id dedupe) and the Pub/Sub subscriber, in any order and however often; the ledger's entries and invariants;
// the seller's share held in escrow, held on an unsent payout, or recovered from a paid one; each outcome.
import { describe, expect, it } from 'vitest';
import { ledgerProblems } from '@marketplace/shared/ledger/invariants';
import { earningEntry, entryIdFor, ledgerSubject, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import {
  type Chargeback,
  SIMULATED_CHARGEBACK_FEE_PAISE,
  sellerShareOf,
} from '@marketplace/shared/payments/chargeback';
import { chargebackTexts } from '@marketplace/shared/payments/chargebacks-api';
import { aChargeback } from '@marketplace/shared/payments/test-chargeback';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout } from '@marketplace/shared/payouts/payout';
import { splitPaise } from '@marketplace/shared/projects/money';
import { DECIDED_CHARGEBACKS_LISTED } from '../../functions/src/features/payments/answer-chargeback.ts';
import { chargebackFrom } from '../../functions/src/features/payments/chargeback-events.ts';
import { queueForSending } from '../../functions/src/features/payouts/queue-payout.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { bookCapture, ledgerEntries } from './support/ledger.ts';
import { call, postSignedEvent, type PaymentsApi, type Person } from './support/payments.ts';
import { fundedProject, useRefundsSuite } from './support/refunds.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, admin: Person;
useRefundsSuite((suite) => ({ backend, api, student, seller, admin } = suite));

const FEE = SIMULATED_CHARGEBACK_FEE_PAISE;
let disputes = 0;

/** A dispute event as Razorpay posts it (its sample payload for payment.dispute.*). */
function disputeEvent(status: string, dispute: { id: string; paymentId: string; amountPaise: number }) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event: `payment.dispute.${status}`,
    contains: ['payment', 'dispute'],
    payload: {
      payment: { entity: { id: dispute.paymentId, entity: 'payment', status: 'captured' } },
      dispute: {
        entity: {
          id: dispute.id,
          entity: 'dispute',
          payment_id: dispute.paymentId,
          amount: dispute.amountPaise,
          currency: 'INR',
          amount_deducted: 0,
          reason_code: 'product_not_received',
          reason_description: 'The cardholder says the work never arrived.',
          respond_by: 1_900_000_000,
          status: status === 'created' ? 'open' : status,
          phase: 'chargeback',
          created_at: 1_800_000_000,
          fee: FEE,
        },
      },
    },
    created_at: 1_800_000_000,
  };
}

const chargebackOf = async (id: string) => chargebackFrom(await backend.db.doc(paths.chargeback(id)).get());

async function post(status: string, dispute: { id: string; paymentId: string; amountPaise: number }, eventId?: string) {
  return postSignedEvent(api, eventId ?? `evt_${dispute.id}_${status}`, disputeEvent(status, dispute));
}

/** Posts the event and waits until the case shows `status`. */
async function move(status: string, dispute: { id: string; paymentId: string; amountPaise: number }) {
  const answer = await post(status, dispute);
  expect(answer.status).toBe(200);
  const want = status === 'created' ? 'open' : status;
  return (await eventually(
    () => chargebackOf(dispute.id),
    (chargeback) => chargeback?.status === want,
  ))!;
}

async function newCase(options: { budget?: number } = {}) {
  const funded = await fundedProject(backend, student, seller, options);
  const dispute = {
    id: `disp_test${++disputes}${Date.now()}`,
    paymentId: funded.paymentId,
    amountPaise: funded.amountPaise,
  };
  return { ...funded, dispute };
}

const entriesOfCase = async (disputeId: string) =>
  (await ledgerEntries(backend.db)).filter((entry) => entry.refs.disputeId === disputeId);

const sumOn = (entries: LedgerEntry[], account: string) =>
  entries.reduce(
    (sum, entry) => sum + entry.lines.filter((line) => line.account === account).reduce((s, l) => s + l.amountPaise, 0),
    0,
  );

/** The project released as the server books it: its earning, and its payout record at `status`. */
async function released(projectId: string, amountPaise: number, status: string) {
  const subject = ledgerSubject.project(projectId);
  const split = splitPaise(amountPaise);
  const draft = earningEntry({ subject, payerId: student.uid, sellerId: seller.uid }, 'release', split);
  await backend.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, Date.now()));
  await backend.db.doc(paths.project(projectId)).update({ paymentStatus: 'Released' });
  await backend.db.doc(paths.payout(projectId)).set({
    projectId,
    sellerId: seller.uid,
    sellerEmail: seller.email,
    studentId: student.uid,
    title: 'Line-following robot',
    ...split,
    currency: 'INR',
    ...unsentPayout,
    status,
  });
}

describe('a dispute webhook', () => {
  it('is refused when forged, and changes nothing', async () => {
    const { dispute } = await newCase();
    expectConsole('warn', /webhook signature rejected/);
    const forged = await call(api, 'POST', '/razorpay/webhook', {
      rawBody: JSON.stringify(disputeEvent('created', dispute)),
      headers: { 'x-razorpay-event-id': `evt_forged_${dispute.id}`, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(forged.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await chargebackOf(dispute.id)).toBeNull();
    expect(await entriesOfCase(dispute.id)).toEqual([]);
  });

  it('opens the case once: the amount and fee booked, the share held in escrow; a replay changes nothing', async () => {
    const { dispute, projectId } = await newCase();
    const opened = await move('created', dispute);
    expect(opened).toMatchObject<Partial<Chargeback>>({
      status: 'open',
      treatment: 'escrow',
      subject: ledgerSubject.project(projectId),
      sellerId: seller.uid,
      payerId: student.uid,
      amountPaise: dispute.amountPaise,
      feePaise: FEE,
      sellerSharePaise: sellerShareOf(dispute.amountPaise),
      respondBy: 1_900_000_000_000,
      reasonCode: 'product_not_received',
    });
    // Replayed under its event id: a duplicate at the door. Again under a new id: the case does not move.
    expect((await post('created', dispute)).body).toMatchObject({ duplicate: true });
    expect((await post('created', dispute, `evt_again_${dispute.id}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const entries = await entriesOfCase(dispute.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['chargeback-debit']);
    expect(sumOn(entries, 'provider')).toBe(-(dispute.amountPaise + FEE));
    expect(sumOn(entries, `chargeback:${dispute.id}`)).toBe(dispute.amountPaise);
    expect(sumOn(entries, 'platform')).toBe(FEE);
    expect((await chargebackOf(dispute.id))!.openedAt).toBe(opened.openedAt);
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });

  it('won before its created arrived: opened and decided at once; a late under_review changes nothing', async () => {
    const { dispute } = await newCase();
    await move('won', dispute);
    await post('created', dispute);
    await post('under_review', dispute);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await chargebackOf(dispute.id))!.status).toBe('won');
    const entries = await entriesOfCase(dispute.id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['chargeback-debit', 'chargeback-won']);
    // Back at the provider but for the fee, which the platform bears; nothing left with the bank.
    expect(sumOn(entries, 'provider')).toBe(-FEE);
    expect(sumOn(entries, `chargeback:${dispute.id}`)).toBe(0);
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });

  it('lost while the money was in escrow: the held money went back to the payer through their bank', async () => {
    const { dispute, projectId } = await newCase();
    await move('created', dispute);
    await move('lost', dispute);
    const entries = await entriesOfCase(dispute.id);
    const subject = ledgerSubject.project(projectId);
    expect(sumOn(entries, `held:${subject}`)).toBe(dispute.amountPaise);
    expect(sumOn(entries, `chargeback:${dispute.id}`)).toBe(0);
    const all = await ledgerEntries(backend.db);
    expect(
      sumOn(
        all.filter((entry) => entry.subject === subject),
        `held:${subject}`,
      ),
    ).toBe(0);
    expect(ledgerProblems(all)).toEqual([]);
  });
});

describe('the seller’s share', () => {
  it('is held on an unsent payout until the case is won, then the payout may leave', async () => {
    const { dispute, projectId } = await newCase();
    await released(projectId, dispute.amountPaise, 'waiting-for-details');
    const opened = await move('created', dispute);
    expect(opened).toMatchObject({ treatment: 'payout-held', payoutId: projectId });
    expect((await backend.db.doc(paths.payout(projectId)).get()).get('chargebackHold')).toBe(dispute.id);
    const details = { method: 'upi' as const, upiId: 'sally@okaxis' };
    expect((await queueForSending(backend, projectId, details))!.status).toBe('waiting-for-details');
    await move('won', dispute);
    expect((await backend.db.doc(paths.payout(projectId)).get()).get('chargebackHold')).toBeNull();
    expect((await queueForSending(backend, projectId, details))!.status).toBe('queued');
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });

  it('held on an unsent payout and lost: the share is taken from it and the payout never leaves', async () => {
    const { dispute, projectId } = await newCase();
    await released(projectId, dispute.amountPaise, 'waiting-for-details');
    await move('created', dispute);
    await move('lost', dispute);
    const entries = await entriesOfCase(dispute.id);
    const share = sellerShareOf(dispute.amountPaise);
    expect(sumOn(entries, `sellerDue:${seller.uid}`)).toBe(share);
    expect(sumOn(entries, 'platform')).toBe(FEE + dispute.amountPaise - share);
    const details = { method: 'upi' as const, upiId: 'sally@okaxis' };
    expect((await queueForSending(backend, projectId, details))!.status).toBe('waiting-for-details');
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });

  it('is recovered from the seller’s earnings when paid out, kept when lost', async () => {
    const { dispute, projectId } = await newCase();
    await released(projectId, dispute.amountPaise, 'processed');
    expect(await move('created', dispute)).toMatchObject({ treatment: 'recovered', payoutId: null });
    const share = sellerShareOf(dispute.amountPaise);
    const recovery = (await backend.db.doc(paths.ledgerEntry(entryIdFor.chargebackRecovery(dispute.id))).get()).data();
    expect(recovery?.lines).toEqual([
      { account: `sellerDue:${seller.uid}`, amountPaise: share },
      { account: `chargeback:${dispute.id}`, amountPaise: -share },
    ]);
    await move('lost', dispute);
    const entries = await entriesOfCase(dispute.id);
    expect(sumOn(entries, `sellerDue:${seller.uid}`)).toBe(share);
    expect(sumOn(entries, `chargeback:${dispute.id}`)).toBe(0);
    expect(sumOn(entries, 'platform')).toBe(FEE + dispute.amountPaise - share);
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });

  it('is recovered when paid out, and owed to the seller again when the case is won', async () => {
    const { dispute, projectId } = await newCase();
    await released(projectId, dispute.amountPaise, 'processed');
    await move('created', dispute);
    await move('won', dispute);
    const entries = await entriesOfCase(dispute.id);
    expect(sumOn(entries, `sellerDue:${seller.uid}`)).toBe(0);
    expect(sumOn(entries, 'provider')).toBe(-FEE);
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
  });
});

describe('the admin’s chargeback endpoints', () => {
  /** A project funded through the api's own simulated provider, whose webhooks reach the api's acceptance. */
  async function paidThroughProvider() {
    api.checkout.sendWebhooksWith(
      async (webhook) =>
        (
          await call(api, 'POST', '/razorpay/webhook', {
            rawBody: webhook.rawBody.toString('utf8'),
            headers: { 'x-razorpay-event-id': webhook.eventId, 'x-razorpay-signature': webhook.signature },
          })
        ).status === 200,
    );
    const funded = await fundedProject(backend, student, seller, { paid: false });
    const order = await api.checkout.createOrder({
      amountPaise: funded.amountPaise,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    const paid = await api.checkout.pay(order.id);
    const paymentId = paid.razorpay_payment_id;
    const subject = ledgerSubject.project(funded.projectId);
    await bookCapture(backend.db, {
      subject,
      payerId: student.uid,
      paymentId,
      paymentOrderId: order.id,
      amountPaise: funded.amountPaise,
    });
    await backend.db.doc(paths.paymentOrder(order.id)).set({
      purpose: 'project',
      projectId: funded.projectId,
      studentId: student.uid,
      amountPaise: funded.amountPaise,
      currency: 'INR',
      status: 'paid',
      paymentId,
      paidAt: Date.now(),
    });
    await backend.db.collection(paths.projectMessages(funded.projectId)).add({
      text: 'Here is the robot, as agreed.',
      senderId: seller.uid,
      senderEmail: seller.email,
      createdAt: Date.now(),
    });
    return { ...funded, paymentId };
  }

  it('raise (simulated), list by respond-by, show the evidence pack, contest as a draft then a submission', async () => {
    const { paymentId } = await paidThroughProvider();
    const raised = await call(api, 'POST', '/admin/chargebacks/simulated', { as: admin, body: { paymentId } });
    expect(raised.status).toBe(200);
    const disputeId = String(raised.body.disputeId);
    await eventually(
      () => chargebackOf(disputeId),
      (chargeback) => chargeback?.status === 'open',
    );
    const listed = await call(api, 'GET', '/admin/chargebacks', { as: admin });
    const cases = listed.body.chargebacks as Chargeback[];
    expect(cases.map((c) => c.id)).toContain(disputeId);
    const open = cases.filter((c) => c.status !== 'won' && c.status !== 'lost' && c.status !== 'closed');
    expect(open.map((c) => c.respondBy)).toEqual([...open.map((c) => c.respondBy)].sort((a, b) => a! - b!));
    const evidence = await call(api, 'GET', `/admin/chargebacks/${disputeId}/evidence`, { as: admin });
    const sections = evidence.body.sections as { title: string; lines: { text: string }[] }[];
    expect(sections.map((section) => section.title)).toEqual([
      'Receipt',
      'Work delivered, with its files',
      'Chat transcript',
      'Project history',
      'Release',
    ]);
    expect(sections[2]!.lines[0]!.text).toBe(`${seller.email}: Here is the robot, as agreed.`);
    const empty = await call(api, 'POST', `/admin/chargebacks/${disputeId}/answer`, {
      as: admin,
      body: { action: 'submit', summary: ' ' },
    });
    expect(empty).toMatchObject({ status: 400, body: { message: chargebackTexts.summaryRequired } });
    const summary = 'The work was delivered and accepted in the chat.';
    for (const action of ['draft', 'submit']) {
      const answered = await call(api, 'POST', `/admin/chargebacks/${disputeId}/answer`, {
        as: admin,
        body: { action, summary },
      });
      expect(answered.status).toBe(200);
    }
    expect(
      (await call(api, 'POST', `/admin/chargebacks/${disputeId}/answer`, { as: admin, body: { action: 'accept' } }))
        .body,
    ).toMatchObject({ message: chargebackTexts.submitted });
    await eventually(
      () => chargebackOf(disputeId),
      (chargeback) => chargeback?.status === 'under_review',
    );
    const decision = `/admin/chargebacks/simulated/${disputeId}/decision`;
    expect((await call(api, 'POST', decision, { as: student, body: { outcome: 'won' } })).status).toBe(403);
    expect(
      await call(api, 'POST', '/admin/chargebacks/simulated/disp_nothing/decision', {
        as: admin,
        body: { outcome: 'won' },
      }),
    ).toMatchObject({ status: 404, body: { message: chargebackTexts.noDispute } });
    expect((await call(api, 'POST', decision, { as: admin, body: { outcome: 'maybe' } })).status).toBe(400);
    expect((await call(api, 'POST', decision, { as: admin, body: { outcome: 'won' } })).status).toBe(200);
    await eventually(
      () => chargebackOf(disputeId),
      (chargeback) => chargeback?.status === 'won',
    );
    expect(ledgerProblems(await ledgerEntries(backend.db))).toEqual([]);
    await api.checkout.idle();
  });

  it('lists a case with no title kept by its project’s title now, or by what it was, never by an id', async () => {
    const tag = String(Date.now());
    await backend.db.doc(paths.project(`named-${tag}`)).set({ title: `Rain gauge ${tag}` });
    const untitled = (id: string, subjectId: string) => {
      const { id: _id, ...stored } = aChargeback({ id, title: '', subject: `project-${subjectId}`, subjectId });
      return backend.db.doc(paths.chargeback(id)).set(stored);
    };
    await untitled(`disp_named${tag}`, `named-${tag}`);
    await untitled(`disp_gone${tag}`, `gone-${tag}`);
    const listed = (await call(api, 'GET', '/admin/chargebacks', { as: admin })).body.chargebacks as Chargeback[];
    const titleOf = (id: string) => listed.find((chargeback) => chargeback.id === id)?.title;
    expect(titleOf(`disp_named${tag}`)).toBe(`Rain gauge ${tag}`);
    expect(titleOf(`disp_gone${tag}`)).toBe('A project no longer on record');
  });

  it('lists every undecided case but only the latest decided ones, newest first, however many were decided', async () => {
    const tag = String(Date.now());
    // Decided later than any other case in the suite, so they are the latest: one more than the list keeps, and one.
    const decidedAt = (n: number) => Date.UTC(2100, 0, 1) + n * 60_000;
    const seeded = Array.from({ length: DECIDED_CHARGEBACKS_LISTED + 2 }, (_, n) => `disp_decided${tag}-${n}`);
    await Promise.all(
      seeded.map((id, n) => {
        const { id: _id, ...stored } = aChargeback({ id, status: n % 2 ? 'won' : 'lost', updatedAt: decidedAt(n) });
        return backend.db.doc(paths.chargeback(id)).set(stored);
      }),
    );
    const { id: waitingId, ...waiting } = aChargeback({ id: `disp_waiting${tag}`, updatedAt: Date.UTC(2020, 0, 1) });
    await backend.db.doc(paths.chargeback(waitingId)).set(waiting);
    const listed = (await call(api, 'GET', '/admin/chargebacks', { as: admin })).body.chargebacks as Chargeback[];
    expect(listed.map((chargeback) => chargeback.id)).toContain(waitingId);
    const decided = listed.filter((chargeback) => ['won', 'lost', 'closed'].includes(chargeback.status));
    expect(decided.map((chargeback) => chargeback.id)).toEqual(seeded.slice(2).reverse());
  });

  it('accept: the provider answers lost, booked once; only admins may call, a stranger id is not found', async () => {
    const { paymentId } = await paidThroughProvider();
    const disputeId = await api.checkout.raiseDispute(paymentId);
    await eventually(
      () => chargebackOf(disputeId),
      (chargeback) => chargeback?.status === 'open',
    );
    expect((await call(api, 'GET', '/admin/chargebacks', { as: student })).status).toBe(403);
    expect((await call(api, 'GET', '/admin/chargebacks/disp_nothing/evidence', { as: admin })).status).toBe(404);
    const accepted = await call(api, 'POST', `/admin/chargebacks/${disputeId}/answer`, {
      as: admin,
      body: { action: 'accept' },
    });
    expect(accepted.status).toBe(200);
    await eventually(
      () => chargebackOf(disputeId),
      (chargeback) => chargeback?.status === 'lost',
    );
    expect((await chargebackOf(disputeId))!.response).toBe('accepted');
    const again = await call(api, 'POST', `/admin/chargebacks/${disputeId}/answer`, {
      as: admin,
      body: { action: 'accept' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: chargebackTexts.decided } });
    expect((await entriesOfCase(disputeId)).map((entry) => entry.kind).sort()).toEqual([
      'chargeback-debit',
      'chargeback-lost',
    ]);
    await api.checkout.idle();
  });
});
