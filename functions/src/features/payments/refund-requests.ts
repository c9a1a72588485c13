// Deciding a refund (decision 023): the use case that ends a funding (a cancellation, a dispute's settlement, a store
// order's cancellation, a payment that arrived for nothing payable) writes the refund record in its own
// transaction, with its ledger entry (held → refundDue, decision 029), so the decision, the refund and the books
// are one change. A trigger then sends it to the provider (refund-movement.ts). One record per funding (refundIdFor),
// written once: a repeated request finds it and writes nothing.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { heldSubjectOf, refundDueEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { projectOfMoneyId } from '@marketplace/shared/projects/milestones';
import {
  refundFailureReasons,
  refundIdFor,
  type Refund,
  type RefundPurpose,
} from '@marketplace/shared/payments/refund';
import { bookEntry } from '../../platform/ledger.ts';
import { writeSearchKey } from '../../platform/search-keys.ts';
import { paymentOrderFrom, type StoredPaymentOrder } from './payment-orders.ts';

export interface RefundSubject {
  purpose: Refund['purpose'];
  /** The project, store order or payment order whose payment is refunded. */
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

const refundIdOf: Record<RefundPurpose, (subjectId: string) => string> = {
  project: refundIdFor.project,
  store: refundIdFor.storeOrder,
  payment: refundIdFor.payment,
};

/**
 * The reads a refund needs, inside the deciding transaction and before any of its writes (Firestore's rule for
 * transactions): the paid payment order of the subject, unless the caller holds it already (the payment being
 * recorded), and whether its refund exists already.
 */
export async function planRefund(
  tx: Transaction,
  db: Firestore,
  subject: RefundSubject,
  capturedNow?: StoredPaymentOrder,
): Promise<RefundPlan> {
  const refundId = refundIdOf[subject.purpose](subject.subjectId);
  const [existing, paidOrder] = await Promise.all([
    tx.get(db.doc(paths.refund(refundId))),
    capturedNow ?? paidOrderOf(tx, db, subject),
  ]);
  return { subject, refundId, paidOrder, alreadyRequested: existing.exists };
}

/**
 * The subject's captured payment order. A project's is found by its projectId; a store order is created under its
 * payment order's own id (store-purchase.ts: razorpay_order_id is the same id), so it is read directly.
 */
async function paidOrderOf(tx: Transaction, db: Firestore, subject: RefundSubject): Promise<StoredPaymentOrder | null> {
  if (subject.purpose !== 'project') {
    const order = paymentOrderFrom(await tx.get(db.doc(paths.paymentOrder(subject.subjectId))));
    return order?.status === 'paid' && order.purpose === 'store' ? order : null;
  }
  // Each milestone of a project is paid by an order of its own (decision 068); orders before milestones paid the first.
  const { projectId, index } = projectOfMoneyId(subject.subjectId);
  const paid = await tx.get(
    db.collection(paths.paymentOrders).where('projectId', '==', projectId).where('status', '==', 'paid'),
  );
  // Milestones funded together (decision 075) share one order, which lists them.
  const pays = (doc: (typeof paid.docs)[number]) => {
    const together: unknown = doc.get('milestones');
    if (Array.isArray(together)) return together.includes(index);
    return (Number(doc.get('milestone')) || 0) === index;
  };
  const order = paid.docs.find(pays);
  return order ? paymentOrderFrom(order) : null;
}

/**
 * Writes the refund record the plan allows (nothing when it exists), and books what it owes the payer.
 * `amountPaise` is at most what was captured; `at` is the deciding transaction's time.
 */
export function writeRefundRequest(
  tx: Transaction,
  db: Firestore,
  plan: RefundPlan,
  amountPaise: number,
  at: number,
): void {
  if (plan.alreadyRequested) return;
  const { paidOrder, subject } = plan;
  const captured = paidOrder?.amountPaise ?? 0;
  if (paidOrder && (amountPaise <= 0 || amountPaise > captured))
    throw new Error(`refund of ${amountPaise} paise exceeds the ${captured} captured for ${plan.refundId}`);
  const now = FieldValue.serverTimestamp();
  const refundPath = paths.refund(plan.refundId);
  writeSearchKey(tx, db, paidOrder?.paymentId, searchKeyTargets.paymentOfRefund(refundPath));
  tx.create(db.doc(refundPath), {
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
  // Nothing was captured without a payment, so nothing is held to owe back.
  if (!paidOrder) return;
  const party = {
    subject: heldSubjectOf[subject.purpose](subject.subjectId),
    payerId: paidOrder.studentId,
    sellerId: null,
  };
  bookEntry(tx, db, refundDueEntry(party, { refundId: plan.refundId, amountPaise }), at);
}
