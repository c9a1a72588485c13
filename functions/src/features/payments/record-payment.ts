// Records a verified payment: the order's purpose applies it (the project becomes Funded, a store order is
// created), the capture is booked in the ledger, and the order is marked paid, together, once. A payment the purpose
// can no longer take (the project given up or funded already, the product deleted) is captured all the same: it is
// booked, its refund is requested in the same transaction, and the order marked orphaned (decision 029). Both roads
// to a payment come here: the browser's verify-payment and Razorpay's webhook (through handleRazorpayEvent), in
// whichever order they arrive and however often. Payments are told apart by the provider's payment id (decision 043):
// a second payment captured on an order another payment already paid is booked and refunded whole the same way.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { captureEntry, capturePartsOf, extraPaymentOf, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { bookEntry } from '../../platform/ledger.ts';
import { writeSearchKey } from '../../platform/search-keys.ts';
import type { PaymentPurposes } from '../../ports/payment-purpose.port.ts';
import { paymentOrderFrom, type StoredPaymentOrder } from './payment-orders.ts';
import { handlerFor } from './purpose-handlers.ts';
import { planRefund, writeRefundRequest } from './refund-requests.ts';
import { transact } from '../../platform/transaction.ts';

/**
 * Who vouches for the payment: the payer's checkout (signature already checked), which may name what it paid
 * for (the project), the provider's webhook, or the provider's own list of the day (the daily reconciliation,
 * decision 029, when both of the others were lost).
 */
export type PaymentWitness =
  { kind: 'checkout'; uid: string; named: { projectId?: string } } | { kind: 'webhook' } | { kind: 'reconciliation' };

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
  /** The purpose cannot take the payment (e.g. the project is no longer fundable): refunded by the server. */
  | { kind: 'not-fulfillable'; order: StoredPaymentOrder; reason: string }
  /** Another payment had paid the order already: this one is refunded by the server (decision 043). */
  | { kind: 'paid-twice'; order: StoredPaymentOrder; amountPaise: number };

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
  return transact(db, async (tx): Promise<RecordPaymentResult> => {
    const order = paymentOrderFrom(await tx.get(orderRef));
    if (!order) return { kind: 'order-unknown' };
    const handler = handlerFor(paymentPurposes, order.purpose);
    if (witness.kind === 'checkout') {
      const mismatch = handler.mismatch?.(order, witness.named);
      if (mismatch) return { kind: 'mismatch', reason: mismatch };
      if (witness.uid !== order.studentId) return { kind: 'not-the-payer' };
    }
    if (order.paymentId !== undefined && order.paymentId !== payment.paymentId)
      return refundExtraPayment(tx, db, order, payment);
    if (order.status !== 'created') {
      // In production Razorpay's webhook can beat the browser back. The payer's first verification of that
      // same payment is then a success, not a replay; it is acknowledged once, and any later one is.
      const webhookWonTheRace =
        witness.kind === 'checkout' &&
        order.confirmedBy !== undefined &&
        order.confirmedBy !== 'checkout' &&
        order.paymentId === payment.paymentId &&
        order.checkoutVerifiedAt === undefined;
      if (!webhookWonTheRace) return { kind: 'already-paid' };
      tx.update(orderRef, { checkoutVerifiedAt: FieldValue.serverTimestamp() });
      return { kind: 'recorded-by-webhook', order };
    }
    if (payment.amountPaise !== undefined && payment.amountPaise !== order.amountPaise)
      return { kind: 'amount-mismatch' };
    const now = Date.now();
    const captured = { paymentId: payment.paymentId, paymentOrderId: order.id, amountPaise: order.amountPaise };
    const paid = { paymentId: payment.paymentId, paidAt: FieldValue.serverTimestamp(), confirmedBy: witness.kind };
    const fulfilment = await handler.fulfil(tx, db, order, payment.paymentId);
    if (!fulfilment.ok) {
      // Nothing was written by the refusing purpose; the refund's reads come before this transaction's writes.
      const subject = { purpose: 'payment' as const, subjectId: order.id, title: fulfilment.title };
      const refund = await planRefund(tx, db, subject, { ...order, ...captured });
      const party = { subject: ledgerSubject.payment(order.id), payerId: order.studentId, sellerId: null };
      bookEntry(tx, db, captureEntry(party, captured), now);
      writeRefundRequest(tx, db, refund, order.amountPaise, now);
      tx.update(orderRef, { status: 'orphaned', ...paid, orphanedBecause: fulfilment.reason });
      writeSearchKey(tx, db, payment.paymentId, searchKeyTargets.paymentOfOrder(orderRef.path));
      return { kind: 'not-fulfillable', order, reason: fulfilment.reason };
    }
    // An order paying several subjects at once (milestones funded together, decision 075) is booked a capture per
    // part, each held for its own subject, so each has its own receipt and refund.
    const parts = capturePartsOf({ captureParts: order['captureParts'] }) ?? [
      { subject: handler.heldFor(order), amountPaise: order.amountPaise },
    ];
    for (const part of parts) {
      const party = { subject: part.subject, payerId: order.studentId, sellerId: null };
      const partId = 'id' in part ? { partId: part.id } : {};
      bookEntry(tx, db, captureEntry(party, { ...captured, amountPaise: part.amountPaise, ...partId }), now);
    }
    tx.update(orderRef, { status: 'paid', ...paid });
    writeSearchKey(tx, db, payment.paymentId, searchKeyTargets.paymentOfOrder(orderRef.path));
    return { kind: 'recorded', order };
  });
}

/**
 * A payment captured on an order another payment already paid (two checkouts of one order before either was
 * verified): the money was taken all the same, so it is booked as a payment of its own and refunded whole in the same
 * transaction; its refund's notifications tell the payer (refund-notifications.ts). Found again (its webhook after
 * its checkout), it finds its refund and writes nothing.
 */
async function refundExtraPayment(
  tx: Transaction,
  db: Firestore,
  order: StoredPaymentOrder,
  payment: RecordedPayment,
): Promise<RecordPaymentResult> {
  const amountPaise = payment.amountPaise ?? order.amountPaise;
  const extra = extraPaymentOf(order.id, payment.paymentId);
  const subject = { purpose: 'payment' as const, subjectId: extra, title: paymentErrors.paidTwiceTitle };
  const captured = { ...order, paymentId: payment.paymentId, amountPaise };
  const refund = await planRefund(tx, db, subject, captured);
  if (!refund.alreadyRequested) {
    const now = Date.now();
    const party = { subject: ledgerSubject.payment(extra), payerId: order.studentId, sellerId: null };
    const entry = captureEntry(party, { paymentId: payment.paymentId, paymentOrderId: order.id, amountPaise }, true);
    bookEntry(tx, db, entry, now);
    writeRefundRequest(tx, db, refund, amountPaise, now);
  }
  return { kind: 'paid-twice', order, amountPaise };
}
