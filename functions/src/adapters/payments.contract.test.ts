// Runs the Payments contract against both adapters, plus what only one of them does.
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { paymentRefundsContract, paymentsContract, providerSigns } from '../ports/payments.contract.ts';
import { RefundRefused } from '../ports/payments.port.ts';
import { keepWebhooks } from './kept-webhooks.ts';
import { razorpayPayments, razorpaySignatureChecks } from './razorpay-payments.ts';
import { SIMULATED_ORDER_PREFIX, simulatedPayments, type SignedWebhook } from './simulated-payments.ts';

const keys = { keyId: 'rzp_test_contract', keySecret: 'contract-key-secret', webhookSecret: 'contract-webhook-secret' };

// Razorpay's createOrder needs the network, so the contract covers its signature checks and config only.
paymentsContract('razorpay', () => ({ payments: razorpayPayments(keys), ...keys, orderId: 'order_IluGWxBm9U8zJ8' }));
paymentsContract('simulated', () => ({
  payments: simulatedPayments(keys),
  ...keys,
  orderId: `${SIMULATED_ORDER_PREFIX}contract`,
}));

paymentRefundsContract('simulated', async () => {
  const payments = simulatedPayments(keys);
  return { payments, paymentId: 'pay_sim_contract', amountPaise: 100, settle: () => payments.idle() };
});

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
const badRequest = (description: string) => json(400, { error: { code: 'BAD_REQUEST_ERROR', description } });

/** Razorpay's refunds as its REST API documents them: one refund per idempotency key, pending until settled. */
function fakeRazorpayRefunds() {
  const byKey = new Map<string, { body: string; id: string }>();
  const byId = new Map<string, { id: string; entity: 'refund'; status: string }>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const asked = /\/v1\/refunds\/([^/]+)$/.exec(url);
    if (asked)
      return byId.has(asked[1]!) ? json(200, byId.get(asked[1]!)) : badRequest('The id provided does not exist');
    const body = String(init?.body);
    if ((JSON.parse(body) as { amount: number }).amount < 100) return badRequest('The amount must be atleast INR 1.00');
    const key = (init?.headers as Record<string, string>)['x-refund-idempotency']!;
    const known = byKey.get(key);
    if (known && known.body !== body) return badRequest('Different request body sent for the same idempotency key');
    if (!known) {
      const id = `rfnd_Fake${String(byId.size + 1).padStart(10, '0')}`;
      byKey.set(key, { body, id });
      byId.set(id, { id, entity: 'refund', status: 'pending' });
    }
    return json(200, byId.get(byKey.get(key)!.id));
  };
  const settle = async () => byId.forEach((refund) => (refund.status = 'processed'));
  const payments = razorpayPayments(keys, { fetch, apiBase: 'https://razorpay.test' });
  return { payments, paymentId: 'pay_29QQoUBi66xm2f', amountPaise: 100, settle };
}
paymentRefundsContract('razorpay (its HTTP faked)', async () => fakeRazorpayRefunds());

// Refunds in Razorpay's test mode need a captured test payment (made once through Checkout) and its keys.
const razorpayTest = {
  keyId: process.env.RAZORPAY_TEST_KEY_ID,
  keySecret: process.env.RAZORPAY_TEST_KEY_SECRET,
  paymentId: process.env.RAZORPAY_TEST_PAYMENT_ID,
};
if (razorpayTest.keyId && razorpayTest.keySecret && razorpayTest.paymentId) {
  const { keyId, keySecret, paymentId } = razorpayTest;
  paymentRefundsContract('razorpay test mode', async () => ({
    payments: razorpayPayments({ keyId, keySecret, webhookSecret: 'unused-here' }),
    paymentId,
    amountPaise: 100,
  }));
} else {
  describe('Payments refunds contract: razorpay test mode', () => {
    it.skip('skipped: RAZORPAY_TEST_KEY_ID, RAZORPAY_TEST_KEY_SECRET and RAZORPAY_TEST_PAYMENT_ID are not set (no network here)', () => {});
  });
}

describe('the contract signs as Razorpay does', () => {
  it("agrees with the Razorpay SDK's own verification helpers", () => {
    const signature = providerSigns.payment('order_1', 'pay_1', keys.keySecret);
    expect(validatePaymentVerification({ order_id: 'order_1', payment_id: 'pay_1' }, signature, keys.keySecret)).toBe(
      true,
    );
    expect(validatePaymentVerification({ order_id: 'order_2', payment_id: 'pay_1' }, signature, keys.keySecret)).toBe(
      false,
    );
    const body = '{"event":"order.paid"}';
    expect(
      Razorpay.validateWebhookSignature(body, providerSigns.webhook(body, keys.webhookSecret), keys.webhookSecret),
    ).toBe(true);
  });
});

describe('razorpay adapter', () => {
  it('gives the browser its public key id, never a secret', () => {
    const config = razorpayPayments(keys).checkoutConfig();
    expect(config).toEqual({ provider: 'razorpay', keyId: keys.keyId });
    expect(JSON.stringify(config)).not.toContain(keys.keySecret);
  });

  it('refuses to run with an empty key id or secret', () => {
    expect(() => razorpayPayments({ ...keys, keyId: '' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => razorpaySignatureChecks({ keySecret: '', webhookSecret: 'w' })).toThrow(/secrets/);
    expect(() => razorpaySignatureChecks({ keySecret: 'k', webhookSecret: '' })).toThrow(/secrets/);
  });
});

describe('simulated adapter', () => {
  const payments = simulatedPayments(keys);

  it('issues distinct simulated order ids for the amount asked', async () => {
    const first = await payments.createOrder({ amountPaise: 99_999, currency: 'INR', receipt: 'p1', notes: {} });
    const second = await payments.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'p1', notes: {} });
    expect(first).toMatchObject({ amount: 99_999, currency: 'INR' });
    expect(first.id).toMatch(/^order_sim_[\w-]+$/);
    expect(second.id).not.toBe(first.id);
  });

  it('signs a payment that the production verification accepts', async () => {
    const { id } = await payments.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'p1', notes: {} });
    const result = await payments.pay(id);
    expect(result.razorpay_order_id).toBe(id);
    const proof = {
      orderId: result.razorpay_order_id,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    };
    expect(razorpaySignatureChecks(keys).verifyPaymentSignature(proof)).toBe(true);
    expect(razorpayPayments(keys).verifyPaymentSignature(proof)).toBe(true);
    expect(simulatedPayments({ ...keys, keySecret: 'another-secret' }).verifyPaymentSignature(proof)).toBe(false);
  });

  it('refuses to pay an order id it could never have issued', async () => {
    await expect(payments.pay('order_IluGWxBm9U8zJ8')).rejects.toThrow(/not a simulated order/);
  });

  it('opens the simulated checkout', () => {
    expect(payments.checkoutConfig()).toEqual({ provider: 'simulated' });
  });
});

describe('razorpay refunds (its HTTP faked)', () => {
  /** A fetch that keeps what it was sent and answers `status` with `body`. */
  function fakeRazorpay(status: number, body: unknown) {
    const sent: { url: string; init: RequestInit }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      sent.push({ url: String(input), init: init ?? {} });
      return json(status, body);
    };
    return { sent, payments: razorpayPayments(keys, { fetch, apiBase: 'https://razorpay.test' }) };
  }
  const request = {
    paymentId: 'pay_29QQoUBi66xm2f',
    amountPaise: 50_000,
    idempotencyKey: 'project-p1-1',
    notes: { refundId: 'project-p1', attempt: '1' },
  };
  const entity = { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 50_000, status: 'pending' };

  it("posts the payment's refund with basic auth, the idempotency header and the amount in paise", async () => {
    const { sent, payments } = fakeRazorpay(200, entity);
    expect(await payments.refund(request)).toEqual({ id: 'rfnd_FP8QHiV938haTz', status: 'pending' });
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [(typeof sent)[number]];
    expect(url).toBe('https://razorpay.test/v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
      'x-refund-idempotency': 'project-p1-1',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 50_000,
      speed: 'normal',
      notes: { refundId: 'project-p1', attempt: '1' },
    });
  });

  it("refuses for good on a 400, with Razorpay's description as the reason", async () => {
    const { payments } = fakeRazorpay(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' },
    });
    const refused = await payments.refund(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RefundRefused);
    expect((refused as RefundRefused).reason).toBe('The refund amount provided is greater than amount captured');
  });

  it.each([409, 401, 429, 500, 503])('throws an error that may pass on a %i (retried, not failed)', async (status) => {
    const { payments } = fakeRazorpay(status, { error: { code: 'SERVER_ERROR', description: 'busy' } });
    const error = await payments.refund(request).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RefundRefused);
  });

  it("asks a refund's status with GET /v1/refunds/{id} and basic auth, and maps a failure", async () => {
    const { sent, payments } = fakeRazorpay(200, { ...entity, status: 'failed' });
    expect(await payments.refundStatus('rfnd_FP8QHiV938haTz')).toEqual({ id: 'rfnd_FP8QHiV938haTz', status: 'failed' });
    expect(sent.map(({ url, init }) => [url, init.method, init.headers])).toEqual([
      [
        'https://razorpay.test/v1/refunds/rfnd_FP8QHiV938haTz',
        'GET',
        { authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}` },
      ],
    ]);
  });

  it.each([400, 404, 500])("throws, to be asked again, when a refund's status is answered %i", async (status) => {
    const { payments } = fakeRazorpay(status, { error: { description: 'The id provided does not exist' } });
    await expect(payments.refundStatus('rfnd_x')).rejects.toThrow(/does not exist/);
  });

  it('throws an error that may pass when the answer is not a refund', async () => {
    const { payments } = fakeRazorpay(200, { id: 'rfnd_x', status: 'lost' });
    await expect(payments.refund(request)).rejects.toThrow(/without a refund entity/);
  });
});

describe('simulated refunds', () => {
  const notes = { refundId: 'project-p1', attempt: '1' };
  const request = { paymentId: 'pay_sim_1', amountPaise: 50_000, idempotencyKey: 'project-p1-1', notes };

  /** A simulated provider whose webhooks are kept, accepted at once. */
  function simulatedWithWebhooks() {
    const payments = simulatedPayments(keys, { refundDelayMs: 5 });
    return { payments, ...keepWebhooks(payments) };
  }

  it('is pending at first, then sends one signed refund.processed carrying the notes', async () => {
    const { payments, sent, events } = simulatedWithWebhooks();
    const refund = await payments.refund(request);
    expect(refund.status).toBe('pending');
    await payments.refund(request);
    await payments.idle();
    expect(sent).toHaveLength(1);
    const [webhook] = sent as [SignedWebhook];
    expect(razorpaySignatureChecks(keys).verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
    expect(webhook.eventId).toBe(`evt_sim_${refund.id}_processed`);
    expect(events()[0]).toMatchObject({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: refund.id, amount: 50_000, payment_id: 'pay_sim_1', notes, status: 'processed' } },
      },
    });
  });

  it('fails the next refund of a payment when told to, and only that one', async () => {
    const { payments, events } = simulatedWithWebhooks();
    payments.failNextRefundOf('pay_sim_1');
    await payments.refund(request);
    await payments.refund({ ...request, idempotencyKey: 'project-p1-2', notes: { ...notes, attempt: '2' } });
    await payments.idle();
    expect(events().map((event) => event.event)).toEqual(['refund.failed', 'refund.processed']);
  });

  it('fails the first refund of a payment made with the refund-fails card, and processes a retry', async () => {
    const { payments, events } = simulatedWithWebhooks();
    const paid = await payments.pay(`${SIMULATED_ORDER_PREFIX}card`, { refundFails: true });
    const paymentId = paid.razorpay_payment_id;
    await payments.refund({ ...request, paymentId });
    await payments.refund({ ...request, paymentId });
    await payments.refund({ ...request, paymentId, idempotencyKey: 'project-p1-2' });
    await payments.idle();
    expect(events().map((event) => event.event)).toEqual(['refund.failed', 'refund.processed']);
  });

  it('names a refund by its key, so a provider started again answers the same refund', async () => {
    const first = await simulatedPayments(keys).refund(request);
    expect((await simulatedPayments(keys).refund(request)).id).toBe(first.id);
  });

  it("answers a failing refund's status pending, then failed once its webhook is sent", async () => {
    const { payments } = simulatedWithWebhooks();
    payments.failNextRefundOf('pay_sim_1');
    const refund = await payments.refund(request);
    expect(await payments.refundStatus(refund.id)).toEqual({ id: refund.id, status: 'pending' });
    await payments.idle();
    expect(await payments.refundStatus(refund.id)).toEqual({ id: refund.id, status: 'failed' });
  });

  it('answers, started again, the outcome its refunds were made with, as their lost webhooks would have', async () => {
    const before = simulatedPayments(keys);
    before.failNextRefundOf('pay_sim_1');
    const failing = await before.refund(request);
    const processing = await before.refund({ ...request, idempotencyKey: 'project-p1-2' });
    const restarted = simulatedPayments(keys);
    expect(await restarted.refundStatus(failing.id)).toEqual({ id: failing.id, status: 'failed' });
    expect(await restarted.refundStatus(processing.id)).toEqual({ id: processing.id, status: 'processed' });
    await expect(restarted.refundStatus('rfnd_FP8QHiV938haTz')).rejects.toThrow(/does not exist/);
    await before.idle();
  });

  it('tries a webhook again until it is accepted', async () => {
    const payments = simulatedPayments(keys, { refundDelayMs: 1 });
    let tries = 0;
    payments.sendWebhooksWith(async () => ++tries === 3);
    await payments.refund(request);
    await payments.idle();
    expect(tries).toBe(3);
  });
});
