// The admin console's money endpoints, declared with the contract (decision 022; shared/src/ledger/ledger-api.ts).
import { ledgerContract } from '@marketplace/shared/ledger/ledger-api';
import { answer, endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { ledgerOverview, reconcileNow, resolveDifference } from './ledger-overview.ts';
import type { ReconcileDeps } from './reconcile-day.ts';

const api = endpointsOf(ledgerContract);

export function ledgerEndpoints(deps: ReconcileDeps) {
  return api.router({
    overview: api.overview.handler(async () => answer(await ledgerOverview(deps))),
    reconcile: api.reconcile.handler(forCaller(deps, reconcileNow)),
    resolve: api.resolve.handler(forCaller(deps, resolveDifference)),
  });
}
