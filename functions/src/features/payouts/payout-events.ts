// RazorpayX's `payout.*` webhooks in our words (issue 21). They are accepted like the payment events (signature on
// the raw body, event-id dedupe, Pub/Sub); the payout is found by our id in the notes, and the report moves it
// forward only (payout-status.ts).
import { z } from 'zod';
import { payoutStatusFrom } from '../../ports/payouts.port.ts';
import type { PayoutReport } from './payout-status.ts';

export const PAYOUT_EVENTS = [
  'payout.queued',
  'payout.pending',
  'payout.initiated',
  'payout.processed',
  'payout.updated',
  'payout.failed',
  'payout.rejected',
  'payout.reversed',
] as const;

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
