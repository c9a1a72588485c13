// The PaymentsClient over the contract's payments endpoints (decision 022): the server creates the order from
// stored data and verifies the payment's signature before it records anything (ARCHITECTURE: money never moves
// from a browser write). Every answer is checked against its declared schema by the client.
import type { Auth } from 'firebase/auth';
import { paymentsContract } from '@marketplace/shared/payments/payments-api';
import { apiClient } from '../api-client.ts';
import { logged } from '../watch.ts';
import type { PaymentsClient } from './payments-client.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';

export function httpPaymentsClient(auth: Auth): PaymentsClient {
  const payments = apiClient(paymentsContract, auth);
  return {
    config: () => payments.config(),
    createOrder: (request) => payments.createOrder(request),
    pay: ({ order, config, method, description, email }) => {
      if (config.provider === 'razorpay') {
        const upi = method.kind === 'upi' ? { method: 'upi' as const } : {};
        return logged('The Razorpay payment', openRazorpayCheckout(order, { keyId: config.keyId, description, email, ...upi }));
      }
      if (method.kind === 'checkout' || (method.kind === 'upi' && !method.vpa))
        return Promise.reject(new Error('The simulated checkout needs a card or a UPI id.'));
      const body =
        method.kind === 'card'
          ? ({ orderId: order.id, method: 'card', ...method.card } as const)
          : ({ orderId: order.id, method: 'upi', vpa: method.vpa } as const);
      return payments.simulatedPay(body);
    },
    verify: ({ request, result }) =>
      payments.verifyPayment({
          ...result,
          ...(request.purpose === 'project' ? { projectId: request.projectId } : {}),
        }),
  };
}
