// Records a verified payment: the project becomes Funded and its order paid, together, once. Both roads
// to a payment come here: the browser's verify-payment and Razorpay's webhook (through handleRazorpayEvent),
// in whichever order they arrive and however often. Only `paymentStatus` of the project is written.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { actionPatch, canPerform, type Actor } from '@marketplace/shared/projects/project-actions';
import { paymentOrderFrom, projectFrom } from './payment-records.ts';

/** Who vouches for the payment: the student's checkout (signature already checked) or the provider's webhook. */
export type PaymentWitness = { kind: 'checkout'; uid: string } | { kind: 'webhook' };

export interface RecordedPayment {
  orderId: string;
  paymentId: string;
  /** When the provider reports the amount (webhooks do), it must be the order's. */
  amountPaise?: number;
}

export type RecordPaymentResult =
  | 'funded'
  /** The webhook funded the project first; this is the student's own checkout of that payment arriving. */
  | 'funded-by-webhook'
  | 'already-paid'
  | 'order-unknown'
  | 'not-the-payer'
  | 'amount-mismatch'
  | 'project-not-fundable';

export async function recordPayment(
  { db }: { db: Firestore },
  witness: PaymentWitness,
  payment: RecordedPayment,
): Promise<RecordPaymentResult> {
  const orderRef = db.doc(paths.paymentOrder(payment.orderId));
  return db.runTransaction(async (tx) => {
    const order = paymentOrderFrom(await tx.get(orderRef));
    if (!order) return 'order-unknown';
    if (witness.kind === 'checkout' && witness.uid !== order.studentId) return 'not-the-payer';
    if (order.status !== 'created') {
      // In production Razorpay's webhook can beat the browser back. The student's first verification of
      // that same payment is then a success, not a replay; it is acknowledged once, and any later one is.
      const webhookWonTheRace =
        witness.kind === 'checkout' &&
        order.confirmedBy === 'webhook' &&
        order.paymentId === payment.paymentId &&
        order.checkoutVerifiedAt === undefined;
      if (!webhookWonTheRace) return 'already-paid';
      tx.update(orderRef, { checkoutVerifiedAt: FieldValue.serverTimestamp() });
      return 'funded-by-webhook';
    }
    if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise) return 'amount-mismatch';
    const projectRef = db.doc(paths.project(order.projectId));
    const project = projectFrom(await tx.get(projectRef));
    // The same guard the screens and rules use, for the student who opened the order.
    const student: Actor = { uid: order.studentId, email: '', role: 'student' };
    if (!project || !canPerform('fund', project, student)) return 'project-not-fundable';
    tx.update(projectRef, actionPatch('fund', student));
    tx.update(orderRef, {
      status: 'paid',
      paymentId: payment.paymentId,
      paidAt: FieldValue.serverTimestamp(),
      confirmedBy: witness.kind,
    });
    return 'funded';
  });
}
