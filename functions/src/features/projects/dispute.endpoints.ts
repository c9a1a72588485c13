// The admin's settlement of a dispute, declared with the contract (decision 022) in a file of its own, so following
// a settlement opens its use case alone; projects.endpoints.ts gathers it with the lifecycle's other endpoints.
import { lifecycleContract } from '@marketplace/shared/projects/lifecycle-api';
import { endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { settleDispute } from './settle-dispute.ts';
import type { TransitionDeps } from './take-transition.ts';

const api = endpointsOf(lifecycleContract);

export const disputeEndpoints = (deps: TransitionDeps) => ({
  settleDispute: api.settleDispute.handler(forCaller(deps, settleDispute)),
});
