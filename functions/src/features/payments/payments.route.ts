// The payment endpoints the Fund Project modal calls. Routes only parse, call the use case and answer.
import { Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  createOrderRequestSchema,
  simulatedPayRequestSchema,
  verifyPaymentRequestSchema,
} from '@marketplace/shared/payments/payments-api';
import type { SimulatedPayments } from '../../adapters/simulated-payments.ts';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import type { Payments } from '../../ports/payments.port.ts';
import { createOrder } from './create-order.ts';
import { parseBody } from './parse-body.ts';
import { respond } from './respond.ts';
import { simulatedPay } from './simulated-pay.ts';
import { verifyPayment } from './verify-payment.ts';

export interface PaymentsRouteDeps {
  db: Firestore;
  auth: Pick<Auth, 'verifyIdToken'>;
  provider: Payments;
  /** Set only when the simulated provider is in use: mounts its checkout's card step. */
  simulatedCheckout?: SimulatedPayments;
}

export function paymentsRouter(deps: PaymentsRouteDeps): Router {
  const { db, provider: payments, simulatedCheckout } = deps;
  const signedIn = requireCaller(deps);
  const router = Router();

  router.get('/payments/config', (_req, res) => {
    res.json(payments.checkoutConfig());
  });

  router.post('/create-order', signedIn, async (req, res) => {
    const input = parseBody(createOrderRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    respond(res, await createOrder({ db, payments }, callerOf(res), input.value));
  });

  router.post('/verify-payment', signedIn, async (req, res) => {
    const input = parseBody(verifyPaymentRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    respond(res, await verifyPayment({ db, payments }, callerOf(res), input.value));
  });

  if (simulatedCheckout) {
    router.post('/payments/simulated/pay', signedIn, async (req, res) => {
      const input = parseBody(simulatedPayRequestSchema, req.body);
      if (!input.ok) return respond(res, input);
      respond(res, await simulatedPay({ db, checkout: simulatedCheckout }, callerOf(res), input.value));
    });
  }
  return router;
}
