// POST /api/payments/simulated/pay (local only): the simulated checkout's card step. The provider is
// stateless, so the order is checked here against what create-order stored. The card's shape, check digit
// and code were checked with the body (shared card.ts); its expiry is checked here against the server's clock,
// so a direct call cannot pay with a card the form refuses. One test card marks the payment so that its first
// refund fails, for walking the refund failure path in the browser.
import type { Firestore } from 'firebase-admin/firestore';
import { cardExpired, cardMessages } from '@marketplace/shared/payments/card';
import { paths } from '@marketplace/shared/paths';
import type { PaymentResult, SimulatedPayRequest } from '@marketplace/shared/payments/payments-api';
import type { SimulatedCheckout } from '../../ports/payments.port.ts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { paymentOrderFrom } from './payment-orders.ts';

/** The simulated checkout's test card whose payment's first refund fails (README, on the simulated provider). */
export const REFUND_FAILS_CARD = '4000000000000002';

const paidWithRefundFailsCard = (input: SimulatedPayRequest) =>
  input.method === 'card' && input.cardNumber === REFUND_FAILS_CARD;

export async function simulatedPay(
  { db, checkout, now = () => new Date() }: { db: Firestore; checkout: SimulatedCheckout; now?: () => Date },
  caller: Caller,
  input: SimulatedPayRequest,
): Promise<Outcome<PaymentResult>> {
  if (input.method === 'card' && cardExpired(input.expiry, now())) return failure('invalid', cardMessages.expired);
  const order = paymentOrderFrom(await db.doc(paths.paymentOrder(input.orderId)).get());
  if (!order) return failure('not-found', paymentErrors.orderNotFound);
  if (order.studentId !== caller.uid) return failure('forbidden', paymentErrors.orderOfSomeoneElse);
  if (order.status !== 'created') return failure('conflict', paymentErrors.alreadyPaid);
  try {
    return success(await checkout.pay(input.orderId, { refundFails: paidWithRefundFailsCard(input) }));
  } catch {
    // Stored, but issued by another provider (the host ran with Razorpay before): not ours to pay.
    return failure('not-found', paymentErrors.orderNotFound);
  }
}
