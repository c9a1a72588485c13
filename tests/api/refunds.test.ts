// Refunds through the provider: the send trigger, the simulated provider's delayed and signed webhooks
// through the webhook's acceptance and the Pub/Sub subscriber, events early, late or twice, a failure, and an
// admin's retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons, refundIdFor } from '@marketplace/shared/payments/refund';
import { refundErrors } from '@marketplace/shared/payments/refunds-api';
import { callerTexts } from '@marketplace/shared/api/endpoint';
import { sendRefund } from '../../functions/src/features/payments/refund-movement.ts';
import { REFUND_FAILS_CARD } from '../../functions/src/features/payments/simulated-pay.ts';
import type { Payments } from '../../functions/src/ports/payments.port.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { TEST_REFUND_MS, eventually, type Backend } from './support/emulators.ts';
import { searchKeyTargetsOf } from './support/search-keys.ts';
import {
  call,
  collectionOf,
  createOrderFor,
  seedProject,
  state,
  postSignedEvent,
  type PaymentsApi,
  type Person,
} from './support/payments.ts';
import {
  fundedProject,
  refundOf,
  refundStatusOf,
  requestRefund,
  requestedChange,
  simulatedOf,
  useRefundsSuite,
  withRefundTrigger as deliverRefundTrigger,
} from './support/refunds.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, admin: Person;
// The simulated provider's webhooks reach the real subscriber, as on the local host.
useRefundsSuite((suite) => ({ backend, api, student, seller, admin } = suite));
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `test` with the refund trigger delivered as the local host delivers it. */
const withRefundTrigger = (test: () => Promise<void>) => deliverRefundTrigger(backend, test);

const webhookEvents = async () =>
  (await backend.db.collection(collectionOf(paths.webhookEvent('any'))).get()).docs.map((document) => document.id);

const refundSent = (refundId: string) =>
  eventually(
    () => refundOf(backend, refundId),
    (refund) => refund?.sentAttempt === refund?.attempt && refund?.status !== 'requested',
  );

/** A refund event as Razorpay posts it, signed with the webhook secret. */
function postRefundEvent(event: 'refund.processed' | 'refund.failed', refund: object, eventId: string) {
  return postSignedEvent(api, eventId, {
    entity: 'event',
    event,
    contains: ['refund'],
    payload: { refund: { entity: { entity: 'refund', ...refund } } },
  });
}

describe('a requested refund', () => {
  it('is sent once, then processed by the simulated provider after its delay', async () => {
    const sends = vi.spyOn(backend.payments, 'refund');
    await withRefundTrigger(async () => {
      const { projectId, refundId, paymentId, amountPaise } = await fundedProject(backend, student, seller);
      await requestRefund(backend, projectId, amountPaise);
      const processed = await refundSent(refundId);
      expect(processed).toMatchObject({
        status: 'processed',
        attempt: 1,
        sentAttempt: 1,
        paymentId,
        amountPaise,
        payerId: student.uid,
        providerRefundId: expect.stringMatching(/^rfnd_sim_/),
        failureReason: null,
      });
      // Pending at the provider for its delay, at least, before the webhook said processed.
      expect(processed!.updatedAt! - processed!.requestedAt!).toBeGreaterThanOrEqual(TEST_REFUND_MS);
      expect(await refundStatusOf(backend, projectId)).toBe('processed');
      expect(sends.mock.calls.map(([request]) => request)).toEqual([
        {
          paymentId,
          amountPaise,
          idempotencyKey: `${refundId}-1`,
          notes: { refundId, attempt: '1', purpose: 'project', subjectId: projectId },
        },
      ]);
      // The provider's event went through the webhook's acceptance: recorded once by its id.
      expect(await webhookEvents()).toEqual([`evt_sim_${processed!.providerRefundId}_processed`]);
      // The console search finds it by its id and its payment's, each one read by id (decision 063).
      const path = paths.refund(refundId);
      expect(await searchKeyTargetsOf(backend.db, processed!.providerRefundId!)).toContainEqual(
        searchKeyTargets.refundId(path),
      );
      expect(await searchKeyTargetsOf(backend.db, paymentId)).toContainEqual(searchKeyTargets.paymentOfRefund(path));
    });
  });

  it('is sent once when the trigger is delivered again, at once or after the send was recorded', async () => {
    const sends = vi.spyOn(backend.payments, 'refund');
    await withRefundTrigger(async () => {
      const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
      await requestRefund(backend, projectId, amountPaise);
      const change = await requestedChange(backend, refundId);
      // Beside the delivered one: another delivery of the same change, at once.
      await sendRefund(backend, change);
      const processed = await refundSent(refundId);
      const callsWhenRecorded = sends.mock.calls.length;
      const stored = state(await backend.db.doc(paths.refund(refundId)).get());
      await sendRefund(backend, change);
      await sendRefund(backend, change);
      await simulatedOf(backend).idle();
      // Concurrent sends share the key, so the provider made one refund; once recorded, nothing is sent.
      expect(new Set(sends.mock.calls.map(([request]) => request.idempotencyKey))).toEqual(new Set([`${refundId}-1`]));
      expect(sends.mock.calls.length).toBe(callsWhenRecorded);
      expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(stored);
      expect(await webhookEvents()).toEqual([`evt_sim_${processed!.providerRefundId}_processed`]);
    });
  });
});

describe('refund webhooks', () => {
  it('take a processed event that arrives before the send was recorded, and the send then keeps it', async () => {
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
    await requestRefund(backend, projectId, amountPaise);
    const provider = backend.payments;
    // The provider answers only after its webhook has been applied.
    const slowProvider: Payments = {
      ...provider,
      refund: async (request) => {
        const refund = await provider.refund(request);
        const response = await postRefundEvent(
          'refund.processed',
          { id: refund.id, notes: request.notes, status: 'processed' },
          'evt_early',
        );
        expect(response).toEqual({ status: 200, body: { duplicate: false } });
        await eventually(
          () => refundOf(backend, refundId),
          (stored) => stored?.status === 'processed',
        );
        return refund;
      },
    };
    await sendRefund({ ...backend, payments: slowProvider }, await requestedChange(backend, refundId));
    const refund = await refundOf(backend, refundId);
    expect(refund).toMatchObject({
      status: 'processed',
      sentAttempt: 1,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await refundStatusOf(backend, projectId)).toBe('processed');
    // The provider's own event comes later and changes nothing.
    const stored = state(await backend.db.doc(paths.refund(refundId)).get());
    await simulatedOf(backend).idle();
    await eventually(webhookEvents, (ids) => ids.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(stored);
  });

  it('change nothing when the same event comes twice, or a failure after processed, or one for an unknown refund', async () => {
    await withRefundTrigger(async () => {
      const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
      await requestRefund(backend, projectId, amountPaise);
      const processed = (await refundSent(refundId))!;
      await simulatedOf(backend).idle();
      const stored = state(await backend.db.doc(paths.refund(refundId)).get());
      const entity = { id: processed.providerRefundId, notes: { refundId, attempt: '1' }, status: 'processed' };
      const again = `evt_sim_${processed.providerRefundId}_processed`;
      expect(await postRefundEvent('refund.processed', entity, again)).toEqual({
        status: 200,
        body: { duplicate: true },
      });
      expect((await postRefundEvent('refund.processed', entity, 'evt_again')).status).toBe(200);
      expect((await postRefundEvent('refund.failed', { ...entity, status: 'failed' }, 'evt_late_failure')).status).toBe(
        200,
      );
      // Found by the provider's id alone (notes as Razorpay sends empty ones).
      expect((await postRefundEvent('refund.failed', { ...entity, notes: [] }, 'evt_no_notes')).status).toBe(200);
      expect((await postRefundEvent('refund.processed', { id: 'rfnd_elsewhere', notes: [] }, 'evt_other')).status).toBe(
        200,
      );
      // Every accepted event has been handled once the last one has (one subscriber, in order of arrival is not
      // promised, so wait for each marker and then a moment).
      await eventually(webhookEvents, (ids) => ids.length === 5);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(stored);
      expect(await refundStatusOf(backend, projectId)).toBe('processed');
    });
  });
});

describe('a failed refund', () => {
  const retry = (refundId: string, as: Person) => call(api, 'POST', `/admin/refunds/${refundId}/retry`, { as });

  it('is listed for admins with its reason, retried with a new key, then processed', async () => {
    const sends = vi.spyOn(backend.payments, 'refund');
    await withRefundTrigger(async () => {
      const { projectId, refundId, paymentId, amountPaise } = await fundedProject(backend, student, seller);
      simulatedOf(backend).failNextRefundOf(paymentId);
      await requestRefund(backend, projectId, amountPaise);
      const failed = await refundSent(refundId);
      expect(failed).toMatchObject({
        status: 'failed',
        failureReason: refundFailureReasons.providerFailed,
        attempt: 1,
      });
      expect(await refundStatusOf(backend, projectId)).toBe('failed');
      // The admin console's query (rules: admins list failed refunds).
      const listed = await backend.db.collection(paths.refunds).where('status', '==', 'failed').get();
      expect(listed.docs.map((document) => document.id)).toEqual([refundId]);

      expect(await retry(refundId, student)).toEqual({ status: 403, body: { message: callerTexts.notAdmin } });
      expect((await refundOf(backend, refundId))?.attempt).toBe(1);
      expect(await retry(refundId, admin)).toEqual({ status: 200, body: { ok: true } });
      const processed = await eventually(
        () => refundOf(backend, refundId),
        (refund) => refund?.status === 'processed',
      );
      expect(processed).toMatchObject({ attempt: 2, sentAttempt: 2, failureReason: null });
      expect(processed!.providerRefundId).not.toBe(failed!.providerRefundId);
      expect(await refundStatusOf(backend, projectId)).toBe('processed');
      expect(sends.mock.calls.map(([request]) => [request.idempotencyKey, request.notes.attempt])).toEqual([
        [`${refundId}-1`, '1'],
        [`${refundId}-2`, '2'],
      ]);
      expect(await retry(refundId, admin)).toEqual({ status: 409, body: { message: refundErrors.notFailed } });
    });
  });

  it('sets the project back to requested when retried, in the same change', async () => {
    const { projectId, refundId, paymentId, amountPaise } = await fundedProject(backend, student, seller);
    simulatedOf(backend).failNextRefundOf(paymentId);
    await requestRefund(backend, projectId, amountPaise);
    await sendRefund(backend, await requestedChange(backend, refundId));
    await eventually(
      () => refundOf(backend, refundId),
      (refund) => refund?.status === 'failed',
    );
    // Without the trigger running, the retried attempt waits to be sent.
    expect(await retry(refundId, admin)).toEqual({ status: 200, body: { ok: true } });
    expect(await refundOf(backend, refundId)).toMatchObject({
      status: 'requested',
      attempt: 2,
      sentAttempt: 1,
      failureReason: null,
      providerRefundId: null,
    });
    expect(await refundStatusOf(backend, projectId)).toBe('requested');
    // A late failure of the first attempt leaves the retry alone.
    expect(
      (await postRefundEvent('refund.failed', { id: 'rfnd_first', notes: { refundId, attempt: '1' } }, 'evt_late'))
        .status,
    ).toBe(200);
    await eventually(webhookEvents, (ids) => ids.includes('evt_late'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await refundOf(backend, refundId))?.status).toBe('requested');
  });

  it('is refused a retry when unknown (404), not failed (409), or not a refund id (400), and nothing changes', async () => {
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
    await requestRefund(backend, projectId, amountPaise);
    const stored = state(await backend.db.doc(paths.refund(refundId)).get());
    expect(await retry('project-unknown', admin)).toEqual({ status: 404, body: { message: refundErrors.notFound } });
    expect(await retry(refundId, admin)).toEqual({ status: 409, body: { message: refundErrors.notFailed } });
    expect((await retry('payouts-x', admin)).status).toBe(400);
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(stored);
  });

  it('fails again, without asking the provider, while no captured payment is recorded', async () => {
    expectConsole('warn', /refund refused by the provider/);
    const sends = vi.spyOn(backend.payments, 'refund');
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller, { paid: false });
    await requestRefund(backend, projectId, amountPaise);
    expect(await refundOf(backend, refundId)).toMatchObject({
      status: 'failed',
      failureReason: refundFailureReasons.noPayment,
    });
    expect(await retry(refundId, admin)).toEqual({ status: 200, body: { ok: true } });
    await sendRefund(backend, await requestedChange(backend, refundId));
    expect(await refundOf(backend, refundId)).toMatchObject({
      status: 'failed',
      attempt: 2,
      sentAttempt: 2,
      failureReason: refundFailureReasons.noPayment,
    });
    expect(sends).not.toHaveBeenCalled();
  });

  it('walks the demo: paid with the refund-fails test card, its refund fails, and a retry is processed', async () => {
    await withRefundTrigger(async () => {
      const projectId = await seedProject(backend, student, { seller });
      const order = await createOrderFor(api, student, projectId);
      const card = { cardNumber: REFUND_FAILS_CARD, expiry: '12/30', cvc: '123', name: 'A Student' };
      const paid = await call(api, 'POST', '/payments/simulated/pay', {
        as: student,
        body: { orderId: order.id, ...card },
      });
      expect(paid.status).toBe(200);
      const verified = await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...paid.body } });
      expect(verified).toEqual({ status: 200, body: { paymentStatus: 'Funded' } });

      await requestRefund(backend, projectId, order.amount);
      const refundId = refundIdFor.project(projectId);
      expect(await refundSent(refundId)).toMatchObject({ status: 'failed', paymentId: paid.body.razorpay_payment_id });
      expect(await retry(refundId, admin)).toEqual({ status: 200, body: { ok: true } });
      await eventually(
        () => refundOf(backend, refundId),
        (refund) => refund?.status === 'processed' && refund.attempt === 2,
      );
      expect(await refundStatusOf(backend, projectId)).toBe('processed');
    });
  });
});
