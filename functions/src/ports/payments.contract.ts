// The contract every Payments adapter keeps, run against each one by adapters/payments.contract.test.ts.
// It covers what runs offline: signature checks and the checkout config; and refunds, which run offline against
// the simulated adapter and against Razorpay's test mode only with its keys. Razorpay's createOrder needs the
// network, so only the simulated adapter's order creation is exercised (by its own suite).
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentsConfigSchema } from '@marketplace/shared/payments/payments-api';
import { RefundRefused, type Payments } from './payments.port.ts';

export interface PaymentsContractSubject {
  payments: Payments;
  /** The secrets the adapter was built with, so the suite can sign as the provider would. */
  keySecret: string;
  webhookSecret: string;
  /** An order id the adapter would accept a payment for. */
  orderId: string;
}

/** Signs as Razorpay documents it, written out here rather than imported, so the adapters cannot agree on a wrong formula. */
export const providerSigns = {
  payment: (orderId: string, paymentId: string, keySecret: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
  webhook: (body: string | Buffer, webhookSecret: string) =>
    createHmac('sha256', webhookSecret).update(body).digest('hex'),
};

export function paymentsContract(name: string, makeSubject: () => PaymentsContractSubject) {
  describe(`Payments contract: ${name}`, () => {
    const paymentId = 'pay_29QQoUBi66xm2f';

    it('accepts a payment signed with its key secret', () => {
      const { payments, keySecret, orderId } = makeSubject();
      const signature = providerSigns.payment(orderId, paymentId, keySecret);
      expect(payments.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    });

    it('rejects a signature moved to another payment or another order', () => {
      const { payments, keySecret, orderId } = makeSubject();
      const signature = providerSigns.payment(orderId, paymentId, keySecret);
      expect(payments.verifyPaymentSignature({ orderId, paymentId: `${paymentId}x`, signature })).toBe(false);
      expect(payments.verifyPaymentSignature({ orderId: `${orderId}x`, paymentId, signature })).toBe(false);
    });

    it('rejects a tampered, truncated, empty or wrong-secret signature', () => {
      const { payments, keySecret, orderId } = makeSubject();
      const good = providerSigns.payment(orderId, paymentId, keySecret);
      const flipped = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
      for (const signature of [
        flipped,
        good.slice(0, -2),
        '',
        providerSigns.payment(orderId, paymentId, `${keySecret}-other`),
      ]) {
        expect(payments.verifyPaymentSignature({ orderId, paymentId, signature })).toBe(false);
      }
    });

    it('accepts a webhook body signed with its webhook secret', () => {
      const { payments, webhookSecret } = makeSubject();
      const body = Buffer.from('{"event":"payment.captured","payload":{}}');
      expect(payments.verifyWebhookSignature(body, providerSigns.webhook(body, webhookSecret))).toBe(true);
    });

    it('rejects a webhook whose bytes, signature or secret differ', () => {
      const { payments, webhookSecret, keySecret } = makeSubject();
      const body = Buffer.from('{"event":"payment.captured","payload":{}}');
      const signature = providerSigns.webhook(body, webhookSecret);
      // Re-serialising the JSON changes the bytes: this is why the route must check the raw body.
      expect(
        payments.verifyWebhookSignature(Buffer.from('{"event": "payment.captured","payload":{}}'), signature),
      ).toBe(false);
      expect(payments.verifyWebhookSignature(body, '')).toBe(false);
      expect(payments.verifyWebhookSignature(body, signature.toUpperCase().replace(/[0-9]/g, 'A'))).toBe(false);
      expect(payments.verifyWebhookSignature(body, providerSigns.webhook(body, `${webhookSecret}-other`))).toBe(false);
      // The key secret is not the webhook secret.
      expect(payments.verifyWebhookSignature(body, providerSigns.webhook(body, keySecret))).toBe(false);
    });

    it('describes its checkout in the shared config shape', () => {
      const { payments } = makeSubject();
      expect(paymentsConfigSchema.safeParse(payments.checkoutConfig()).success).toBe(true);
    });
  });
}

export interface RefundsContractSubject {
  payments: Payments;
  /** A captured payment the adapter may refund, and how much of it each test refunds (at least ₹1). */
  paymentId: string;
  amountPaise: number;
  /**
   * Resolves once the provider has settled every refund asked so far (processed: the subject's payment is refunded
   * for good); absent for a real provider, which settles in its own time, so only the status's shape is checked.
   */
  settle?: () => Promise<void>;
}

/**
 * Refunds: what every adapter promises about asking (outcomes arrive later, by webhook: each adapter's own suite
 * and tests/api/refunds*.test.ts). Each test uses keys of its own, so a provider's test account can run it again.
 */
export function paymentRefundsContract(name: string, makeSubject: () => Promise<RefundsContractSubject>) {
  describe(`Payments refunds contract: ${name}`, () => {
    const key = () => `contract-${randomUUID()}`;
    const notes = { refundId: 'project-contract', attempt: '1' };

    it('answers a refund id and a status it knows', async () => {
      const { payments, paymentId, amountPaise } = await makeSubject();
      const refund = await payments.refund({ paymentId, amountPaise, idempotencyKey: key(), notes });
      expect(refund.id).toMatch(/^rfnd_\w+$/);
      expect(['pending', 'processed', 'failed']).toContain(refund.status);
    });

    it('refunds once when asked twice, or at once, with the same key', async () => {
      const { payments, paymentId, amountPaise } = await makeSubject();
      const request = { paymentId, amountPaise, idempotencyKey: key(), notes };
      const first = await payments.refund(request);
      const [again, concurrent] = await Promise.all([payments.refund(request), payments.refund(request)]);
      expect(again.id).toBe(first.id);
      expect(concurrent.id).toBe(first.id);
    });

    it('refunds anew with another key', async () => {
      const { payments, paymentId, amountPaise } = await makeSubject();
      const first = await payments.refund({ paymentId, amountPaise, idempotencyKey: key(), notes });
      const second = await payments.refund({ paymentId, amountPaise, idempotencyKey: key(), notes });
      expect(second.id).not.toBe(first.id);
    });

    it('refuses, as a bad request, another body under a key already used', async () => {
      const { payments, paymentId, amountPaise } = await makeSubject();
      const idempotencyKey = key();
      await payments.refund({ paymentId, amountPaise, idempotencyKey, notes });
      await expect(
        payments.refund({ paymentId, amountPaise: amountPaise + 100, idempotencyKey, notes }),
      ).rejects.toThrow(RefundRefused);
    });

    it('answers the status of a refund it made: as answered at first, then its outcome', async () => {
      const { payments, paymentId, amountPaise, settle } = await makeSubject();
      const refund = await payments.refund({ paymentId, amountPaise, idempotencyKey: key(), notes });
      const now = await payments.refundStatus(refund.id);
      expect(now.id).toBe(refund.id);
      if (!settle) return void expect(['pending', 'processed', 'failed']).toContain(now.status);
      expect(now).toEqual(refund);
      await settle();
      expect(await payments.refundStatus(refund.id)).toEqual({ id: refund.id, status: 'processed' });
    });

    it('throws for a refund id it never made, rather than make up a status', async () => {
      const { payments } = await makeSubject();
      await expect(payments.refundStatus('rfnd_NeverMade00001')).rejects.toThrow();
    });

    it('refuses, as a bad request, less than ₹1', async () => {
      const { payments, paymentId } = await makeSubject();
      await expect(payments.refund({ paymentId, amountPaise: 99, idempotencyKey: key(), notes })).rejects.toThrow(
        RefundRefused,
      );
    });
  });
}
