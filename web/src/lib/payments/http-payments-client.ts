// The PaymentsClient over the `api` function: the server creates the order from stored data and verifies
// the payment's signature before it records anything (ARCHITECTURE: money never moves from a browser write).
import type { Auth } from 'firebase/auth';
import {
  paymentOrderSchema,
  paymentResultSchema,
  paymentsConfigSchema,
} from '@marketplace/shared/payments/payments-api';
import { callApi } from '../api.ts';
import { logged } from '../watch.ts';
import type { PaymentsClient } from './payments-client.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';

export function httpPaymentsClient(auth: Auth): PaymentsClient {
  return {
    config: () =>
      logged('Loading the payments configuration', callApi(auth, '/api/payments/config', { response: paymentsConfigSchema })),
    createOrder: (request) =>
      logged('Creating a payment order', callApi(auth, '/api/create-order', { body: request, response: paymentOrderSchema })),
    pay: ({ order, config, method, description, email }) => {
      if (config.provider === 'razorpay') {
        const upi = method.kind === 'upi' ? { method: 'upi' as const } : {};
        return logged('The Razorpay payment', openRazorpayCheckout(order, { keyId: config.keyId, description, email, ...upi }));
      }
      if (method.kind === 'checkout' || (method.kind === 'upi' && !method.vpa))
        return Promise.reject(new Error('The simulated checkout needs a card or a UPI id.'));
      const body =
        method.kind === 'card'
          ? { orderId: order.id, method: 'card', ...method.card }
          : { orderId: order.id, method: 'upi', vpa: method.vpa };
      return logged(
        'The simulated payment',
        callApi(auth, '/api/payments/simulated/pay', { body, response: paymentResultSchema }),
      );
    },
    verify: ({ request, result }) =>
      logged(
        'Verifying the payment',
        callApi(auth, '/api/verify-payment', {
          body: { ...result, ...(request.purpose === 'project' ? { projectId: request.projectId } : {}) },
        }),
      ),
  };
}
