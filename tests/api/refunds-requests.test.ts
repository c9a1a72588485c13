// The deciding transaction's refund record (functions refund-requests.ts): never more than was captured, written
// once however many transactions race to decide the same funding's refund.
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons } from '@marketplace/shared/payments/refund';
import { useApiSuite } from './support/api-suite.ts';
import { listen, type Backend } from './support/emulators.ts';
import { state, type Person } from './support/payments.ts';
import { fundedProject, refundOf, requestRefund } from './support/refunds.ts';
import { createApp } from '../../functions/src/app.ts';

let backend: Backend;
let student: Person;
let seller: Person;

useApiSuite({ serve: (started) => listen(createApp(started)), people: ['student', 'seller'] }, (suite) => {
  ({ backend } = suite);
  [student, seller] = suite.people;
});

const refundCount = async () => (await backend.db.collection(paths.refunds).get()).size;

describe('writeRefundRequest', () => {
  it('writes a requested refund of the captured payment, for its payer', async () => {
    const { projectId, refundId, paymentId, amountPaise } = await fundedProject(backend, student, seller);
    await requestRefund(backend, projectId, amountPaise);
    expect(await refundOf(backend, refundId)).toMatchObject({
      purpose: 'project',
      subjectId: projectId,
      payerId: student.uid,
      paymentId,
      amountPaise,
      currency: 'INR',
      status: 'requested',
      attempt: 1,
      sentAttempt: 0,
      providerRefundId: null,
      failureReason: null,
    });
  });

  it('refuses more than was captured, or nothing, and the whole decision with it', async () => {
    const { projectId, amountPaise } = await fundedProject(backend, student, seller);
    const project = state(await backend.db.doc(paths.project(projectId)).get());
    for (const asked of [amountPaise + 1, 0, -100]) {
      await expect(requestRefund(backend, projectId, asked)).rejects.toThrow(/exceeds the \d+ captured/);
    }
    expect(await refundCount()).toBe(0);
    // The project's own change was in the same transaction, so it did not happen either.
    expect(state(await backend.db.doc(paths.project(projectId)).get())).toEqual(project);
  });

  it('takes a part of what was captured (a split settlement)', async () => {
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller, { budget: 999.99 });
    await requestRefund(backend, projectId, Math.floor(amountPaise / 2));
    expect((await refundOf(backend, refundId))?.amountPaise).toBe(49_999);
  });

  it('writes once when two decisions race, and once when one is repeated', async () => {
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
    await Promise.all([
      requestRefund(backend, projectId, amountPaise),
      requestRefund(backend, projectId, amountPaise),
      requestRefund(backend, projectId, Math.floor(amountPaise / 2)),
    ]);
    expect(await refundCount()).toBe(1);
    const first = state(await backend.db.doc(paths.refund(refundId)).get());
    await requestRefund(backend, projectId, amountPaise);
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(first);
  });

  it('writes a failed refund, with the reason, when no captured payment is recorded', async () => {
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller, { paid: false });
    await requestRefund(backend, projectId, amountPaise);
    expect(await refundOf(backend, refundId)).toMatchObject({
      status: 'failed',
      paymentId: '',
      failureReason: refundFailureReasons.noPayment,
    });
  });
});
