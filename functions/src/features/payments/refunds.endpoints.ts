// The refunds' admin endpoint, declared with the contract (decision 022; shared/src/payments/refunds-api.ts). The
// admin claim is checked by the contract's caller middleware.
import type { Firestore } from 'firebase-admin/firestore';
import { refundsContract } from '@marketplace/shared/payments/refunds-api';
import { answer, endpointsOf } from '../../platform/api/implement.ts';
import { retryRefund } from './retry-refund.ts';

const api = endpointsOf(refundsContract);

export function refundsEndpoints(deps: { db: Firestore }) {
  return api.router({
    retry: api.retry.handler(async ({ input }) => answer(await retryRefund(deps, input.refundId))),
  });
}
