// The checkout's endpoints, for every purpose. Routes only parse, call the use case and answer.
import { Router } from 'express';
import {
  createOrderRequestSchema,
  simulatedPayRequestSchema,
  verifyPaymentRequestSchema,
} from '@marketplace/shared/payments/payments-api';
import { callerOf, requireCaller, requireSignedIn, signedInOf, type AuthDeps } from '../auth.ts';
import { parseBody, respond } from '../http.ts';
import type { Payments, SimulatedCheckout } from '../../ports/payments.port.ts';
import { createOrder } from './create-order.ts';
import type { PaymentPurposes } from './payment-purpose.ts';
import { simulatedPay } from './simulated-pay.ts';
import { verifyPayment } from './verify-payment.ts';

export interface PaymentsRouteDeps extends AuthDeps {
  payments: Payments;
  paymentPurposes: PaymentPurposes;
  /** Set only when the simulated provider is in use: mounts its checkout's card step. */
  simulatedCheckout: SimulatedCheckout | null;
}

export function paymentsRouter(deps: PaymentsRouteDeps): Router {
  const { simulatedCheckout } = deps;
  const withRole = requireCaller(deps);
  // create-order reads the profile with the project or product it prices; verify-payment needs no role (the
  // order names its payer): neither reads the profile beforehand.
  const tokenOnly = requireSignedIn(deps);
  const router = Router();

  router.get('/payments/config', (_req, res) => {
    res.json(deps.payments.checkoutConfig());
  });

  router.post('/create-order', tokenOnly, async (req, res) => {
    const input = parseBody(createOrderRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    respond(res, await createOrder(deps, signedInOf(res), input.value));
  });

  router.post('/verify-payment', tokenOnly, async (req, res) => {
    const input = parseBody(verifyPaymentRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    respond(res, await verifyPayment(deps, signedInOf(res), input.value));
  });

  if (simulatedCheckout) {
    router.post('/payments/simulated/pay', withRole, async (req, res) => {
      const input = parseBody(simulatedPayRequestSchema, req.body);
      if (!input.ok) return respond(res, input);
      respond(res, await simulatedPay({ db: deps.db, checkout: simulatedCheckout }, callerOf(res), input.value));
    });
  }
  return router;
}
