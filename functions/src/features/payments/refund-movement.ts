// Refunds as a provider movement (decision 030; the record: shared/src/payments/refund.ts). Written requested by the
// deciding transaction (refund-requests.ts); sent once per attempt by the send trigger; processed or failed from
// Razorpay's signed `refund.*` webhooks or, when one does not come, from its status check (decision 027); retried
// by an admin (retry-refund.ts). A change of status is mirrored on what was refunded (a project's or order's refundStatus, an orphaned
// payment's order) and a processed refund booked in the ledger (refundDue → provider, decision 029), in the same
// transaction.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { heldSubjectOf, refundPaidEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import {
  refundFailureReasons,
  refundIdempotencyKey,
  refundIdSchema,
  refundNotes,
  refundSchema,
  type Refund,
  type RefundPurpose,
} from '@marketplace/shared/payments/refund';
import { refundStatuses, type RefundStatus } from '@marketplace/shared/projects/project';
import { bookEntry } from '../../platform/ledger.ts';
import { log } from '../../platform/log.ts';
import { movementTriggers, type CheckDeps } from '../../platform/movement/checks.ts';
import {
  fromNotes,
  providerNotesSchema,
  recordMovementEvent,
  type MovementEvent,
} from '../../platform/movement/events.ts';
import { type MovementKind, type Phase, type ProviderReport } from '../../platform/movement/movement.ts';
import { isUnsent, sendMovement } from '../../platform/movement/send.ts';
import type { DocumentChange, PubSubEvent } from '../../platform/triggers.ts';
import { RefundRefused, type Payments, type ProviderRefund } from '../../ports/payments.port.ts';
import { projectOfMoneyId } from '@marketplace/shared/projects/milestones';

export function refundFrom(snapshot: DocumentSnapshot): Refund | null {
  if (!snapshot.exists) return null;
  const parsed = refundSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

/** The document that shows a refund's status to the people refunded, by purpose: its refundStatus follows. */
const mirrorPath: Record<RefundPurpose, (subjectId: string) => string> = {
  // A milestone's refund shows on its project (decision 068).
  project: (moneyId) => paths.project(projectOfMoneyId(moneyId).projectId),
  store: paths.storeOrder,
  payment: paths.paymentOrder,
};

const phases: Record<RefundStatus, Phase> = { requested: 'sent', processed: 'processed', failed: 'failed' };

export const refundMovement: MovementKind<Refund, DocumentSnapshot> = {
  kind: 'refund',
  collection: paths.refunds,
  path: paths.refund,
  providerIdField: 'providerRefundId',
  searchKeys: { providerId: searchKeyTargets.refundId },
  parse: refundFrom,
  phaseOf: (status) => phases[status as RefundStatus] ?? 'failed',
  // A refund has no words of its own for processing; the provider never returns a refund once processed.
  statusFor: (phase) =>
    phase === 'sent' || phase === 'processing' ? 'requested' : phase === 'processed' ? 'processed' : 'failed',
  processedFromAnyAttempt: true,
  failureReasons: { failed: refundFailureReasons.providerFailed, reversed: refundFailureReasons.providerFailed },
  effectReads: (tx, db, refund) => tx.get(db.doc(mirrorPath[refund.purpose](refund.subjectId))),
  onStatus: ({ tx, db, record: refund, patch, to, effects: mirror, at }) => {
    if (mirror.exists) tx.update(mirror.ref, { refundStatus: patch.status });
    if (to !== 'processed') return;
    const party = { subject: heldSubjectOf[refund.purpose](refund.subjectId), payerId: refund.payerId, sellerId: null };
    const providerRefundId = String(patch.providerRefundId ?? refund.providerRefundId ?? '');
    bookEntry(
      tx,
      db,
      refundPaidEntry(party, { refundId: refund.id, amountPaise: refund.amountPaise, providerRefundId }),
      at,
    );
  },
};

/** The provider's answer (to the send, or to a status check) as a report on the attempt. */
const reportOf = (answer: ProviderRefund, attempt: number): ProviderReport => ({
  status: answer.status,
  providerId: answer.id,
  attempt,
  reference: null,
  failureReason: refundFailureReasons.providerFailed,
});

export interface RefundDeps {
  db: Firestore;
  payments: Payments;
}

/** The send trigger: a requested refund whose current attempt has not been sent is sent with its attempt's key. */
export async function sendRefund({ db, payments }: RefundDeps, change: DocumentChange): Promise<void> {
  if (change.after?.status !== 'requested') return;
  // Read as it is now (the change may be old): once the send is recorded, nothing is sent again.
  const refund = refundFrom(await db.doc(paths.refund(change.params.refundId!)).get());
  if (!refund || !isUnsent(refundMovement, refund)) return;
  await sendMovement(
    db,
    refundMovement,
    {
      send: async (current) => {
        if (!current.paymentId) throw new RefundRefused(refundFailureReasons.noPayment);
        return payments.refund({
          paymentId: current.paymentId,
          amountPaise: current.amountPaise,
          idempotencyKey: refundIdempotencyKey(current),
          notes: refundNotes(current),
        });
      },
      refusal: RefundRefused,
      reportOf,
    },
    refund,
  );
}

/**
 * The refunds' triggers (triggers.ts): the send, and the status check beside it (decision 027) on its queue, named
 * after its function, which asks the provider about a sent attempt whose webhook is late and records the answer as
 * the webhook would.
 */
export const refundTriggers = movementTriggers<CheckDeps & RefundDeps, Refund, DocumentSnapshot, ProviderRefund>(
  refundMovement,
  refundStatuses,
  {
    queue: 'checkRefund',
    idParam: 'refundId',
    send: sendRefund,
    ask: ({ payments }, providerRefundId) => payments.refundStatus(providerRefundId),
    reportOf,
  },
);

export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;

const refundEventSchema = z.object({
  event: z.enum(REFUND_EVENTS),
  payload: z.object({
    refund: z.object({ entity: z.object({ id: z.string().min(1), notes: providerNotesSchema }) }),
  }),
});

/** A `refund.*` event in our words; null when it is not a refund event of the shape Razorpay documents. */
export function refundEventFrom(data: unknown): MovementEvent | null {
  const parsed = refundEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const { id, attempt } = fromNotes(payload.refund.entity.notes, 'refundId', refundIdSchema);
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  return { id, report: { ...reportOf({ id: payload.refund.entity.id, status }, 0), attempt } };
}

/** Razorpay's `refund.*` webhook (handle-razorpay-event.ts hands them here), recorded on its refund. */
export async function handleRefundEvent(db: Firestore, message: PubSubEvent): Promise<void> {
  const event = refundEventFrom(message.data);
  if (!event) {
    // Signed by Razorpay but not the shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a refund entity', { messageId: message.id });
    return;
  }
  await recordMovementEvent(db, refundMovement, message.id, event);
}
