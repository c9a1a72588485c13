// Razorpay webhooks (ARCHITECTURE 'Deliberate improvements'): verified on the raw body, deduplicated by event
// id, handed to Pub/Sub, and applied by handleRazorpayEvent with the same funding as verify-payment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { entryIdFor, extraPaymentOf } from '@marketplace/shared/ledger/ledger';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { providerSigns } from '../../functions/src/ports/payments.contract.ts';
import { handleRazorpayEvent } from '../../functions/src/features/payments/handle-razorpay-event.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { triggers } from '../../functions/src/triggers.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import {
  call,
  capturedEvent,
  collectionOf,
  createOrderFor,
  seedProject,
  startPaymentsApi,
  state,
  testKeys,
  type PaymentsApi,
  type Person,
} from './support/payments.ts';
import { useSubscribers } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller] = suite.people;
});
// Creates the topic and delivers its messages to the real subscriber, as the local host does.
useSubscribers(() => backend, { handleRazorpayEvent: triggers.handleRazorpayEvent });
afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  api.published.length = 0;
});

const webhookEventCount = async () => (await backend.db.collection(collectionOf(paths.webhookEvent('any'))).get()).size;
const projectState = async (id: string) => state(await backend.db.doc(paths.project(id)).get());
const orderState = async (id: string) => state(await backend.db.doc(paths.paymentOrder(id)).get());

/** Posts exactly these bytes, signed as Razorpay signs them unless a signature is given. */
function postWebhook(
  body: string,
  eventId: string,
  signature: string | null = providerSigns.webhook(body, testKeys.webhookSecret),
) {
  return call(api, 'POST', '/razorpay/webhook', {
    rawBody: body,
    headers: { 'x-razorpay-event-id': eventId, ...(signature === null ? {} : { 'x-razorpay-signature': signature }) },
  });
}

async function orderedProject() {
  const projectId = await seedProject(backend, student, { seller });
  const order = await createOrderFor(api, student, projectId);
  return { projectId, order };
}

describe('POST /api/razorpay/webhook', () => {
  it('answers 400 to a missing, wrong or re-serialised signature, and records and publishes nothing', async () => {
    expectConsole('warn', /webhook signature rejected/);
    const { projectId, order } = await orderedProject();
    const body = JSON.stringify(capturedEvent(order.id, 'pay_forged', order.amount));
    const cases = [
      null,
      providerSigns.webhook(body, 'not-the-webhook-secret'),
      providerSigns.webhook(body, testKeys.keySecret),
      // Signed over other bytes of the same JSON: only the raw body counts.
      providerSigns.webhook(JSON.stringify(JSON.parse(body), null, 2), testKeys.webhookSecret),
    ];
    for (const signature of cases) {
      expect(await postWebhook(body, 'evt_forged', signature)).toEqual({
        status: 400,
        body: { error: paymentErrors.badWebhookSignature },
      });
    }
    expect(await webhookEventCount()).toBe(0);
    expect(api.published).toEqual([]);
    expect((await projectState(projectId)).data?.paymentStatus).toBe('Unpaid');
  });

  it('answers 400 to a signed event without an event id, and records nothing', async () => {
    const { order } = await orderedProject();
    const body = JSON.stringify(capturedEvent(order.id, 'pay_1', order.amount));
    expect(await postWebhook(body, '')).toEqual({ status: 400, body: { error: paymentErrors.missingEventId } });
    expect(await webhookEventCount()).toBe(0);
    expect(api.published).toEqual([]);
  });

  it('answers 400 to a signed event whose id Firestore reserves (__x__), and records nothing', async () => {
    const { order } = await orderedProject();
    const body = JSON.stringify(capturedEvent(order.id, 'pay_1', order.amount));
    expect(await postWebhook(body, '__x__')).toEqual({
      status: 400,
      body: { error: paymentErrors.badEventId('starts and ends with __') },
    });
    expect(await webhookEventCount()).toBe(0);
    expect(api.published).toEqual([]);
  });

  it('has exactly one effect when the same event is posted 50 times', async () => {
    const { projectId, order } = await orderedProject();
    const body = JSON.stringify(capturedEvent(order.id, 'pay_webhook_1', order.amount));
    const responses = await Promise.all(Array.from({ length: 50 }, () => postWebhook(body, 'evt_same')));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(responses.filter((r) => r.body.duplicate === true)).toHaveLength(49);
    expect(api.published).toEqual([JSON.parse(body)]);
    expect(await webhookEventCount()).toBe(1);
    const funded = await eventually(
      () => orderState(order.id),
      (o) => o.data?.status === 'paid',
    );
    expect(funded.data).toMatchObject({ paymentId: 'pay_webhook_1', confirmedBy: 'webhook' });
    expect((await projectState(projectId)).data?.paymentStatus).toBe('Funded');
  });

  it('answers 503 and forgets the event when it cannot be queued, so Razorpay’s retry is accepted', async () => {
    expectConsole('error', /webhook event could not be published/);
    const failing = await startPaymentsApi(backend, {
      events: { publishRazorpayEvent: () => Promise.reject(new Error('pubsub unavailable')) },
    });
    try {
      const body = JSON.stringify(capturedEvent('order_x', 'pay_x', 100));
      const signature = providerSigns.webhook(body, testKeys.webhookSecret);
      const response = await call(failing, 'POST', '/razorpay/webhook', {
        rawBody: body,
        headers: { 'x-razorpay-event-id': 'evt_retry', 'x-razorpay-signature': signature },
      });
      expect(response).toEqual({ status: 503, body: { error: paymentErrors.eventNotQueued } });
      expect(await webhookEventCount()).toBe(0);
    } finally {
      await failing.close();
    }
    expect((await postWebhook(JSON.stringify(capturedEvent('order_x', 'pay_x', 100)), 'evt_retry')).body).toEqual({
      duplicate: false,
    });
  });
});

describe('handleRazorpayEvent', () => {
  const deps = () => backend;

  it('funds an unpaid project from payment.captured, and from order.paid', async () => {
    for (const kind of ['payment.captured', 'order.paid']) {
      const { projectId, order } = await orderedProject();
      await handleRazorpayEvent(deps(), {
        id: `m-${kind}`,
        data: capturedEvent(order.id, `pay_${kind}`, order.amount, kind),
      });
      expect((await projectState(projectId)).data?.paymentStatus).toBe('Funded');
      expect((await orderState(order.id)).data).toMatchObject({ status: 'paid', paymentId: `pay_${kind}` });
    }
  });

  it('changes nothing for a repeated or late event after the checkout funded the project', async () => {
    const { projectId, order } = await orderedProject();
    const result = await api.checkout.pay(order.id);
    expect((await call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } })).status).toBe(
      200,
    );
    const project = await projectState(projectId);
    const paid = await orderState(order.id);
    for (const [i, kind] of ['payment.captured', 'order.paid', 'payment.captured'].entries()) {
      await handleRazorpayEvent(deps(), {
        id: `late-${i}`,
        data: capturedEvent(order.id, result.razorpay_payment_id, order.amount, kind),
      });
    }
    expect(await projectState(projectId)).toEqual(project);
    expect(await orderState(order.id)).toEqual(paid);
  });

  it('lets the student’s checkout succeed when the webhook funded the project first, and only once', async () => {
    const { projectId, order } = await orderedProject();
    const result = await api.checkout.pay(order.id);
    await handleRazorpayEvent(deps(), {
      id: 'early',
      data: capturedEvent(order.id, result.razorpay_payment_id, order.amount),
    });
    const funded = await projectState(projectId);
    expect(funded.data?.paymentStatus).toBe('Funded');

    const verify = () => call(api, 'POST', '/verify-payment', { as: student, body: { projectId, ...result } });
    expect(await verify()).toEqual({ status: 200, body: { paymentStatus: 'Funded' } });
    expect(await projectState(projectId)).toEqual(funded);
    const acknowledged = await orderState(order.id);
    expect(acknowledged.data).toMatchObject({ status: 'paid', confirmedBy: 'webhook' });
    expect(acknowledged.data?.checkoutVerifiedAt).toBeDefined();

    expect(await verify()).toEqual({ status: 409, body: { error: paymentErrors.alreadyPaid } });
    // Another payment id for the same order is not this student's checkout of it: a second payment, refunded
    // (decision 043), the order unchanged.
    expectConsole('warn', /a second payment on a paid order: refunded/);
    const other = await call(api, 'POST', '/verify-payment', {
      as: student,
      body: { projectId, ...(await api.checkout.pay(order.id)) },
    });
    expect(other.status).toBe(409);
    expect(String(other.body.error)).toContain(paymentErrors.paidTwice);
    expect(await orderState(order.id)).toEqual(acknowledged);
  });

  it('refunds a second payment on a paid order from its webhook, once however often it comes (decision 043)', async () => {
    expectConsole('warn', /a second payment on a paid order: refunded/);
    const { projectId, order } = await orderedProject();
    await handleRazorpayEvent(deps(), { id: 'first', data: capturedEvent(order.id, 'pay_first', order.amount) });
    const funded = await projectState(projectId);
    const paid = await orderState(order.id);
    for (const id of ['second', 'second-again'])
      await handleRazorpayEvent(deps(), { id, data: capturedEvent(order.id, 'pay_second', order.amount) });
    expect(await projectState(projectId)).toEqual(funded);
    expect(await orderState(order.id)).toEqual(paid);
    const refunds = await backend.db.collection(paths.refunds).get();
    expect(refunds.docs.map((doc) => ({ id: doc.id, ...doc.data() }))).toEqual([
      expect.objectContaining({
        id: refundIdFor.payment(extraPaymentOf(order.id, 'pay_second')),
        purpose: 'payment',
        payerId: student.uid,
        paymentId: 'pay_second',
        paymentOrderId: order.id,
        amountPaise: order.amount,
        status: 'requested',
      }),
    ]);
    const entries = await backend.db.collection(paths.ledgerEntries).get();
    expect(entries.docs.map((doc) => doc.id).sort()).toEqual(
      [
        entryIdFor.capture(order.id),
        entryIdFor.extraCapture(order.id, 'pay_second'),
        `refund-due-${refundIdFor.payment(extraPaymentOf(order.id, 'pay_second'))}`,
      ].sort(),
    );
  });

  it('refunds a payment that arrives after release, and changes nothing for the wrong amount or another order', async () => {
    const { projectId, order } = await orderedProject();
    await backend.db.doc(paths.project(projectId)).update({ status: 'Completed', paymentStatus: 'Released' });
    const released = await projectState(projectId);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await handleRazorpayEvent(deps(), { id: 'after-release', data: capturedEvent(order.id, 'pay_late', order.amount) });
    // A captured payment that cannot fund anything is refunded by the server (decision 029), and said so.
    expect(warnings).toHaveBeenCalledWith(expect.stringMatching(/captured payment could not be applied: refunded/));
    expect(await projectState(projectId)).toEqual(released);
    expect((await orderState(order.id)).data).toMatchObject({ status: 'orphaned', paymentId: 'pay_late' });
    const refund = await backend.db.doc(paths.refund(refundIdFor.payment(order.id))).get();
    expect(refund.data()).toMatchObject({
      purpose: 'payment',
      subjectId: order.id,
      paymentId: 'pay_late',
      amountPaise: order.amount,
      status: 'requested',
    });
    // Delivered again: nothing more is refunded or booked.
    await handleRazorpayEvent(deps(), { id: 'after-release', data: capturedEvent(order.id, 'pay_late', order.amount) });
    expect((await backend.db.collection(paths.refunds).get()).size).toBe(1);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fresh = await orderedProject();
    const freshProject = await projectState(fresh.projectId);
    await handleRazorpayEvent(deps(), {
      id: 'short',
      data: capturedEvent(fresh.order.id, 'pay_short', fresh.order.amount - 1),
    });
    expect(errors).toHaveBeenCalledTimes(1);
    await handleRazorpayEvent(deps(), { id: 'store', data: capturedEvent('order_of_a_store_purchase', 'pay_s', 100) });
    await handleRazorpayEvent(deps(), { id: 'other', data: { event: 'payment.failed', payload: {} } });
    expect(await projectState(fresh.projectId)).toEqual(freshProject);
    expect((await orderState(fresh.order.id)).data?.status).toBe('created');
  });
});
