// RazorpayX's `payout.*` webhooks in our words (issue 21). They are accepted like the payment events (signature on
// the raw body, event-id dedupe, Pub/Sub); the payout is found by our id in the notes, and the report moves it
// forward only (payout-status.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths, topics } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { PubSubEvent, Trigger } from '../../platform/triggers.ts';
import { payoutStatusFrom } from '../../ports/payouts.port.ts';
import { afterPayoutReport, type PayoutReport } from './payout-status.ts';
import { updatePayout } from './update-payout.ts';

const payoutEventSchema = z.object({
  event: z.string().startsWith('payout.'),
  payload: z.object({
    payout: z.object({
      entity: z.object({
        id: z.string().min(1),
        status: z.string(),
        utr: z.string().nullable().catch(null),
        failure_reason: z.string().nullable().catch(null),
        // RazorpayX sends empty notes as [] and ours as an object of strings.
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).catch({}),
      }),
    }),
  }),
});

export interface PayoutEvent {
  /** Our payout id from the notes; null when the payout was not ours or its notes were lost. */
  payoutId: string | null;
  report: PayoutReport;
}

/** The event in our words; null when it is not a payout event of the shape RazorpayX documents. */
export function payoutEventFrom(data: unknown): PayoutEvent | null {
  const parsed = payoutEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { id, status, utr, failure_reason, notes } = parsed.data.payload.payout.entity;
  // The entity's own status says where the payout stands (payout.updated carries no status in its name).
  const ours = payoutStatusFrom(status);
  if (!ours) return null;
  const named = Array.isArray(notes) ? {} : notes;
  const payoutId = z.string().min(1).max(160).safeParse(named.payoutId);
  const attempt = z.coerce.number().int().positive().safeParse(named.attempt);
  return {
    payoutId: payoutId.success ? payoutId.data : null,
    report: {
      status: ours,
      providerPayoutId: id,
      attempt: attempt.success ? attempt.data : null,
      reference: utr,
      failureReason: failure_reason,
    },
  };
}

/**
 * The subscriber for payout events: on the same topic as the payments' subscriber (handle-razorpay-event.ts, which
 * ignores them), with a subscription of its own. The payout is found by our id in the notes, or else by the
 * provider's id; its status moves forward only, so a repeated or late event changes nothing.
 */
export async function handlePayoutEvent({ db }: { db: Firestore }, message: PubSubEvent): Promise<void> {
  const kind = (message.data as { event?: unknown } | null)?.event;
  if (typeof kind !== 'string' || !kind.startsWith('payout.')) return;
  const event = payoutEventFrom(message.data);
  if (!event) {
    // Signed by the provider but not a shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a payout entity we know', { messageId: message.id, event: kind });
    return;
  }
  const { payoutId, report } = event;
  const id = payoutId ?? (await payoutIdByProviderId(db, report.providerPayoutId));
  const result = id ? (await updatePayout(db, id, (payout) => afterPayoutReport(payout, report))).kind : 'missing';
  // Payouts made elsewhere in the RazorpayX account are not ours; repeats and late events are expected.
  log.info(result === 'updated' ? 'payout status recorded' : 'payout event changed nothing', {
    messageId: message.id,
    payoutId: id,
    providerPayoutId: report.providerPayoutId,
    status: report.status,
    result,
  });
}

async function payoutIdByProviderId(db: Firestore, providerPayoutId: string): Promise<string | null> {
  const found = await db.collection(paths.payouts).where('providerPayoutId', '==', providerPayoutId).limit(1).get();
  return found.empty ? null : found.docs[0]!.id;
}

export const handlePayoutEventTrigger: Trigger<{ db: Firestore }> = {
  kind: 'pubsub',
  topic: topics.razorpayEvents,
  handle: handlePayoutEvent,
};
