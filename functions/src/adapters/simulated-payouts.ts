// The local Payouts adapter: a stand-in for RazorpayX that answers a payout queued, then, on a timer, sends signed
// `payout.processing` and `payout.processed` (with a UTR) or `payout.failed` events through the webhook's own
// acceptance (signature on the raw body, event-id dedupe, Pub/Sub), as the simulated refunds do. What it paid is kept
// in a journal (simulated-journal.ts), from which it lists a day's payouts as RazorpayX does (decision 029).
import { createHash } from 'node:crypto';
import {
  PayoutRefused,
  payoutNotes,
  type PayoutRequest,
  type Payouts,
  type ProviderPayout,
} from '../ports/payouts.port.ts';
import { razorpayWebhookSignature } from './razorpay-payments.ts';
import { memoryJournal, notesOf, type ProviderJournal } from './simulated-journal.ts';
import { webhookOutbox, type WebhookSender } from './simulated-webhooks.ts';

export interface SimulatedPayouts extends Payouts {
  /** Where payout webhooks go (backend.ts: the webhook's own acceptance). Without it none is sent. */
  sendWebhooksWith(send: WebhookSender): void;
  /** The switch for tests and the demo: the next new payout of this payout id fails. */
  failNextPayoutOf(payoutId: string): void;
  /** Resolves once every webhook scheduled so far has been sent or given up. */
  idle(): Promise<void>;
}

/**
 * A payout's id carries the outcome it was made with, so a provider started again (which remembers nothing) still
 * answers its status as its lost webhooks would have said it (decision 027): failed under this prefix, else processed.
 */
const PAYOUT_PREFIX = 'pout_sim_';
const FAILING_PAYOUT_PREFIX = 'pout_simfail_';
const SIMULATED_FAILURE = 'Beneficiary bank is down (simulated).';
const simulatedUtr = (id: string) => `SIMUTR${id.slice(-10).toUpperCase()}`;

/** The payout an id made by this provider (before a restart) ended as; null for any other id. */
function outcomeNamedBy(id: string): ProviderPayout | null {
  if (id.startsWith(FAILING_PAYOUT_PREFIX))
    return { id, status: 'failed', reference: null, failureReason: SIMULATED_FAILURE };
  if (!id.startsWith(PAYOUT_PREFIX)) return null;
  return { id, status: 'processed', reference: simulatedUtr(id), failureReason: null };
}

export function simulatedPayouts(
  { webhookSecret }: { webhookSecret: string },
  { delayMs = 0, journal = memoryJournal() }: { delayMs?: number; journal?: ProviderJournal } = {},
): SimulatedPayouts {
  const sent = new Map<string, { request: PayoutRequest; payout: ProviderPayout }>();
  /** Where each payout made since the start stands: moved on as each of its webhooks is sent (or given up). */
  const statuses = new Map<string, ProviderPayout>();
  const failNext = new Set<string>();
  const outbox = webhookOutbox('payout', delayMs);

  /** The payout's events in order: processing, then its outcome, each after the delay. */
  const schedule = (request: PayoutRequest, id: string, fails: boolean) => {
    const outcome = fails ? 'failed' : 'processed';
    outbox.track(async () => {
      for (const status of ['processing', outcome] as const) {
        const rawBody = Buffer.from(JSON.stringify(payoutEvent(status, id, request)));
        const signature = razorpayWebhookSignature(rawBody, webhookSecret);
        await outbox.deliver({ rawBody, signature, eventId: `evt_sim_${id}_${status}` });
        const now = status === 'processing' ? { ...statuses.get(id)!, status } : outcomeNamedBy(id)!;
        statuses.set(id, now);
        const kept = await journal.get('payout', id);
        if (kept)
          await journal.put('payout', { ...kept, status: now.status, fields: { ...kept.fields, utr: now.reference } });
      }
    });
  };

  return {
    async send(request) {
      if (request.amountPaise < 100) throw new PayoutRefused('The amount must be at least INR 1.00');
      const known = sent.get(request.idempotencyKey);
      if (known) {
        if (JSON.stringify(known.request) === JSON.stringify(request)) return known.payout;
        throw new PayoutRefused('A different request was sent with an idempotency key already used.');
      }
      // Named by its key, so a request repeated after a restart is still the same payout (and the same events).
      const fails = failNext.delete(request.payoutId);
      const key = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 14);
      const id = `${fails ? FAILING_PAYOUT_PREFIX : PAYOUT_PREFIX}${key}`;
      const payout: ProviderPayout = { id, status: 'queued', reference: null, failureReason: null };
      sent.set(request.idempotencyKey, { request, payout });
      statuses.set(id, payout);
      await journal.put('payout', {
        id,
        createdAt: Date.now(),
        amountPaise: request.amountPaise,
        status: 'queued',
        fields: { ...payoutNotes(request), utr: null },
      });
      schedule(request, id, fails);
      return payout;
    },
    async status(id) {
      const payout = statuses.get(id) ?? outcomeNamedBy(id);
      if (!payout) throw new Error(`The id provided does not exist: ${id}`);
      return payout;
    },
    async listPayouts(span) {
      const kept = await journal.list('payout', span);
      return kept.map(({ id, amountPaise, status, createdAt, fields }) => ({
        id,
        status: status as ProviderPayout['status'],
        reference: fields.utr ?? null,
        failureReason: status === 'failed' ? SIMULATED_FAILURE : null,
        amountPaise,
        createdAt,
        notes: notesOf(fields, 'utr'),
      }));
    },
    sendWebhooksWith: (sender) => outbox.sendWith(sender),
    failNextPayoutOf(payoutId) {
      failNext.add(payoutId);
    },
    idle: () => outbox.idle(),
  };
}

/** A payout event in RazorpayX's shape (its sample payloads for payout.processing, .processed and .failed). */
function payoutEvent(status: 'processing' | 'processed' | 'failed', id: string, request: PayoutRequest) {
  const now = Math.floor(Date.now() / 1000);
  const failed = status === 'failed';
  return {
    entity: 'event',
    account_id: 'acc_simulated',
    event: `payout.${status}`,
    contains: ['payout'],
    payload: {
      payout: {
        entity: {
          id,
          entity: 'payout',
          fund_account_id: 'fa_simulated',
          amount: request.amountPaise,
          currency: 'INR',
          notes: payoutNotes(request),
          status,
          purpose: 'payout',
          mode: request.details.method === 'upi' ? 'UPI' : 'IMPS',
          reference_id: request.payoutId,
          utr: status === 'processed' ? simulatedUtr(id) : null,
          failure_reason: failed ? SIMULATED_FAILURE : null,
          status_details: failed
            ? { reason: 'beneficiary_bank_down', description: SIMULATED_FAILURE, source: 'bank' }
            : null,
          created_at: now,
        },
      },
    },
    created_at: now,
  };
}
