// A refund of a captured payment (decision 023; store orders use it too): one record per funding at
// refunds/{refundId}, written by the server in the same transaction that decides the refund, then sent to the
// provider by a trigger and kept in step with its answers (webhooks). The id is the idempotency key's stem, so
// a repeated request, trigger or webhook never refunds twice.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { refundStatuses } from '../projects/project.ts';

/**
 * `project-{projectId}`, `order-{orderId}` or `payment-{paymentOrderId}` (a payment that arrived for something no
 * longer payable, decision 029): at most one refund for each thing paid for.
 */
export const refundIdFor = {
  project: (projectId: string) => `project-${projectId}`,
  storeOrder: (orderId: string) => `order-${orderId}`,
  payment: (paymentOrderId: string) => `payment-${paymentOrderId}`,
};

/** What a refund gives back: a project's funding, a store order's payment, or an orphaned payment whole. */
export const refundPurposes = ['project', 'store', 'payment'] as const;
export type RefundPurpose = (typeof refundPurposes)[number];

/** A refund's id as refundIdFor makes it, for what arrives from outside (a path, a provider's notes). */
export const refundIdSchema = z.string().regex(/^(project|order|payment)-[A-Za-z0-9_-]{1,128}$/);

export const refundSchema = z.object({
  id: z.string(),
  purpose: z.enum(refundPurposes),
  /** The project, store order or payment order refunded. */
  subjectId: z.string(),
  /** Who paid and is refunded. */
  payerId: z.string(),
  title: z.string().catch(''),
  /** The provider's payment and our payment order. */
  paymentId: z.string(),
  paymentOrderId: z.string(),
  amountPaise: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(refundStatuses),
  /** Each retry is a new attempt with its own idempotency key (`{id}-{attempt}`). */
  attempt: z.number().int().positive(),
  /** The last attempt sent to the provider (0: none yet): the send trigger sends an attempt once. */
  sentAttempt: z.number().int().nonnegative().catch(0),
  providerRefundId: z.string().nullable().catch(null),
  failureReason: z.string().nullable().catch(null),
  requestedAt: epochMillis,
  updatedAt: epochMillis,
});
export type Refund = z.infer<typeof refundSchema>;

/** The key the provider deduplicates one attempt by. */
export const refundIdempotencyKey = (refund: Pick<Refund, 'id' | 'attempt'>) => `${refund.id}-${refund.attempt}`;

/** Why a refund failed, when the provider gives no words of its own (shown to admins beside the retry). */
export const refundFailureReasons = {
  noPayment: 'No captured payment is recorded for this funding.',
  providerFailed: 'The payment provider could not complete the refund (refund.failed).',
} as const;

/** What we put in the provider's notes of a refund, so its webhooks name our record and the attempt. */
export const refundNotes = (refund: Pick<Refund, 'id' | 'attempt' | 'purpose' | 'subjectId'>) => ({
  refundId: refund.id,
  attempt: String(refund.attempt),
  purpose: refund.purpose,
  subjectId: refund.subjectId,
});
