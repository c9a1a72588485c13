// The `api` Express app: the same one the Cloud Function exports and the local host serves at /api.
import express, { type ErrorRequestHandler } from 'express';
import { visitsRouter, type VisitPublisher } from './features/analytics/visits.route.ts';
import { log } from './platform/log.ts';

export interface ApiDeps {
  visits: VisitPublisher;
}

export function createApp(deps: ApiDeps) {
  const app = express();
  app.disable('x-powered-by');
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(visitsRouter(deps.visits));
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
