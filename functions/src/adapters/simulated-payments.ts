// The local Payments adapter: a stand-in for Razorpay that issues order ids, signs payment results and webhooks the
// way Razorpay does (so the API verifies them with the production code path), and refunds: a refund is pending at
// first, then, after a delay, a signed `refund.processed` (or `refund.failed`) event goes through the webhook's own
// acceptance (signature, event-id dedupe, Pub/Sub), exactly as Razorpay's would. What it made is kept in a journal
// (simulated-journal.ts), from which it lists a day's payments and refunds as Razorpay does (decision 029).
import { createHash, randomBytes } from 'node:crypto';
import { SIMULATED_CHARGEBACK_FEE_PAISE } from '@marketplace/shared/payments/chargeback';
import {
  DisputeRefused,
  RefundRefused,
  type Payments,
  type ProviderRefund,
  type RefundRequest,
  type SimulatedCheckout,
  type SimulatedDisputes,
} from '../ports/payments.port.ts';
import { razorpayPaymentSignature, razorpaySignatureChecks, razorpayWebhookSignature } from './razorpay-payments.ts';
import { memoryJournal, notesOf, type JournalItem, type ProviderJournal } from './simulated-journal.ts';
import { webhookOutbox, type SignedWebhook, type WebhookSender } from './simulated-webhooks.ts';

export type { SignedWebhook, WebhookSender } from './simulated-webhooks.ts';
export type { SimulatedDisputes } from '../ports/payments.port.ts';

export const SIMULATED_ORDER_PREFIX = 'order_sim_';

/**
 * A payment made with `pay(orderId, { refundFails: true })` (the test card in simulated-pay.ts) has its first refund
 * fail and a retry processed. Its id says so: the provider keeps no record of payments, and the id is stored.
 */
const REFUND_FAILS_PAYMENT_PREFIX = 'pay_simrf_';

/**
 * A refund's id carries the outcome it was made with, so a provider started again (which remembers nothing) still
 * answers its status as its lost webhook would have said it (decision 027): failed under this prefix, else processed.
 */
const REFUND_PREFIX = 'rfnd_sim_';
const FAILING_REFUND_PREFIX = 'rfnd_simfail_';

export interface SimulatedRefunds {
  /** Where refund webhooks go (backend.ts: the webhook's own acceptance). Without it none is sent. */
  sendWebhooksWith(send: WebhookSender): void;
  /** The switch for tests: the next refund asked for this payment (a new idempotency key) fails. */
  failNextRefundOf(paymentId: string): void;
  /** Resolves once every webhook scheduled so far has been sent or given up. */
  idle(): Promise<void>;
}

export type SimulatedPayments = Payments & SimulatedCheckout & SimulatedRefunds & SimulatedDisputes;

/** Razorpay gives a few business days to answer a chargeback (T+3); the simulated bank gives three days. */
export const SIMULATED_RESPOND_DAYS = 3;

export interface SimulatedSettings {
  /** How long a refund stays pending before its webhook is sent (SIMULATED_REFUND_MS locally). */
  refundDelayMs?: number;
  /** Where what it made is kept (the local host's Firestore; memory when not given). */
  journal?: ProviderJournal;
}

export function simulatedPayments(
  secrets: { keySecret: string; webhookSecret: string },
  { refundDelayMs = 0, journal = memoryJournal() }: SimulatedSettings = {},
): SimulatedPayments {
  const random = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;
  const refunds = new Map<string, { request: RefundRequest; refund: ProviderRefund }>();
  /** Where each refund made since the start stands: pending until its webhook has been sent (or given up). */
  const statuses = new Map<string, ProviderRefund['status']>();
  const failNext = new Set<string>();
  const failedOnce = new Set<string>();
  const outbox = webhookOutbox('refund', refundDelayMs);

  /** Whether this new refund fails: the test switch, or the designated card's first refund. */
  const fails = (paymentId: string) => {
    if (failNext.delete(paymentId)) return true;
    if (!paymentId.startsWith(REFUND_FAILS_PAYMENT_PREFIX) || failedOnce.has(paymentId)) return false;
    failedOnce.add(paymentId);
    return true;
  };

  /** Moves a kept dispute to `status` and sends its signed webhook (in the background, as Razorpay does). */
  const disputeWebhook = async (id: string, status: 'created' | 'under_review' | 'won' | 'lost') => {
    const dispute = (await journal.get('dispute', id))!;
    const kept = status === 'created' ? 'open' : status;
    await journal.put('dispute', { ...dispute, status: kept });
    const rawBody = Buffer.from(JSON.stringify(disputeEvent(status, { ...dispute, status: kept })));
    const signature = razorpayWebhookSignature(rawBody, secrets.webhookSecret);
    const webhook = { rawBody, signature, eventId: `evt_sim_${id}_${status}` };
    outbox.track(() => outbox.deliver(webhook));
  };
  const schedule = (webhook: SignedWebhook, id: string, outcome: ProviderRefund['status']) =>
    outbox.track(async () => {
      await outbox.deliver(webhook);
      statuses.set(id, outcome);
      const kept = await journal.get('refund', id);
      if (kept) await journal.put('refund', { ...kept, status: outcome });
    });

  return {
    ...razorpaySignatureChecks(secrets),
    async createOrder({ amountPaise, currency }) {
      const id = random(SIMULATED_ORDER_PREFIX);
      await journal.put('order', { id, createdAt: Date.now(), amountPaise, status: 'created', fields: {} });
      return { id, amount: amountPaise, currency };
    },
    checkoutConfig: () => ({ provider: 'simulated' }),
    async pay(orderId, options = {}) {
      if (!orderId.startsWith(SIMULATED_ORDER_PREFIX)) throw new Error(`not a simulated order: ${orderId}`);
      const paymentId = random(options.refundFails ? REFUND_FAILS_PAYMENT_PREFIX : 'pay_sim_');
      // Captured at once, for the amount of its order (as Razorpay captures an order's payment).
      const amountPaise = (await journal.get('order', orderId))?.amountPaise ?? 0;
      await journal.put('payment', {
        id: paymentId,
        createdAt: Date.now(),
        amountPaise,
        status: 'captured',
        fields: { orderId },
      });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpayPaymentSignature(orderId, paymentId, secrets.keySecret),
      };
    },

    async refund(request) {
      refusalOf(request);
      const known = refunds.get(request.idempotencyKey);
      if (known) {
        // Razorpay's rule: the same key answers the same refund, and only for the same body.
        if (sameRequest(known.request, request)) return known.refund;
        throw new RefundRefused('A different request was sent with an idempotency key already used.');
      }
      // Named by its key, so a request repeated after a restart is still the same refund (and the same events).
      const outcome = fails(request.paymentId) ? 'failed' : 'processed';
      const key = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 14);
      const id = `${outcome === 'failed' ? FAILING_REFUND_PREFIX : REFUND_PREFIX}${key}`;
      const refund: ProviderRefund = { id, status: 'pending' };
      refunds.set(request.idempotencyKey, { request, refund });
      statuses.set(id, 'pending');
      await journal.put('refund', {
        id,
        createdAt: Date.now(),
        amountPaise: request.amountPaise,
        status: 'pending',
        fields: { paymentId: request.paymentId, ...request.notes },
      });
      const rawBody = Buffer.from(JSON.stringify(refundEvent(outcome, id, request)));
      const signature = razorpayWebhookSignature(rawBody, secrets.webhookSecret);
      schedule({ rawBody, signature, eventId: `evt_sim_${id}_${outcome}` }, id, outcome);
      return refund;
    },
    async refundStatus(id) {
      const status = statuses.get(id) ?? outcomeNamedBy(id);
      if (!status) throw new Error(`The id provided does not exist: ${id}`);
      return { id, status };
    },
    async listPayments(span) {
      const payments = await journal.list('payment', span);
      return payments.map(({ id, amountPaise, status, createdAt, fields }) => ({
        id,
        orderId: fields.orderId ?? null,
        amountPaise,
        status,
        createdAt,
      }));
    },
    async listRefunds(span) {
      const kept = await journal.list('refund', span);
      return kept.map(({ id, amountPaise, status, createdAt, fields }) => ({
        id,
        paymentId: fields.paymentId ?? '',
        amountPaise,
        status: status as ProviderRefund['status'],
        createdAt,
        notes: notesOf(fields, 'paymentId'),
      }));
    },
    async raiseDispute(paymentId, options = {}) {
      const payment = await journal.get('payment', paymentId);
      if (!payment || payment.status !== 'captured') throw new DisputeRefused(`No captured payment ${paymentId}`);
      const amountPaise = options.amountPaise ?? payment.amountPaise;
      if (!Number.isInteger(amountPaise) || amountPaise <= 0 || amountPaise > payment.amountPaise)
        throw new DisputeRefused('A chargeback is for at most the captured amount.');
      const id = random('disp_sim_');
      const createdAt = Date.now();
      await journal.put('dispute', {
        id,
        createdAt,
        amountPaise,
        status: 'open',
        fields: {
          paymentId,
          reasonCode: options.reasonCode ?? 'product_not_received',
          reason: options.reason ?? 'The cardholder says the goods or services were not received.',
          respondBy: String(createdAt + SIMULATED_RESPOND_DAYS * 86_400_000),
        },
      });
      await disputeWebhook(id, 'created');
      return id;
    },
    async decideDispute(disputeId, outcome) {
      const dispute = await journal.get('dispute', disputeId);
      if (!dispute) throw new DisputeRefused(`The id provided does not exist: ${disputeId}`);
      if (['won', 'lost', 'closed'].includes(dispute.status)) throw new DisputeRefused('This dispute is decided.');
      await disputeWebhook(disputeId, outcome);
    },
    async acceptDispute(disputeId) {
      const dispute = await journal.get('dispute', disputeId);
      if (!dispute) throw new DisputeRefused(`The id provided does not exist: ${disputeId}`);
      if (dispute.status !== 'open' && dispute.status !== 'action_required')
        throw new DisputeRefused('Only an open dispute can be accepted.');
      await disputeWebhook(disputeId, 'lost');
    },
    async contestDispute(disputeId, contest) {
      const dispute = await journal.get('dispute', disputeId);
      if (!dispute) throw new DisputeRefused(`The id provided does not exist: ${disputeId}`);
      if (dispute.status !== 'open' && dispute.status !== 'action_required')
        throw new DisputeRefused('Only an open dispute can be contested.');
      if (contest.action === 'draft') {
        await journal.put('dispute', { ...dispute, fields: { ...dispute.fields, draft: contest.summary } });
        return;
      }
      // Razorpay's rule: a submission needs at least one document.
      if (contest.files.length === 0) throw new DisputeRefused('Provide at least one document to contest a dispute.');
      await journal.put('dispute', { ...dispute, fields: { ...dispute.fields, submitted: String(Date.now()) } });
      await disputeWebhook(disputeId, 'under_review');
    },
    sendWebhooksWith: (sender) => outbox.sendWith(sender),
    failNextRefundOf(paymentId) {
      failNext.add(paymentId);
    },
    idle: () => outbox.idle(),
  };
}

/** The outcome a refund id made by this provider (before a restart) was made with; null for any other id. */
function outcomeNamedBy(id: string): ProviderRefund['status'] | null {
  if (id.startsWith(FAILING_REFUND_PREFIX)) return 'failed';
  return id.startsWith(REFUND_PREFIX) ? 'processed' : null;
}

/** What Razorpay refuses as a bad request before looking further. */
function refusalOf({ paymentId, amountPaise, idempotencyKey }: RefundRequest): void {
  if (!paymentId.startsWith('pay_')) throw new RefundRefused('The id provided does not exist');
  if (!Number.isInteger(amountPaise) || amountPaise < 100)
    throw new RefundRefused('The amount must be at least INR 1.00');
  if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey))
    throw new RefundRefused('The idempotency key must be at least 10 letters, digits, hyphens or underscores.');
}

const sameRequest = (a: RefundRequest, b: RefundRequest) =>
  a.paymentId === b.paymentId &&
  a.amountPaise === b.amountPaise &&
  JSON.stringify(Object.entries(a.notes).sort()) === JSON.stringify(Object.entries(b.notes).sort());

/** A refund event in Razorpay's shape (its sample payloads for refund.processed and refund.failed). */
function refundEvent(status: 'processed' | 'failed', id: string, request: RefundRequest) {
  const now = Math.floor(Date.now() / 1000);
  return {
    entity: 'event',
    account_id: 'acc_simulated',
    event: `refund.${status}`,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id,
          entity: 'refund',
          amount: request.amountPaise,
          currency: 'INR',
          payment_id: request.paymentId,
          notes: request.notes,
          receipt: null,
          acquirer_data: { arn: null },
          created_at: now,
          batch_id: null,
          status,
          speed_processed: 'normal',
          speed_requested: 'normal',
        },
      },
      payment: { entity: { id: request.paymentId, entity: 'payment', status: 'captured', captured: true } },
    },
    created_at: now,
  };
}

/** A dispute event in Razorpay's shape (its sample payloads for payment.dispute.*), with the simulated bank's fee. */
function disputeEvent(status: string, dispute: JournalItem) {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    entity: 'event',
    account_id: 'acc_simulated',
    event: `payment.dispute.${status}`,
    contains: ['payment', 'dispute'],
    payload: {
      payment: { entity: { id: dispute.fields.paymentId, entity: 'payment', status: 'captured', captured: true } },
      dispute: {
        entity: {
          id: dispute.id,
          entity: 'dispute',
          payment_id: dispute.fields.paymentId,
          amount: dispute.amountPaise,
          currency: 'INR',
          amount_deducted: status === 'lost' ? dispute.amountPaise : 0,
          reason_code: dispute.fields.reasonCode,
          reason_description: dispute.fields.reason,
          respond_by: seconds(Number(dispute.fields.respondBy)),
          status: dispute.status,
          phase: 'chargeback',
          created_at: seconds(dispute.createdAt),
          fee: SIMULATED_CHARGEBACK_FEE_PAISE,
        },
      },
    },
    created_at: seconds(Date.now()),
  };
}
