// Deciding a refund (issue 20): the use case that ends a funding (a cancellation, a dispute's settlement; a store
// order's cancellation in issue 21) writes the refund record in its own transaction, so the decision and the
// refund are one change. A trigger then sends it to the provider (send-refund.ts). One record per funding
// (refundIdFor), written once: a repeated request finds it and writes nothing.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons, refundIdFor, type Refund } from '@marketplace/shared/payments/refund';
import { paymentOrderFrom, type StoredPaymentOrder } from './payment-orders.ts';

export interface RefundSubject {
  purpose: Refund['purpose'];
  /** The project or store order whose payment is refunded. */
  subjectId: string;
  title: string;
}

export interface RefundPlan {
  subject: RefundSubject;
  refundId: string;
  /** The captured payment to refund; null when none is recorded (the record then says so, for an admin). */
  paidOrder: StoredPaymentOrder | null;
  alreadyRequested: boolean;
}

/**
 * The reads a refund needs, inside the deciding transaction and before any of its writes (Firestore's rule for
 * transactions): the paid payment order of the subject, and whether its refund exists already.
 */
export async function planRefund(tx: Transaction, db: Firestore, subject: RefundSubject): Promise<RefundPlan> {
  const refundId =
    subject.purpose === 'project' ? refundIdFor.project(subject.subjectId) : refundIdFor.storeOrder(subject.subjectId);
  const [existing, paidOrder] = await Promise.all([
    tx.get(db.doc(paths.refund(refundId))),
    paidOrderOf(tx, db, subject),
  ]);
  return { subject, refundId, paidOrder, alreadyRequested: existing.exists };
}

/**
 * The subject's captured payment order. A project's is found by its projectId; a store order is created under its
 * payment order's own id (store-purchase.ts: razorpay_order_id is the same id), so it is read directly.
 */
async function paidOrderOf(tx: Transaction, db: Firestore, subject: RefundSubject): Promise<StoredPaymentOrder | null> {
  if (subject.purpose === 'store') {
    const order = paymentOrderFrom(await tx.get(db.doc(paths.paymentOrder(subject.subjectId))));
    return order?.status === 'paid' && order.purpose === 'store' ? order : null;
  }
  const paid = await tx.get(
    db
      .collection(paths.paymentOrders)
      .where('projectId', '==', subject.subjectId)
      .where('status', '==', 'paid')
      .limit(1),
  );
  return paid.empty ? null : paymentOrderFrom(paid.docs[0]!);
}

/** Writes the refund record the plan allows (nothing when it exists). `amountPaise` is at most what was captured. */
export function writeRefundRequest(tx: Transaction, db: Firestore, plan: RefundPlan, amountPaise: number): void {
  if (plan.alreadyRequested) return;
  const { paidOrder, subject } = plan;
  const captured = paidOrder?.amountPaise ?? 0;
  if (paidOrder && (amountPaise <= 0 || amountPaise > captured))
    throw new Error(`refund of ${amountPaise} paise exceeds the ${captured} captured for ${plan.refundId}`);
  const now = FieldValue.serverTimestamp();
  tx.create(db.doc(paths.refund(plan.refundId)), {
    purpose: subject.purpose,
    subjectId: subject.subjectId,
    payerId: paidOrder?.studentId ?? '',
    title: subject.title,
    paymentId: paidOrder?.paymentId ?? '',
    paymentOrderId: paidOrder?.id ?? '',
    amountPaise,
    currency: paidOrder?.currency ?? 'INR',
    // Without a recorded payment there is nothing to send: an admin sees it failed, and why.
    status: paidOrder?.paymentId ? 'requested' : 'failed',
    attempt: 1,
    sentAttempt: 0,
    providerRefundId: null,
    failureReason: paidOrder?.paymentId ? null : refundFailureReasons.noPayment,
    requestedAt: now,
    updatedAt: now,
  });
}
