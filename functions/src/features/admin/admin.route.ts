// The admin console's endpoints (SPEC 7 'HTTP'): deleting a user or a store product, and a short-lived link
// to a resume. Every route needs a verified ID token (401 without one) carrying the admin claim (403
// without). SPEC gives these answers a message field, so the admin routes answer { message }.
import { Router, type RequestHandler, type Response } from 'express';
import { RESUME_LINK_SECONDS, adminErrors } from '@marketplace/shared/admin/admin-api';
import { documentId, uid } from '@marketplace/shared/document-id-schema';
import { paths } from '@marketplace/shared/paths';
import { callerOf, requireCaller, type AuthDeps } from '../../platform/auth.ts';
import { failure, parseBody, respond, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { deleteProduct, deleteUser, type AdminDeps } from './admin-deletions.ts';

export type AdminRouteDeps = AuthDeps & AdminDeps;

/** SPEC 7 gives the admin routes' answers a message field. */
const answer = <T>(res: Response, outcome: Outcome<T>) => respond(res, outcome, 'message');

const requireAdmin: RequestHandler = (_req, res, next) => {
  if (!callerOf(res).admin) return answer(res, failure('forbidden', adminErrors.notAdmin));
  next();
};

const idOf = (field: string, value: unknown) => parseBody(documentId(field), value);
/** A uid Auth would refuse (longer than 128 characters) is refused here with a 400, before the Admin SDK. */
const uidOf = (field: string, value: unknown) => parseBody(uid(field), value);

export function adminRouter(deps: AdminRouteDeps): Router {
  const router = Router();
  router.use('/admin', requireCaller(deps), requireAdmin);

  router.delete('/admin/users/:id', async (req, res) => {
    const id = uidOf('id', req.params.id);
    if (!id.ok) return answer(res, id);
    answer(res, await deleteUser(deps, callerOf(res), id.value));
  });

  // SPEC's path: the earlier app named store products 'projects' here.
  router.delete('/admin/projects/:id', async (req, res) => {
    const id = idOf('id', req.params.id);
    if (!id.ok) return answer(res, id);
    answer(res, await deleteProduct(deps, callerOf(res), id.value));
  });

  router.get('/admin/applications/:id/resume', async (req, res) => {
    const id = idOf('id', req.params.id);
    if (!id.ok) return answer(res, id);
    const application = await deps.db.doc(paths.application(id.value)).get();
    const ref = application.get('resumeRef') as unknown;
    if (!application.exists || typeof ref !== 'string' || !ref) {
      return answer(res, failure('not-found', adminErrors.applicationGone));
    }
    try {
      const url = await deps.media.privateLink(ref, RESUME_LINK_SECONDS);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json({ url });
    } catch (error) {
      log.error('a resume link could not be made', error, { applicationId: id.value });
      answer(res, failure('provider-failed', adminErrors.resumeUnavailable));
    }
  });

  return router;
}
