// 'Fund all at once' (decision 075): on a project split into milestones, every milestone still to fund in one
// checkout. The server prices it from the project (the browser's figures are ignored); the verified payment funds each
// milestone as funding it alone would (its capture, receipt and 'funded' event); a repeated verify or webhook writes
// nothing again; a milestone funded meanwhile on its own refuses the whole payment (refunded, nothing else changed);
// cancelling refunds what is funded and not released, each milestone by its own refund.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paymentDocumentId } from '@marketplace/shared/documents/buyer-documents';
import { entryIdFor, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { moneyIdOf } from '@marketplace/shared/projects/milestones';
import { expectConsole } from '../support/fail-on-console.ts';
import { handleRazorpayEvent } from '../../functions/src/features/payments/handle-razorpay-event.ts';
import { projectFundingErrors } from '../../functions/src/features/projects/project-funding.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { deliverEntry } from './support/ledger.ts';
import { milestoneSteps } from './support/milestones.ts';
import {
  call,
  capturedEvent,
  createOrderFor,
  seedProject,
  startPaymentsApi,
  state,
  type PaymentsApi,
  type Person,
} from './support/payments.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, otherStudent: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller', 'student', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, otherStudent, admin] = suite.people;
});

const AMOUNTS = [10_000, 20_000, 3_333];
const SUM = 33_333;
const funded = { state: 'funded', payoutPaise: 0, refundPaise: 0 };

const { splitProject, projectOf, transition, delivered, cancelByAgreement } = milestoneSteps(
  () => ({ backend, api, student, seller }),
  AMOUNTS,
);
const orderAll = (id: string, as: Person = student, extra: object = {}) =>
  call(api, 'POST', '/create-order', { as, body: { projectId: id, milestones: 'all', ...extra } });
const verify = (id: string, paid: object) =>
  call(api, 'POST', '/verify-payment', { as: student, body: { projectId: id, ...paid } });
const historyIds = async (id: string) =>
  Object.fromEntries(
    (await backend.db.collection(paths.projectHistory(id)).get()).docs.map((doc) => [doc.id, doc.get('milestone')]),
  );
const capturesOf = async (orderId: string) =>
  (await backend.db.collection(paths.ledgerEntries).where('refs.paymentOrderId', '==', orderId).get()).docs;

async function fundAll(id: string) {
  const order = await orderAll(id, student, { amount: 1, amountPaise: 1 });
  expect(order.status).toBe(200);
  const orderId = String(order.body.id);
  const paid = await api.checkout.pay(orderId);
  return { orderId, amount: order.body.amount, paid, verified: await verify(id, paid) };
}

describe('funding every milestone left at once', () => {
  it('charges their sum, decided by the server, and funds each as funding it alone would', async () => {
    const id = await splitProject();
    const { orderId, amount, paid, verified } = await fundAll(id);
    expect(amount).toBe(SUM);
    expect(verified).toEqual({ status: 200, body: { paymentStatus: 'Funded' } });
    expect(await projectOf(id)).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Funded',
      milestoneOutcomes: [funded, funded, funded],
    });
    // A capture per milestone, held for its own money id, each with its receipt.
    const captures = await capturesOf(orderId);
    expect(captures.map((doc) => [doc.get('subject'), -doc.get('totals.held')]).sort()).toEqual(
      AMOUNTS.map((amountPaise, i) => [ledgerSubject.project(moneyIdOf(id, i)), amountPaise]).sort(),
    );
    for (const [i, amountPaise] of AMOUNTS.entries()) {
      const entryId = entryIdFor.partCapture(orderId, moneyIdOf(id, i));
      await deliverEntry(backend, entryId);
      const receipt = await backend.db.doc(paths.document(paymentDocumentId({ id: entryId, kind: 'capture' }))).get();
      expect(receipt.data(), entryId).toMatchObject({ ownerId: student.uid, amountPaise });
    }
    // An event per milestone, each told to the seller as 'Milestone N funded'.
    expect(await historyIds(id)).toMatchObject({ funded: 0, 'funded-m2': 1, 'funded-m3': 2 });

    // The verify repeated, and the webhook of the same payment, write nothing again.
    const before = state(await backend.db.doc(paths.project(id)).get());
    expect(await verify(id, paid)).toEqual({ status: 409, body: { error: paymentErrors.alreadyPaid } });
    await handleRazorpayEvent(backend, { id: 'again', data: capturedEvent(orderId, paid.razorpay_payment_id, SUM) });
    expect(state(await backend.db.doc(paths.project(id)).get())).toEqual(before);
    expect(await capturesOf(orderId)).toHaveLength(3);

    // Each milestone is then delivered and released on its own, the next already held.
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    expect(await projectOf(id)).toMatchObject({ status: 'In Progress', paymentStatus: 'Funded', milestoneIndex: 1 });
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    expect(await projectOf(id)).toMatchObject({ status: 'Completed', paymentStatus: 'Released', milestoneIndex: 2 });
    for (const i of [0, 1, 2])
      expect((await backend.db.doc(paths.payout(moneyIdOf(id, i))).get()).get('budgetPaise')).toBe(AMOUNTS[i]);
  });

  it('funds the later milestones ahead while the one under way is funded already', async () => {
    const id = await splitProject();
    const first = await createOrderFor(api, student, id);
    expect((await verify(id, await api.checkout.pay(first.id))).status).toBe(200);
    const { amount, verified } = await fundAll(id);
    expect(amount).toBe(AMOUNTS[1]! + AMOUNTS[2]!);
    expect(verified.status).toBe(200);
    expect(await projectOf(id)).toMatchObject({ paymentStatus: 'Funded', milestoneOutcomes: [funded, funded, funded] });
    expect(await historyIds(id)).toMatchObject({ funded: 0, 'funded-m2': 1, 'funded-m3': 2 });
    // Nothing is left to fund: neither at once nor the ordinary way.
    expect(await orderAll(id)).toEqual({ status: 409, body: { error: projectFundingErrors.notAllFundable } });
    expect((await call(api, 'POST', '/create-order', { as: student, body: { projectId: id } })).status).toBe(409);
  });

  it('is refused to anyone but the student, and with fewer than two milestones to fund', async () => {
    const id = await splitProject();
    expect(await orderAll(id, otherStudent)).toEqual({
      status: 403,
      body: { error: projectFundingErrors.notProjectStudent },
    });
    expect((await orderAll(id, seller)).status).toBe(403);
    const one = await seedProject(backend, student, { seller, budget: 333.33 });
    expect(await orderAll(one)).toEqual({ status: 409, body: { error: projectFundingErrors.notAllFundable } });
    await backend.db.doc(paths.project(id)).update({ cancelRequestedAt: Timestamp.now() });
    expect((await orderAll(id)).status).toBe(409);
    expect((await backend.db.collection(paths.paymentOrders).where('projectId', 'in', [id, one]).get()).size).toBe(0);
  });

  it('refuses the whole payment when one milestone was funded meanwhile on its own: refunded, nothing changed', async () => {
    expectConsole('warn', /verified payment could not be applied: refunded/);
    const id = await splitProject();
    const all = await orderAll(id);
    const single = await createOrderFor(api, student, id);
    expect((await verify(id, await api.checkout.pay(single.id))).status).toBe(200);
    const before = state(await backend.db.doc(paths.project(id)).get());
    const refused = await verify(id, await api.checkout.pay(String(all.body.id)));
    expect(refused.status).toBe(409);
    expect(String(refused.body.error)).toContain(projectFundingErrors.fundedMeanwhile);
    expect(String(refused.body.error)).toContain('₹333.33');
    expect(state(await backend.db.doc(paths.project(id)).get())).toEqual(before);
    expect(await projectOf(id)).toMatchObject({ milestoneOutcomes: [funded] });
    const refund = await backend.db.doc(paths.refund(refundIdFor.payment(String(all.body.id)))).get();
    expect(refund.data()).toMatchObject({ purpose: 'payment', amountPaise: SUM });
    expect(await historyIds(id)).not.toHaveProperty('funded-m2');
  });

  it('lets exactly one of a funding at once and a funding of one milestone win when both are verified together', async () => {
    expectConsole('warn', /verified payment could not be applied: refunded/);
    const id = await splitProject();
    const all = String((await orderAll(id)).body.id);
    const single = (await createOrderFor(api, student, id)).id;
    const [paidAll, paidSingle] = [await api.checkout.pay(all), await api.checkout.pay(single)];
    const answers = await Promise.all([verify(id, paidAll), verify(id, paidSingle)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const allWon = answers[0]!.status === 200;
    expect(await projectOf(id)).toMatchObject({
      paymentStatus: 'Funded',
      milestoneOutcomes: allWon ? [funded, funded, funded] : [funded],
    });
    const orphaned = await backend.db.doc(paths.paymentOrder(allWon ? single : all)).get();
    expect(orphaned.get('status')).toBe('orphaned');
  });

  it('refunds what is funded and not released when the project is cancelled, each milestone on its own', async () => {
    const id = await splitProject();
    const { orderId } = await fundAll(id);
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    await cancelByAgreement(id);
    expect(await projectOf(id)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      milestoneOutcomes: [
        { state: 'released', payoutPaise: AMOUNTS[0] },
        { state: 'refunded', refundPaise: AMOUNTS[1] },
        { state: 'refunded', refundPaise: AMOUNTS[2] },
      ],
    });
    const refunds = await backend.db.collection(paths.refunds).where('paymentOrderId', '==', orderId).get();
    expect(refunds.docs.map((doc) => [doc.get('subjectId'), doc.get('amountPaise')]).sort()).toEqual(
      [
        [moneyIdOf(id, 1), AMOUNTS[1]],
        [moneyIdOf(id, 2), AMOUNTS[2]],
      ].sort(),
    );
    // The cancellation's event (and so its notice) says all it refunded.
    const events = await backend.db.collection(paths.projectHistory(id)).where('kind', '==', 'cancelled').get();
    expect(events.docs.map((doc) => doc.get('refundPaise'))).toEqual([AMOUNTS[1]! + AMOUNTS[2]!]);
    expect(events.docs.map((doc) => doc.get('refunds'))).toEqual([
      [
        { milestone: 1, amountPaise: AMOUNTS[1] },
        { milestone: 2, amountPaise: AMOUNTS[2] },
      ],
    ]);
    // Each refund's credit note finds its milestone's capture.
    const refundId = refunds.docs.find((doc) => doc.get('subjectId') === moneyIdOf(id, 2))!.id;
    await deliverEntry(backend, entryIdFor.refundDue(refundId));
    const note = await backend.db.doc(paths.document(entryIdFor.refundDue(refundId))).get();
    expect(note.data()).toMatchObject({ kind: 'credit-note', amountPaise: AMOUNTS[2] });
  });

  it('records every milestone a dispute settled as a full refund gave back, each with its amount, and their sum', async () => {
    const id = await splitProject();
    await fundAll(id);
    await delivered(id);
    expect((await transition(id, student, 'release')).status).toBe(200);
    expect((await transition(id, student, 'dispute')).status).toBe(200);
    const settled = await call(api, 'POST', `/admin/disputes/${id}/settlement`, {
      as: admin,
      body: { outcome: 'refund' },
    });
    expect(settled.status).toBe(200);
    expect(await projectOf(id)).toMatchObject({
      status: 'Cancelled',
      milestoneOutcomes: [
        { state: 'released', payoutPaise: AMOUNTS[0] },
        { state: 'refunded', refundPaise: AMOUNTS[1] },
        { state: 'refunded', refundPaise: AMOUNTS[2] },
      ],
    });
    const event = (await backend.db.doc(`${paths.projectHistory(id)}/settled-m2`).get()).data()!;
    expect(event).toMatchObject({
      kind: 'settled',
      outcome: 'refund',
      milestone: 1,
      refundPaise: AMOUNTS[1]! + AMOUNTS[2]!,
      refunds: [
        { milestone: 1, amountPaise: AMOUNTS[1] },
        { milestone: 2, amountPaise: AMOUNTS[2] },
      ],
    });
    const refunds = await backend.db
      .collection(paths.refunds)
      .where(
        'subjectId',
        'in',
        [1, 2].map((i) => moneyIdOf(id, i)),
      )
      .get();
    expect(refunds.docs.map((doc) => doc.get('amountPaise')).sort()).toEqual([AMOUNTS[1], AMOUNTS[2]].sort());
  });
});
