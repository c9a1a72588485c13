// The Firestore documents the payment use cases read: a project (Timestamps become epoch millis here, STYLE
// rule 6) and the server-only payment order that create-order stores under the provider's order id.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : value);

/** Null when the project does not exist; throws for a stored project that breaks the schema (a server fault). */
export function projectFrom(snapshot: DocumentSnapshot): Project | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data()!;
  return projectSchema.parse({
    ...data,
    id: snapshot.id,
    deadline: millis(data.deadline ?? null),
    createdAt: millis(data.createdAt ?? null),
  });
}

export const paymentOrderStatuses = ['created', 'paid'] as const;

const paymentOrderRecordSchema = z.object({
  projectId: z.string().min(1),
  studentId: z.string().min(1),
  amountPaise: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(paymentOrderStatuses),
  paymentId: z.string().optional(),
  confirmedBy: z.enum(['checkout', 'webhook']).optional(),
  /** Set when the student's checkout came back after the webhook had already funded the project. */
  checkoutVerifiedAt: z.unknown().optional(),
});
export type PaymentOrderRecord = z.infer<typeof paymentOrderRecordSchema>;

/** Null when no project payment order is stored under this id (other kinds of order do not parse). */
export function paymentOrderFrom(snapshot: DocumentSnapshot): PaymentOrderRecord | null {
  if (!snapshot.exists) return null;
  const parsed = paymentOrderRecordSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}
