// The payouts' endpoints, declared with the contract (decision 022; shared/src/payouts/payouts-api.ts). The caller's
// profile is read by the contract's caller middleware (`member`; the admin claim for the retry); the use case
// checks the seller's role.
import type { Firestore } from 'firebase-admin/firestore';
import { payoutsContract } from '@marketplace/shared/payouts/payouts-api';
import { answer, endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { retryPayout } from './retry-payout.ts';
import { savePayoutDetails } from './save-payout-details.ts';
import type { TaxDeps } from './withhold-tax.ts';

const api = endpointsOf(payoutsContract);

export function payoutsEndpoints(deps: { db: Firestore } & TaxDeps) {
  return api.router({
    saveDetails: api.saveDetails.handler(forCaller(deps, savePayoutDetails)),
    retry: api.retry.handler(async ({ input }) => answer(await retryPayout(deps, input.payoutId))),
  });
}
