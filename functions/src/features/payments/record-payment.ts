// Records a verified payment: the order's purpose applies it (the project becomes Funded, a store order is
// created) and the order is marked paid, together, once. Both roads to a payment come here: the browser's
// verify-payment and Razorpay's webhook (through handleRazorpayEvent), in whichever order they arrive and
// however often.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { paymentOrderFrom, type StoredPaymentOrder } from './payment-orders.ts';
import type { PaymentPurposes } from '../../ports/payment-purpose.port.ts';
import { handlerFor } from './purpose-handlers.ts';

/**
 * Who vouches for the payment: the payer's checkout (signature already checked), which may name what it paid
 * for (the project), or the provider's webhook.
 */
export type PaymentWitness = { kind: 'checkout'; uid: string; named: { projectId?: string } } | { kind: 'webhook' };

export interface RecordedPayment {
  orderId: string;
  paymentId: string;
  /** When the provider reports the amount (webhooks do), it must be the order's. */
  amountPaise?: number;
}

export type RecordPaymentResult =
  | { kind: 'recorded'; order: StoredPaymentOrder }
  /** The webhook recorded it first; this is the payer's own checkout of that payment arriving. */
  | { kind: 'recorded-by-webhook'; order: StoredPaymentOrder }
  | { kind: 'already-paid' }
  | { kind: 'order-unknown' }
  | { kind: 'not-the-payer' }
  /** The checkout named something other than what the order pays for. */
  | { kind: 'mismatch'; reason: string }
  | { kind: 'amount-mismatch' }
  /** The purpose cannot take the payment (e.g. the project is no longer fundable): a refund by hand. */
  | { kind: 'not-fulfillable'; order: StoredPaymentOrder; reason: string };

export interface RecordPaymentDeps {
  db: Firestore;
  paymentPurposes: PaymentPurposes;
}

export async function recordPayment(
  { db, paymentPurposes }: RecordPaymentDeps,
  witness: PaymentWitness,
  payment: RecordedPayment,
): Promise<RecordPaymentResult> {
  const orderRef = db.doc(paths.paymentOrder(payment.orderId));
  return db.runTransaction(async (tx): Promise<RecordPaymentResult> => {
    const order = paymentOrderFrom(await tx.get(orderRef));
    if (!order) return { kind: 'order-unknown' };
    const handler = handlerFor(paymentPurposes, order.purpose);
    if (witness.kind === 'checkout') {
      const mismatch = handler.mismatch?.(order, witness.named);
      if (mismatch) return { kind: 'mismatch', reason: mismatch };
      if (witness.uid !== order.studentId) return { kind: 'not-the-payer' };
    }
    if (order.status !== 'created') {
      // In production Razorpay's webhook can beat the browser back. The payer's first verification of that
      // same payment is then a success, not a replay; it is acknowledged once, and any later one is.
      const webhookWonTheRace =
        witness.kind === 'checkout' &&
        order.confirmedBy === 'webhook' &&
        order.paymentId === payment.paymentId &&
        order.checkoutVerifiedAt === undefined;
      if (!webhookWonTheRace) return { kind: 'already-paid' };
      tx.update(orderRef, { checkoutVerifiedAt: FieldValue.serverTimestamp() });
      return { kind: 'recorded-by-webhook', order };
    }
    if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise)
      return { kind: 'amount-mismatch' };
    const fulfilment = await handler.fulfil(tx, db, order, payment.paymentId);
    if (!fulfilment.ok) return { kind: 'not-fulfillable', order, reason: fulfilment.reason };
    tx.update(orderRef, {
      status: 'paid',
      paymentId: payment.paymentId,
      paidAt: FieldValue.serverTimestamp(),
      confirmedBy: witness.kind,
    });
    return { kind: 'recorded', order };
  });
}
