// Every /api endpoint declared with the contract (decision 022), by feature. An endpoint not yet here is still
// mounted by hand in functions/src/app.ts (issue 19 moves them all).
import { isContractProcedure } from '@orpc/contract';
import { adminContract } from '../admin/admin-api.ts';
import { paymentsContract } from '../payments/payments-api.ts';
import { storeContract } from '../store/store-api.ts';
import { storeSearchContract } from '../store/store-search-api.ts';

export const apiContract = {
  admin: adminContract,
  payments: paymentsContract,
  store: { ...storeContract, search: storeSearchContract },
};

export type ApiContract = typeof apiContract;

/** Every declared endpoint's method and path (as `/orders/{id}`), walked from the contract: for tests and tools. */
export function declaredRoutes(router: object = apiContract): { method: string; path: string }[] {
  return Object.values(router).flatMap((entry: object) =>
    isContractProcedure(entry)
      ? [{ method: entry['~orpc'].route.method ?? 'POST', path: entry['~orpc'].route.path ?? '/' }]
      : declaredRoutes(entry),
  );
}
