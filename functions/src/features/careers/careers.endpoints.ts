// The careers endpoint declared with the contract (decision 022): it calls its use case and answers.
import { answer, api, limitPerClient } from '../../platform/api/implement.ts';
import {
  APPLICATION_WINDOW_MS,
  APPLICATIONS_PER_WINDOW,
  applicationErrors,
  applyForJob,
  type ApplicationDeps,
} from './submit-application.ts';

const perClient = { name: 'applications', limit: APPLICATIONS_PER_WINDOW, windowMs: APPLICATION_WINDOW_MS };

export function careersEndpoints(deps: ApplicationDeps) {
  return api.careers.router({
    apply: api.careers.apply.handler(async ({ input, context }) =>
      answer(
        await applyForJob(deps, input, () => limitPerClient(deps.db, context, perClient, applicationErrors.tooMany)),
      ),
    ),
  });
}
