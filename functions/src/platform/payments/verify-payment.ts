// POST /api/verify-payment: the browser hands back what the checkout returned; the payment is recorded for
// the order's purpose only if the provider signed this payment for the order we stored, and only once.
import { paths } from '@marketplace/shared/paths';
import type { VerifyPaymentRequest } from '@marketplace/shared/payments/payments-api';
import type { Caller } from '../auth.ts';
import { failure, success, type Outcome } from '../http.ts';
import { log } from '../log.ts';
import { paymentErrors } from './payment-errors.ts';
import { paymentOrderFrom } from './payment-orders.ts';
import { handlerFor, type CheckoutDeps } from './payment-purpose.ts';
import { recordPayment } from './record-payment.ts';

export async function verifyPayment(
  { db, payments, paymentPurposes }: CheckoutDeps,
  caller: Caller,
  input: VerifyPaymentRequest,
): Promise<Outcome<unknown>> {
  const orderId = input.razorpay_order_id;
  const paymentId = input.razorpay_payment_id;
  const order = paymentOrderFrom(await db.doc(paths.paymentOrder(orderId)).get());
  if (!order) return failure('not-found', paymentErrors.orderNotFound);
  const handler = handlerFor(paymentPurposes, order.purpose);
  const mismatch = handler.mismatch?.(order, { projectId: input.projectId });
  if (mismatch) return failure('invalid', mismatch);
  if (order.studentId !== caller.uid) return failure('forbidden', paymentErrors.orderOfSomeoneElse);
  // The stored order id (the document's key) is what the signature must cover.
  if (!payments.verifyPaymentSignature({ orderId, paymentId, signature: input.razorpay_signature })) {
    log.warn('payment signature rejected', { orderId, purpose: order.purpose, uid: caller.uid });
    return failure('invalid', paymentErrors.badSignature);
  }

  const result = await recordPayment(
    { db, paymentPurposes },
    { kind: 'checkout', uid: caller.uid },
    { orderId, paymentId },
  );
  const context = { orderId, purpose: order.purpose, by: 'checkout' };
  switch (result.kind) {
    case 'recorded':
      log.info('payment recorded', context);
      return success(handler.confirmation(result.order));
    case 'recorded-by-webhook':
      log.info('checkout confirmed a payment the webhook had recorded', context);
      return success(handler.confirmation(result.order));
    case 'already-paid':
      return failure('conflict', paymentErrors.alreadyPaid);
    case 'not-fulfillable':
      // Money was taken for an order that can no longer be fulfilled (e.g. a second order paid in another
      // tab): it needs a refund by hand.
      log.error('verified payment could not be applied: refund by hand', new Error(result.reason), {
        ...context,
        paymentId,
      });
      return failure('conflict', result.reason);
    case 'order-unknown':
      return failure('not-found', paymentErrors.orderNotFound);
    case 'not-the-payer':
      return failure('forbidden', paymentErrors.orderOfSomeoneElse);
    case 'amount-mismatch':
      // Not reachable: the checkout path reports no amount.
      return failure('conflict', paymentErrors.alreadyPaid);
  }
}
