// Razorpay's refund.processed and refund.failed webhooks (accepted, deduplicated by event id and queued like the
// payment events): the refund is found by our id in its notes, or else by the provider's refund id, and its status
// moves forward only (refund-status.ts), so a late or repeated event changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons, refundIdSchema } from '@marketplace/shared/payments/refund';
import { log } from '../../platform/log.ts';
import type { PubSubEvent } from '../../platform/triggers.ts';
import { afterReport, updateRefund, type ProviderReport } from './refund-status.ts';

export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;

const refundEventSchema = z.object({
  event: z.enum(REFUND_EVENTS),
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1),
        // Razorpay sends empty notes as [] and ours as an object of strings.
        notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).catch({}),
      }),
    }),
  }),
});

export interface RefundEvent {
  /** Our refund id from the notes; null when the refund was not ours or its notes were lost. */
  refundId: string | null;
  report: ProviderReport;
}

/** The event in our words; null when it is not a refund event of the shape Razorpay documents. */
export function refundEventFrom(data: unknown): RefundEvent | null {
  const parsed = refundEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const notes = Array.isArray(payload.refund.entity.notes) ? {} : payload.refund.entity.notes;
  const refundId = refundIdSchema.safeParse(notes.refundId);
  const attempt = z.coerce.number().int().positive().safeParse(notes.attempt);
  return {
    refundId: refundId.success ? refundId.data : null,
    report: {
      status: event === 'refund.processed' ? 'processed' : 'failed',
      providerRefundId: payload.refund.entity.id,
      attempt: attempt.success ? attempt.data : null,
      failureReason: refundFailureReasons.providerFailed,
    },
  };
}

/** The subscriber's part for refund events (handle-razorpay-event.ts hands them here). */
export async function handleRefundEvent(db: Firestore, message: PubSubEvent): Promise<void> {
  const event = refundEventFrom(message.data);
  if (!event) {
    // Signed by Razorpay but not the shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a refund entity', { messageId: message.id });
    return;
  }
  const { refundId, report } = event;
  const id = refundId ?? (await refundIdByProviderId(db, report.providerRefundId));
  const result = id ? (await updateRefund(db, id, (refund) => afterReport(refund, report))).kind : 'missing';
  // Refunds made elsewhere in the Razorpay account are not ours; repeats and late events are expected.
  log.info(result === 'updated' ? 'refund status recorded' : 'refund event changed nothing', {
    messageId: message.id,
    refundId: id,
    providerRefundId: report.providerRefundId,
    status: report.status,
    result,
  });
}

async function refundIdByProviderId(db: Firestore, providerRefundId: string): Promise<string | null> {
  const found = await db.collection(paths.refunds).where('providerRefundId', '==', providerRefundId).limit(1).get();
  return found.empty ? null : found.docs[0]!.id;
}
