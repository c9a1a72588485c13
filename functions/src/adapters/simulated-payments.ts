// The local Payments adapter: a stand-in for Razorpay that issues order ids and signs payment results and
// webhooks the way Razorpay does, so the API verifies them with the production code path.
import { randomBytes } from 'node:crypto';
import type { Payments, SimulatedCheckout } from '../ports/payments.port.ts';
import { razorpayPaymentSignature, razorpaySignatureChecks } from './razorpay-payments.ts';

export const SIMULATED_ORDER_PREFIX = 'order_sim_';

export type SimulatedPayments = Payments & SimulatedCheckout;

export function simulatedPayments(secrets: { keySecret: string; webhookSecret: string }): SimulatedPayments {
  const random = (prefix: string) => `${prefix}${randomBytes(9).toString('base64url')}`;
  return {
    ...razorpaySignatureChecks(secrets),
    async createOrder({ amountPaise, currency }) {
      return { id: random(SIMULATED_ORDER_PREFIX), amount: amountPaise, currency };
    },
    checkoutConfig: () => ({ provider: 'simulated' }),
    pay(orderId) {
      if (!orderId.startsWith(SIMULATED_ORDER_PREFIX)) throw new Error(`not a simulated order: ${orderId}`);
      const paymentId = random('pay_sim_');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpayPaymentSignature(orderId, paymentId, secrets.keySecret),
      };
    },
  };
}
