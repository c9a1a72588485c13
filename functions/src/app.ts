// The `api` Express app: the same one the Cloud Function exports and the local host serves at /api.
import express, { type ErrorRequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { SimulatedPayments } from './adapters/simulated-payments.ts';
import { visitsRouter, type VisitPublisher } from './features/analytics/visits.route.ts';
import type { RazorpayEventPublisher } from './features/payments/accept-razorpay-webhook.ts';
import { paymentsRouter } from './features/payments/payments.route.ts';
import { razorpayWebhookRouter } from './features/payments/razorpay-webhook.route.ts';
import { log } from './platform/log.ts';
import type { Payments } from './ports/payments.port.ts';

export interface PaymentsApiDeps {
  db: Firestore;
  /** Verifies bearer ID tokens. */
  auth: Pick<Auth, 'verifyIdToken'>;
  provider: Payments;
  /** Local only: the simulated provider, whose checkout step is then served at /api/payments/simulated/pay. */
  simulatedCheckout?: SimulatedPayments;
  razorpayEvents: RazorpayEventPublisher;
}

export interface ApiDeps {
  visits: VisitPublisher;
  /**
   * The payment endpoints and the Razorpay webhook. index.ts and the local host always pass them; an app
   * built without (the visits benchmark, which runs with no emulators) answers 404 there.
   */
  payments?: PaymentsApiDeps;
}

export function createApp(deps: ApiDeps) {
  const app = express();
  app.disable('x-powered-by');
  const api = express.Router();
  const { payments } = deps;
  // Before the JSON parser: the webhook's signature covers the raw bytes, which parsing would consume.
  if (payments)
    api.use(razorpayWebhookRouter({ db: payments.db, payments: payments.provider, events: payments.razorpayEvents }));
  api.use(express.json({ limit: '100kb' }));
  api.use(visitsRouter(deps.visits));
  if (payments) api.use(paymentsRouter(payments));
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use('/api', api);
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status >= 500) log.error('unhandled API error', error, { method: req.method, path: req.path });
    res.status(status).json({ error: status >= 500 ? 'Something went wrong. Please try again.' : error.message });
  };
  app.use(onError);
  return app;
}
