// The careers endpoint declared with the contract (decision 022): it calls its use case and answers.
import { careersContract } from '@marketplace/shared/careers/careers-api';
import { answer, endpointsOf } from '../../platform/api/implement.ts';
import { limitPerClient } from '../../platform/api/request-limits.ts';
import {
  APPLICATION_WINDOW_MS,
  APPLICATIONS_PER_WINDOW,
  applicationErrors,
  applyForJob,
  type ApplicationDeps,
} from './submit-application.ts';

const api = endpointsOf(careersContract);

const perClient = { name: 'applications', limit: APPLICATIONS_PER_WINDOW, windowMs: APPLICATION_WINDOW_MS };

export function careersEndpoints(deps: ApplicationDeps) {
  return api.router({
    apply: api.apply.handler(async ({ input, context }) =>
      answer(
        await applyForJob(deps, input, () => limitPerClient(deps.db, context, perClient, applicationErrors.tooMany)),
      ),
    ),
  });
}
