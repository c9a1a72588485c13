// The server-only record create-order keeps under the provider's order id (paymentOrders/{id}): whose order
// it is, for what, how much, and whether it has been paid. Verification and the webhook read it back.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paymentPurposes } from '@marketplace/shared/payments/payment-purpose';

/**
 * Created by create-order; paid once a verified payment is applied to its purpose; orphaned when a verified payment
 * arrived for something no longer payable (decision 029): captured all the same, so the server refunds it at once.
 */
export const paymentOrderStatuses = ['created', 'paid', 'orphaned'] as const;

const storedPaymentOrderSchema = z.looseObject({
  // Orders opened before purposes existed all funded projects.
  purpose: z.enum(paymentPurposes).default('project'),
  /** The payer (SPEC 3 calls the buyer of a store order its student too). */
  studentId: z.string().min(1),
  amountPaise: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(paymentOrderStatuses),
  paymentId: z.string().optional(),
  /** Who vouched for the payment first: the payer's checkout, the provider's webhook, or its list (reconciliation). */
  confirmedBy: z.enum(['checkout', 'webhook', 'reconciliation']).optional(),
  /** Set when the payer's checkout came back after the webhook had already recorded the payment. */
  checkoutVerifiedAt: z.unknown().optional(),
});

/** The record with its id; purpose-specific fields (`projectId`, a product copy) ride along untyped. */
export type StoredPaymentOrder = z.infer<typeof storedPaymentOrderSchema> & { id: string };

/** Null when no payment order is stored under this id, or what is stored is not one. */
export function paymentOrderFrom(snapshot: DocumentSnapshot): StoredPaymentOrder | null {
  if (!snapshot.exists) return null;
  const parsed = storedPaymentOrderSchema.safeParse(snapshot.data());
  return parsed.success ? { ...parsed.data, id: snapshot.id } : null;
}
