// The `api`: the same handler the Cloud Function exports and the local host serves at /api.
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
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

/**
 * The api as a Node request handler: what the Cloud Function calls, what a Node server serves, and what an Express
 * app mounts (a request it does not answer goes on to `next`).
 */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export function createApp(backend: Backend): ApiHandler {
  // Every endpoint, declared with the contract (decision 022).
  const contract = contractRoutes(
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
  );
  const app = withBodies(contract.withBody);
  // Express's app takes `next` as its third argument, which its types leave out.
  const throughExpress = app as unknown as ApiHandler;
  return (req, res, next) => {
    // A GET has no body for Express's parsers and needs nothing else of Express: it goes straight to the contract's
    // GET answerer. Express's router and the request it wraps cost a search a third of its CPU (decision 096), and
    // oRPC's request pipeline a quarter of what was left (decision 097).
    if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return throughExpress(req, res, next);
    contract.withoutBody(req, res).then(
      (matched) => {
        if (!matched) throughExpress(req, res, next);
      },
      (error: unknown) => answerFault(error, req, res),
    );
  };
}

/** The requests with a body, through Express: the webhook's raw bytes, JSON within bounds, then the contract. */
function withBodies(contract: RequestHandler) {
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
  api.use(contract);
  api.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use('/api', api);
  const onError: ErrorRequestHandler = (error, req, res, _next) => answerFault(error, req, res);
  app.use(onError);
  return app;
}

/**
 * What escaped the contract's handler, or a parser's refusal (a body too large or not JSON): its own status and text
 * when it is the client's to fix, else a logged fault and SPEC 7's plain text.
 */
function answerFault(error: unknown, req: IncomingMessage, res: ServerResponse): void {
  const given = (error as { status?: unknown } | null)?.status;
  const status = typeof given === 'number' && given < 500 ? given : 500;
  if (status >= 500) log.error('unhandled API error', error, { method: req.method, path: req.url?.split('?')[0] });
  if (res.headersSent) return void res.end();
  const text = status >= 500 ? 'Something went wrong. Please try again.' : (error as Error).message;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: text }));
}
