// Payouts as a provider movement (decision 030; the record and what its changes book: payout-record.ts). Written
// waiting in the transaction that earned it (platform/earned-payout.ts, decision 046); held until the seller is
// verified (decision 033); queued once the seller has said where to be paid, or carried while it is below the
// providers' minimum (queue-payout.ts), then sent with the seller's next payout; sent once per attempt; processing,
// processed (with the UTR), failed or reversed from RazorpayX's signed `payout.*` webhooks or, when they do not come,
// from its status check (decision 027); retried by an admin (retry-payout.ts).
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths, topics } from '@marketplace/shared/paths';
import { payoutAmountOf, payoutIdempotencyKey, payoutStatuses } from '@marketplace/shared/payouts/payout';
import { log } from '../../platform/log.ts';
// The movement's parts, as a payout uses them: sent, recorded, checked, and changed.
import { isUnsent, sendMovement } from '../../platform/movement/send.ts';
import { fromNotes, providerNotesSchema, recordMovementEvent } from '../../platform/movement/events.ts';
import type { MovementEvent } from '../../platform/movement/events.ts';
import { movementTriggers, type CheckDeps } from '../../platform/movement/checks.ts';
import type { ProviderReport } from '../../platform/movement/movement.ts';
import type { DocumentChange, PubSubEvent, Trigger } from '../../platform/triggers.ts';
import { PayoutRefused, payoutStatusFrom, type Payouts, type ProviderPayout } from '../../ports/payouts.port.ts';
import { payoutDetailsOf } from './payout-details-of.ts';
import { payoutFrom, payoutMovement, type StoredPayout } from './payout-record.ts';
import { queueForSending } from './queue-payout.ts';
import type { TaxDeps } from './withhold-tax.ts';
import { heldForVerification } from './verification-gate.ts';

/** The provider's answer (to the send, or to a status check) as a report on the attempt. */
const reportOf = (answer: ProviderPayout, attempt: number): ProviderReport => ({
  status: answer.status === 'queued' ? 'pending' : answer.status,
  providerId: answer.id,
  attempt,
  reference: answer.reference,
  failureReason: answer.failureReason,
});

export interface PayoutDeps extends TaxDeps {
  db: Firestore;
  payouts: Payouts;
}

/**
 * The send trigger: a payout is sent once per attempt, with that attempt's idempotency key, to the details the seller
 * has now. Without details it stays waiting (sent when the seller adds them, save-payout-details.ts).
 */
export async function sendPayout(deps: PayoutDeps, change: DocumentChange): Promise<void> {
  const { db, payouts } = deps;
  if (!change.after) return;
  const payoutId = change.params.projectId!;
  // Read as it is now (the change may be old): once the send is recorded, nothing is sent again.
  const current = payoutFrom(await db.doc(paths.payout(payoutId)).get());
  if (!current) return;
  const details = await payoutDetailsOf(db, current.sellerId);
  if (!details) return;
  // Decision 033: nothing is sent before the seller's PAN and this very account are verified.
  if (await heldForVerification(db, payoutId, current.sellerId, details)) return;
  const payout = await queueForSending(deps, payoutId, details);
  if (!payout || !isUnsent(payoutMovement, payout)) return;
  await sendMovement(
    db,
    payoutMovement,
    {
      send: (record) =>
        payouts.send({
          payoutId,
          attempt: record.attempt,
          amountPaise: payoutAmountOf(record),
          details,
          idempotencyKey: payoutIdempotencyKey(record),
        }),
      refusal: PayoutRefused,
      reportOf,
    },
    payout,
  );
}

/**
 * The payouts' triggers (triggers.ts): the send, and the status check beside it (decision 027) on its queue, named
 * after its function: a queued or processing payout's sent attempt is asked about when its webhooks are late.
 */
export const payoutTriggers = movementTriggers<
  CheckDeps & PayoutDeps,
  StoredPayout,
  DocumentSnapshot[],
  ProviderPayout
>(payoutMovement, payoutStatuses, {
  queue: 'checkPayout',
  idParam: 'projectId',
  send: sendPayout,
  ask: ({ payouts }, providerPayoutId) => payouts.status(providerPayoutId),
  reportOf,
});

const payoutEventSchema = z.object({
  event: z.string().startsWith('payout.'),
  payload: z.object({
    payout: z.object({
      entity: z.object({
        id: z.string().min(1),
        status: z.string(),
        utr: z.string().nullable().catch(null),
        failure_reason: z.string().nullable().catch(null),
        notes: providerNotesSchema,
      }),
    }),
  }),
});

/** A `payout.*` event in our words; null when it is not a payout event of a shape and status RazorpayX documents. */
export function payoutEventFrom(data: unknown): MovementEvent | null {
  const parsed = payoutEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { id, status, utr, failure_reason, notes } = parsed.data.payload.payout.entity;
  // The entity's own status says where the payout stands (payout.updated carries no status in its name).
  const ours = payoutStatusFrom(status);
  if (!ours) return null;
  const named = fromNotes(notes, 'payoutId', z.string().min(1).max(160));
  const answer: ProviderPayout = { id, status: ours, reference: utr, failureReason: failure_reason };
  return { id: named.id, report: { ...reportOf(answer, 0), attempt: named.attempt } };
}

/**
 * The subscriber for RazorpayX's `payout.*` events: on the same topic as the payments' subscriber
 * (handle-razorpay-event.ts, which ignores them), with a subscription of its own.
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
  await recordMovementEvent(db, payoutMovement, message.id, event);
}

export const handlePayoutEventTrigger: Trigger<{ db: Firestore }> = {
  kind: 'pubsub',
  topic: topics.razorpayEvents,
  handle: handlePayoutEvent,
};
