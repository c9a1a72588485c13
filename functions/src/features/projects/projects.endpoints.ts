// The project lifecycle's endpoints declared with the contract (decision 022): each calls its use case
// and answers. Who may call is checked by the contract's caller middleware; whose project it is, by the use case.
// The settlement of a dispute is its own file's (dispute.endpoints.ts).
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { answer, callerOf, endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import type { Firestore } from 'firebase-admin/firestore';
import type { Media } from '../../ports/media.port.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import { deliveredFileLink } from './delivered-file-link.ts';
import { disputeEndpoints } from './dispute.endpoints.ts';
import { deliverWork } from './deliver-work.ts';
import { postProject } from './post-project.ts';
import { sendMessage } from './send-message.ts';
import { takeStep } from './take-step.ts';

const api = endpointsOf(projectsContract);

export interface ProjectsEndpointsDeps {
  db: Firestore;
  media: Media;
  refundRequests: RefundRequests;
  autoReleaseAfterMs: number;
}

export function projectsEndpoints(deps: ProjectsEndpointsDeps) {
  return api.router({
    post: api.post.handler(async ({ input, context }) =>
      answer(await postProject(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.projects))),
    ),
    sendMessage: api.sendMessage.handler(async ({ input, context }) =>
      answer(await sendMessage(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.messages))),
    ),
    deliver: api.deliver.handler(forCaller(deps, deliverWork)),
    transition: api.transition.handler(forCaller(deps, takeStep)),
    // Never kept by a browser or a proxy: the link opens a private file (like the admin's resume link).
    fileLink: api.fileLink.handler(async ({ input, context }) => {
      context.resHeaders.set('Cache-Control', 'private, no-store');
      return answer(await deliveredFileLink(deps, callerOf(context), input));
    }),
    ...disputeEndpoints(deps),
  });
}
