// POST /api/verify-payment: the browser hands back what the checkout returned; the payment is recorded for
// the order's purpose only if the provider signed this payment for the order we stored, and only once.
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@marketplace/shared/payments/payments-api';
import type { SignedIn } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { handlerFor, type CheckoutDeps } from './purpose-handlers.ts';
import { recordPayment } from './record-payment.ts';

export async function verifyPayment(
  { db, payments, paymentPurposes }: CheckoutDeps,
  caller: SignedIn,
  input: VerifyPaymentRequest,
): Promise<Outcome<VerifyPaymentResponse>> {
  const orderId = input.razorpay_order_id;
  const paymentId = input.razorpay_payment_id;
  // The signature covers the order id we issued, so it is checked before anything is read; the order's own
  // checks (whose it is, what it pays for) run in the one transaction that records it: a read fewer.
  if (!payments.verifyPaymentSignature({ orderId, paymentId, signature: input.razorpay_signature })) {
    log.warn('payment signature rejected', { orderId, uid: caller.uid });
    return failure('invalid', paymentErrors.badSignature);
  }

  const result = await recordPayment(
    { db, paymentPurposes },
    { kind: 'checkout', uid: caller.uid, named: { projectId: input.projectId } },
    { orderId, paymentId },
  );
  switch (result.kind) {
    case 'order-unknown':
      return failure('not-found', paymentErrors.orderNotFound);
    case 'mismatch':
      return failure('invalid', result.reason);
    case 'not-the-payer':
      return failure('forbidden', paymentErrors.orderOfSomeoneElse);
    case 'already-paid':
    case 'amount-mismatch': // Not reachable: the checkout path reports no amount.
      return failure('conflict', paymentErrors.alreadyPaid);
  }
  if (result.kind === 'paid-twice') {
    log.warn('a second payment on a paid order: refunded', { orderId, paymentId });
    const refund = paymentErrors.refundedInFull(formatRupees(fromPaise(result.amountPaise)));
    return failure('conflict', `${paymentErrors.paidTwice} ${refund}`);
  }
  const handler = handlerFor(paymentPurposes, result.order.purpose);
  const context = { orderId, purpose: result.order.purpose, by: 'checkout' };
  if (result.kind === 'not-fulfillable') {
    // Money was taken for what can no longer be paid for (the project given up or funded in another tab, the
    // product deleted): its refund was requested with it (record-payment.ts); the payer is told both.
    log.warn('verified payment could not be applied: refunded', { ...context, paymentId, reason: result.reason });
    const refund = paymentErrors.refundedInFull(formatRupees(fromPaise(result.order.amountPaise)));
    return failure('conflict', `${result.reason} ${refund}`);
  }
  log.info(
    result.kind === 'recorded' ? 'payment recorded' : 'checkout confirmed a payment the webhook had recorded',
    context,
  );
  return success(handler.confirmation(result.order));
}
