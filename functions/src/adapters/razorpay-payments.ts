// The production Payments adapter: Razorpay orders through its SDK, refunds through its REST API, and Razorpay's
// two signatures checked here with a timing-safe compare (the SDK's own helpers compare with ===).
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { RefundRefused, type PaymentProof, type Payments, type RefundRequest } from '../ports/payments.port.ts';
import { z } from 'zod';
import { deferredAdapter } from './deferred-adapter.ts';

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

/** The part of Razorpay's refund entity we keep: its id and status (pending, processed or failed). */
const refundEntitySchema = z.object({ id: z.string().min(1), status: z.enum(['pending', 'processed', 'failed']) });

/** Where Razorpay's REST API is, and how to reach it: replaced in tests by a fake that checks what is sent. */
export interface RazorpayHttp {
  fetch: typeof fetch;
  apiBase: string;
}

const razorpayHttp: RazorpayHttp = { fetch: (input, init) => fetch(input, init), apiBase: 'https://api.razorpay.com' };

export function razorpayPayments(keys: RazorpayKeys, http: RazorpayHttp = razorpayHttp): Payments {
  if (!keys.keyId) throw new Error('RAZORPAY_KEY_ID must not be empty');
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    ...razorpaySignatureChecks(keys),
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    checkoutConfig: () => ({ provider: 'razorpay', keyId: keys.keyId }),
    refund: (request) => razorpayRefund(keys, http, request),
    refundStatus: (providerRefundId) => razorpayRefundStatus(keys, http, providerRefundId),
  };
}

/** HTTP basic auth with a key pair, as Razorpay's and RazorpayX's APIs both take it. */
export const basicAuth = ({ keyId, keySecret }: { keyId: string; keySecret: string }) =>
  `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

/** What Razorpay's (and RazorpayX's) error body says went wrong, `{ error: { description } }`; null when nothing. */
export function errorDescription(body: unknown): string | null {
  const description = (body as { error?: { description?: unknown } } | null)?.error?.description;
  return typeof description === 'string' && description ? description : null;
}

/** GET /v1/refunds/{id}: the refund's status now. Any answer but a refund entity (an unknown id is a 400) is thrown. */
async function razorpayRefundStatus(keys: RazorpayKeys, http: RazorpayHttp, providerRefundId: string) {
  const response = await http.fetch(`${http.apiBase}/v1/refunds/${encodeURIComponent(providerRefundId)}`, {
    method: 'GET',
    headers: { authorization: basicAuth(keys) },
  });
  const body: unknown = await response.json().catch(() => null);
  const refund = refundEntitySchema.safeParse(body);
  if (response.ok && refund.success) return refund.data;
  throw new Error(`Razorpay refund ${providerRefundId} answered ${response.status}: ${errorDescription(body) ?? ''}`);
}

/**
 * POST /v1/payments/{id}/refund with Razorpay's idempotency header, so a repeated request refunds once. The SDK is
 * not used here: it sends only the headers on its own list, and X-Refund-Idempotency is not on it.
 */
async function razorpayRefund(keys: RazorpayKeys, http: RazorpayHttp, request: RefundRequest) {
  const { paymentId, amountPaise, idempotencyKey, notes } = request;
  const response = await http.fetch(`${http.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(keys),
      'content-type': 'application/json',
      'x-refund-idempotency': idempotencyKey,
    },
    body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const refund = refundEntitySchema.safeParse(body);
    if (!refund.success) throw new Error(`Razorpay answered a refund of ${paymentId} without a refund entity`);
    return refund.data;
  }
  // 400: the request as sent will never pass (Razorpay's BAD_REQUEST_ERROR); 409 (the same key still being
  // processed), 401, 429 and 5xx may pass, so they are thrown for a retry.
  const description = errorDescription(body);
  if (response.status === 400) throw new RefundRefused(description ?? 'Razorpay refused the refund.');
  throw new Error(`Razorpay refund of ${paymentId} answered ${response.status}: ${description ?? ''}`);
}

/** The adapter with its keys read on first use (Cloud Functions' secrets have values only while one runs). */
export const deferredRazorpayPayments = (keys: () => RazorpayKeys): Payments =>
  deferredAdapter(() => razorpayPayments(keys()), {
    createOrder: true,
    verifyPaymentSignature: true,
    verifyWebhookSignature: true,
    checkoutConfig: true,
    refund: true,
    refundStatus: true,
  });
