// How a refund record changes after it is written: one transaction that reads the record and the refunded subject,
// lets the caller decide from the current record, and writes the change with the subject's mirror of the status
// (a project's refundStatus). The send trigger, the provider's webhooks and an admin's retry all change it here.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundSchema, type Refund } from '@marketplace/shared/payments/refund';
import type { RefundStatus } from '@marketplace/shared/projects/project';

/** The document that shows a refund's status to the people refunded, by purpose: its refundStatus follows. */
const subjectPath: Record<Refund['purpose'], (subjectId: string) => string> = {
  project: paths.project,
  store: paths.storeOrder,
};

export function refundFrom(snapshot: DocumentSnapshot): Refund | null {
  if (!snapshot.exists) return null;
  const parsed = refundSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

/** The fields a change may set: the record's own, never its amount, payment or payer. */
export type RefundPatch = Partial<
  Pick<Refund, 'status' | 'attempt' | 'sentAttempt' | 'providerRefundId' | 'failureReason'>
>;

export type RefundUpdate =
  { kind: 'missing' } | { kind: 'unchanged'; refund: Refund } | { kind: 'updated'; refund: Refund; patch: RefundPatch };

/** Reads the refund and its subject, applies what `decide` asks (null: nothing) and mirrors a new status. */
export async function updateRefund(
  db: Firestore,
  refundId: string,
  decide: (refund: Refund) => RefundPatch | null,
): Promise<RefundUpdate> {
  return db.runTransaction(async (tx) => {
    const ref = db.doc(paths.refund(refundId));
    const refund = refundFrom(await tx.get(ref));
    if (!refund) return { kind: 'missing' };
    // Read before any write (Firestore's rule for transactions), even when the decision turns out to be nothing.
    const subject = await tx.get(db.doc(subjectPath[refund.purpose](refund.subjectId)));
    const patch = decide(refund);
    if (!patch) return { kind: 'unchanged', refund };
    tx.update(ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
    if (patch.status && patch.status !== refund.status && subject.exists)
      tx.update(subject.ref, { refundStatus: patch.status });
    return { kind: 'updated', refund, patch };
  });
}

/** The provider's word on one attempt of a refund (its webhook, or its first answer). */
export interface ProviderReport {
  status: Exclude<RefundStatus, 'requested'>;
  providerRefundId: string;
  /** The attempt named in the refund's notes; null when the event carried none. */
  attempt: number | null;
  failureReason: string;
}

/**
 * Status moves forward only. Processed is final, whatever comes after, and is taken from any attempt of this
 * refund (the money went back). A failure counts only for the attempt being waited on, so a late failure of an
 * attempt already retried leaves the retry alone; a repeated failure changes nothing.
 */
export function afterReport(refund: Refund, report: ProviderReport): RefundPatch | null {
  if (refund.status === 'processed') return null;
  if (report.status === 'processed') return { status: 'processed', providerRefundId: report.providerRefundId };
  const current =
    report.attempt === null ? report.providerRefundId === refund.providerRefundId : report.attempt === refund.attempt;
  if (refund.status !== 'requested' || !current) return null;
  return { status: 'failed', failureReason: report.failureReason, providerRefundId: report.providerRefundId };
}
