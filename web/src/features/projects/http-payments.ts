// The PaymentsPort over the `api` function: the server creates the order from the stored budget and
// verifies the payment's signature before it records the funding (ARCHITECTURE: money never moves from
// a browser write).
import type { Auth } from 'firebase/auth';
import {
  paymentOrderSchema,
  paymentResultSchema,
  paymentsConfigSchema,
  verifyPaymentResponseSchema,
} from '@marketplace/shared/payments/payments-api';
import { callApi } from '../../lib/api.ts';
import type { PaymentsPort } from './projects.port.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';

async function logged<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.warn(`${what} failed.`, error);
    throw error;
  }
}

export function httpPayments(auth: Auth): PaymentsPort {
  const port = httpPaymentsUnlogged(auth);
  return {
    config: () => logged('Loading the payments configuration', port.config()),
    createOrder: (projectId) => logged('Creating a payment order', port.createOrder(projectId)),
    paySimulated: (order, card) => logged('The simulated payment', port.paySimulated(order, card)),
    payWithRazorpay: (order, checkout) => logged('The Razorpay payment', port.payWithRazorpay(order, checkout)),
    verify: (projectId, result) => logged('Verifying the payment', port.verify(projectId, result)),
  };
}

function httpPaymentsUnlogged(auth: Auth): PaymentsPort {
  return {
    config: () => callApi(auth, '/api/payments/config', { response: paymentsConfigSchema }),
    createOrder: (projectId) =>
      callApi(auth, '/api/create-order', { body: { projectId }, response: paymentOrderSchema }),
    paySimulated: (order, card) =>
      callApi(auth, '/api/payments/simulated/pay', {
        body: { orderId: order.id, ...card },
        response: paymentResultSchema,
      }),
    payWithRazorpay: openRazorpayCheckout,
    verify: async (projectId, result) => {
      await callApi(auth, '/api/verify-payment', {
        body: { projectId, ...result },
        response: verifyPaymentResponseSchema,
      });
    },
  };
}
