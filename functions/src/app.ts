// The `api` Express app: the same one the Cloud Function exports and the local host serves at /api.
import express, { type ErrorRequestHandler } from 'express';
import type { Backend } from './backend.ts';
import { accountsEndpoints } from './features/accounts/accounts.endpoints.ts';
import { adminEndpoints } from './features/admin/admin.endpoints.ts';
import { consoleEndpoints } from './features/admin/console.endpoints.ts';
import { visitsEndpoints } from './features/analytics/visits.endpoints.ts';
import { assistantEndpoints } from './features/assistant/assistant.endpoints.ts';
import { careersEndpoints } from './features/careers/careers.endpoints.ts';
import { documentsEndpoints } from './features/documents/documents.endpoints.ts';
import { ledgerEndpoints } from './features/ledger/ledger.endpoints.ts';
import { offersEndpoints } from './features/projects/offers/offers.endpoints.ts';
import { storeEndpoints } from './features/store/store.endpoints.ts';
import { contractRoutes } from './platform/api/handler.ts';
import type { ApiRouter } from './platform/api/implement.ts';
import { log } from './platform/log.ts';
import { paymentsEndpoints } from './features/payments/payments.endpoints.ts';
import { refundsEndpoints } from './features/payments/refunds.endpoints.ts';
import { chargebacksEndpoints } from './features/payments/chargebacks.endpoints.ts';
import { payoutsEndpoints } from './features/payouts/payouts.endpoints.ts';
import { deleteAccount } from './features/privacy/delete-account.ts';
import { privacyEndpoints } from './features/privacy/privacy.endpoints.ts';
import { projectsEndpoints } from './features/projects/projects.endpoints.ts';
import { reviewsEndpoints } from './features/reviews/reviews.endpoints.ts';
import { safetyEndpoints } from './features/safety/safety.endpoints.ts';
import { verificationEndpoints } from './features/verification/verification.endpoints.ts';

export function createApp(backend: Backend) {
  const app = express();
  app.disable('x-powered-by');
  // No proxy header is believed here: req.ip is the socket's peer. Who the client is, for the rate limits, is
  // the environment's rule (backend.clientAddress, docs/decisions/015-client-address.md).
  app.set('trust proxy', false);
  const api = express.Router();
  // Before the JSON parser: the webhook's signature covers the raw bytes, which parsing would consume (its endpoint
  // reads them from the contract's context; on Cloud Functions the framework keeps them in req.rawBody).
  api.use('/razorpay/webhook', express.raw({ type: () => true, limit: '1mb' }));
  api.use(express.json({ limit: '100kb' }));
  // Every endpoint, declared with the contract (decision 022).
  api.use(
    contractRoutes(
      {
        // The admin's deletion of a person is the privacy centre's (decision 040).
        admin: adminEndpoints({ ...backend, deleteAccount: (request) => deleteAccount(backend, request) }),
        assistant: assistantEndpoints(backend),
        careers: careersEndpoints(backend),
        chargebacks: chargebacksEndpoints(backend),
        console: consoleEndpoints(backend),
        documents: documentsEndpoints(backend),
        ledger: ledgerEndpoints(backend),
        offers: offersEndpoints(backend),
        payments: paymentsEndpoints(backend),
        payouts: payoutsEndpoints(backend),
        privacy: privacyEndpoints(backend),
        profile: accountsEndpoints(backend),
        projects: projectsEndpoints(backend),
        refunds: refundsEndpoints(backend),
        reviews: reviewsEndpoints(backend),
        safety: safetyEndpoints(backend),
        store: storeEndpoints(backend),
        verification: verificationEndpoints(backend),
        visits: visitsEndpoints(backend.visits),
      } satisfies ApiRouter,
      backend,
    ),
  );
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
