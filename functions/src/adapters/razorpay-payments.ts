// The production Payments adapter: Razorpay orders through its SDK, refunds through its REST API, and Razorpay's
// two signatures checked here with a timing-safe compare (the SDK's own helpers compare with ===).
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import {
  DisputeRefused,
  RefundRefused,
  type DisputeContest,
  type PaymentProof,
  type Payments,
  type ProviderPaymentItem,
  type ProviderRefundItem,
  type RefundRequest,
  type TimeSpan,
} from '../ports/payments.port.ts';
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
    listPayments: (span) => listCollection(http, basicAuth(keys), '/v1/payments', {}, span, paymentItemFrom),
    listRefunds: (span) => listCollection(http, basicAuth(keys), '/v1/refunds', {}, span, refundItemFrom),
    acceptDispute: (disputeId) => razorpayDisputeCall(keys, http, 'POST', `${disputePath(disputeId)}/accept`),
    contestDispute: (disputeId, contest) => razorpayContest(keys, http, disputeId, contest),
  };
}

const disputePath = (disputeId: string) => `/v1/disputes/${encodeURIComponent(disputeId)}`;

/** A call on a dispute; a 400 (decided already, past its window) is a refusal, anything else not ok is thrown. */
async function razorpayDisputeCall(
  keys: RazorpayKeys,
  http: RazorpayHttp,
  method: 'POST' | 'PATCH',
  path: string,
  json?: unknown,
): Promise<void> {
  const response = await http.fetch(`${http.apiBase}${path}`, {
    method,
    headers: { authorization: basicAuth(keys), 'content-type': 'application/json' },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const description = errorDescription(body);
  if (response.status === 400) throw new DisputeRefused(description ?? 'Razorpay refused the dispute request.');
  throw new Error(`Razorpay ${method} ${path} answered ${response.status}: ${description ?? ''}`);
}

/**
 * Razorpay's contest (PATCH /v1/disputes/{id}/contest): each evidence file is first uploaded to the Documents API with
 * the purpose `dispute_evidence` (POST /v1/documents, multipart), then named under `others` with our summary; `action`
 * says draft or submit (a draft is never submitted by Razorpay on its own).
 */
async function razorpayContest(keys: RazorpayKeys, http: RazorpayHttp, disputeId: string, contest: DisputeContest) {
  const documentIds: string[] = [];
  for (const file of contest.files) {
    const form = new FormData();
    form.append('purpose', 'dispute_evidence');
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
    const response = await http.fetch(`${http.apiBase}/v1/documents`, {
      method: 'POST',
      headers: { authorization: basicAuth(keys) },
      body: form,
    });
    const body: unknown = await response.json().catch(() => null);
    const id = (body as { id?: unknown } | null)?.id;
    if (!response.ok || typeof id !== 'string')
      throw new Error(`Razorpay document upload answered ${response.status}: ${errorDescription(body) ?? ''}`);
    documentIds.push(id);
  }
  await razorpayDisputeCall(keys, http, 'PATCH', `${disputePath(disputeId)}/contest`, {
    amount: contest.amountPaise,
    summary: contest.summary.slice(0, 1000),
    others: [{ type: 'evidence_pack', document_ids: documentIds }],
    action: contest.action,
  });
}

/** Razorpay lists at most 100 items a call; `skip` pages on. */
const PAGE = 100;
const collectionSchema = z.object({ items: z.array(z.unknown()) });
/** Our notes as the provider keeps them: an object of strings, or [] when there are none. */
const notesSchema = z.record(z.string(), z.coerce.string()).catch({});

/**
 * GET a Razorpay (or RazorpayX) collection for the span (its `from` and `to` are unix seconds, both included), every
 * page of it; an item that is not the entity `parse` knows is left out. Any answer but a collection is thrown.
 */
export async function listCollection<T>(
  http: RazorpayHttp,
  authorization: string,
  path: string,
  query: Record<string, string>,
  { from, to }: TimeSpan,
  parse: (entity: unknown) => T | null,
): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const params = new URLSearchParams({
      ...query,
      from: String(Math.floor(from / 1000)),
      to: String(Math.ceil(to / 1000) - 1),
      count: String(PAGE),
      skip: String(skip),
    });
    const response = await http.fetch(`${http.apiBase}${path}?${params}`, {
      method: 'GET',
      headers: { authorization },
    });
    const body: unknown = await response.json().catch(() => null);
    const page = collectionSchema.safeParse(body);
    if (!response.ok || !page.success)
      throw new Error(`Razorpay ${path} answered ${response.status}: ${errorDescription(body) ?? 'not a collection'}`);
    for (const entity of page.data.items) {
      const item = parse(entity);
      if (item) items.push(item);
    }
    if (page.data.items.length < PAGE) return items;
  }
}

const paymentItemSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  order_id: z.string().nullable().catch(null),
  created_at: z.number(),
});

function paymentItemFrom(entity: unknown): ProviderPaymentItem | null {
  const payment = paymentItemSchema.safeParse(entity);
  if (!payment.success) return null;
  const { id, amount, status, order_id, created_at } = payment.data;
  return { id, orderId: order_id, amountPaise: amount, status, createdAt: created_at * 1000 };
}

const refundItemSchema = refundEntitySchema.extend({
  payment_id: z.string(),
  amount: z.number().int(),
  created_at: z.number(),
  notes: notesSchema,
});

function refundItemFrom(entity: unknown): ProviderRefundItem | null {
  const refund = refundItemSchema.safeParse(entity);
  if (!refund.success) return null;
  const { id, status, payment_id, amount, created_at, notes } = refund.data;
  return { id, status, paymentId: payment_id, amountPaise: amount, createdAt: created_at * 1000, notes };
}

/** Our notes on a provider's entity, as strings (what our webhooks' handlers read them as). */
export const providerNotes = (notes: unknown): Record<string, string> => notesSchema.parse(notes);

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
    listPayments: true,
    listRefunds: true,
    acceptDispute: true,
    contestDispute: true,
  });
