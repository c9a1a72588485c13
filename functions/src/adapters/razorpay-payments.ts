// The production Payments adapter: Razorpay orders through its SDK, and Razorpay's two signatures
// checked here with a timing-safe compare (the SDK's own helpers compare with ===).
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { PaymentProof, Payments } from '../ports/payments.port.ts';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function razorpayPaymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function razorpayWebhookSignature(rawBody: Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Both adapters verify through this one function, so what the simulated provider signs locally is checked
 * by exactly the code that checks Razorpay's signatures in production.
 */
export function razorpaySignatureChecks(secrets: {
  keySecret: string;
  webhookSecret: string;
}): Pick<Payments, 'verifyPaymentSignature' | 'verifyWebhookSignature'> {
  // An empty secret would make every signature computable by anyone; refuse to run with one.
  if (!secrets.keySecret || !secrets.webhookSecret) throw new Error('payment signing secrets must not be empty');
  return {
    verifyPaymentSignature: ({ orderId, paymentId, signature }: PaymentProof) =>
      typeof signature === 'string' &&
      sameText(razorpayPaymentSignature(orderId, paymentId, secrets.keySecret), signature),
    verifyWebhookSignature: (rawBody, signature) =>
      Buffer.isBuffer(rawBody) &&
      typeof signature === 'string' &&
      sameText(razorpayWebhookSignature(rawBody, secrets.webhookSecret), signature),
  };
}

export function razorpayPayments(keys: RazorpayKeys): Payments {
  if (!keys.keyId) throw new Error('RAZORPAY_KEY_ID must not be empty');
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    ...razorpaySignatureChecks(keys),
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    checkoutConfig: () => ({ provider: 'razorpay', keyId: keys.keyId }),
  };
}

/**
 * For Cloud Functions, where secrets and params have values only while a function runs: the keys are read,
 * and the client built, on first use.
 */
export function deferredRazorpayPayments(keys: () => RazorpayKeys): Payments {
  let adapter: Payments | undefined;
  const payments = () => (adapter ??= razorpayPayments(keys()));
  return {
    createOrder: (order) => payments().createOrder(order),
    verifyPaymentSignature: (proof) => payments().verifyPaymentSignature(proof),
    verifyWebhookSignature: (rawBody, signature) => payments().verifyWebhookSignature(rawBody, signature),
    checkoutConfig: () => payments().checkoutConfig(),
  };
}
