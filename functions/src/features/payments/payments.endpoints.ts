// The checkout's endpoints and Razorpay's webhook, declared with the contract (decision 022), for every purpose:
// each calls its use case and answers. Who may call each is in its declaration (shared/src/payments/payments-api.ts).
import { paymentsContract } from '@marketplace/shared/payments/payments-api';
import type { PaymentPurposes } from '../../ports/payment-purpose.port.ts';
import type { Payments, SimulatedCheckout } from '../../ports/payments.port.ts';
import { answer, callerOf, signedInOf, endpointsOf } from '../../platform/api/implement.ts';
import type { AuthDeps } from '../../platform/auth.ts';
import { failure } from '../../platform/http.ts';
import { acceptRazorpayWebhook, type RazorpayEventPublisher } from './accept-razorpay-webhook.ts';
import { createOrder } from './create-order.ts';
import { simulatedPay } from './simulated-pay.ts';
import { verifyPayment } from './verify-payment.ts';

const api = endpointsOf(paymentsContract);

export interface PaymentsDeps extends AuthDeps {
  payments: Payments;
  paymentPurposes: PaymentPurposes;
  razorpayEvents: RazorpayEventPublisher;
  /** Set only when the simulated provider is in use: its checkout's card and UPI step. */
  simulatedCheckout: SimulatedCheckout | null;
}

export function paymentsEndpoints(deps: PaymentsDeps) {
  const { simulatedCheckout } = deps;
  return api.router({
    config: api.config.handler(() => deps.payments.checkoutConfig()),
    createOrder: api.createOrder.handler(async ({ input, context }) =>
      answer(await createOrder(deps, signedInOf(context), input)),
    ),
    verifyPayment: api.verifyPayment.handler(async ({ input, context }) =>
      answer(await verifyPayment(deps, signedInOf(context), input)),
    ),
    simulatedPay: api.simulatedPay.handler(async ({ input, context }) =>
      answer(
        simulatedCheckout
          ? await simulatedPay({ db: deps.db, checkout: simulatedCheckout }, callerOf(context), input)
          : failure('not-found', 'Not found.'),
      ),
    ),
    // The signature covers the bytes as Razorpay sent them: the context's raw body, not the body as parsed.
    razorpayWebhook: api.razorpayWebhook.handler(async ({ input, context }) =>
      answer(
        await acceptRazorpayWebhook(deps, {
          rawBody: context.rawBody,
          signature: input.headers['x-razorpay-signature'],
          eventId: input.headers['x-razorpay-event-id'],
        }),
      ),
    ),
  });
}
