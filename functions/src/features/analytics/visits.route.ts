// POST /api/visits: the browser says a visit began; the count itself happens in countVisit.
import { Router } from 'express';
import { log } from '../../platform/log.ts';

export interface VisitPublisher {
  publishVisit(visit: { at: string }): Promise<string>;
}

export function visitsRouter(publisher: VisitPublisher): Router {
  const router = Router();
  router.post('/visits', async (_req, res) => {
    try {
      await publisher.publishVisit({ at: new Date().toISOString() });
      res.status(202).json({ ok: true });
    } catch (error) {
      // SPEC 8: a visit-tracking failure is only logged; the browser ignores the status.
      log.error('visit could not be recorded', error, { route: 'POST /api/visits' });
      res.status(503).json({ error: 'The visit could not be recorded.' });
    }
  });
  return router;
}
