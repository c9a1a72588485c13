// POST /api/verify-payment: the browser hands back what the checkout returned; the project is funded only
// if the provider signed this payment for the order we stored, and only once.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { log } from '../../platform/log.ts';
import type { Payments } from '../../ports/payments.port.ts';
import { failure, paymentErrors, success, type Outcome } from './payment-outcome.ts';
import { paymentOrderFrom } from './payment-records.ts';
import { recordPayment } from './record-payment.ts';

export interface VerifyPaymentInput {
  projectId: string;
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function verifyPayment(
  { db, payments }: { db: Firestore; payments: Payments },
  caller: Caller,
  input: VerifyPaymentInput,
): Promise<Outcome<{ paymentStatus: 'Funded' }>> {
  const orderId = input.razorpay_order_id;
  const order = paymentOrderFrom(await db.doc(paths.paymentOrder(orderId)).get());
  if (!order) return failure('not-found', paymentErrors.orderNotFound);
  if (order.projectId !== input.projectId) return failure('invalid', paymentErrors.orderOfAnotherProject);
  if (order.studentId !== caller.uid) return failure('forbidden', paymentErrors.orderOfSomeoneElse);
  // The stored order id (the document's key) is what the signature must cover.
  const genuine = payments.verifyPaymentSignature({
    orderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!genuine) {
    log.warn('payment signature rejected', { orderId, projectId: order.projectId, uid: caller.uid });
    return failure('invalid', paymentErrors.badSignature);
  }

  const result = await recordPayment(
    { db },
    { kind: 'checkout', uid: caller.uid },
    { orderId, paymentId: input.razorpay_payment_id },
  );
  switch (result) {
    case 'funded':
      log.info('project funded', { projectId: order.projectId, orderId, by: 'checkout' });
      return success({ paymentStatus: 'Funded' });
    case 'funded-by-webhook':
      log.info('checkout confirmed a payment the webhook had recorded', { projectId: order.projectId, orderId });
      return success({ paymentStatus: 'Funded' });
    case 'already-paid':
      return failure('conflict', paymentErrors.alreadyPaid);
    case 'project-not-fundable':
      // Money was taken for an order the project can no longer accept (e.g. a second order paid in
      // another tab): it needs a refund by hand.
      log.error('verified payment for a project that cannot be funded', new Error(result), {
        projectId: order.projectId,
        orderId,
        paymentId: input.razorpay_payment_id,
      });
      return failure('conflict', paymentErrors.notFundable);
    case 'order-unknown':
      return failure('not-found', paymentErrors.orderNotFound);
    case 'not-the-payer':
      return failure('forbidden', paymentErrors.orderOfSomeoneElse);
    case 'amount-mismatch':
      // Not reachable: the checkout path reports no amount.
      return failure('conflict', paymentErrors.notFundable);
  }
}
