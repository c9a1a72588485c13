// Every /api endpoint declared with the contract (decision 022), by feature.
import { isContractProcedure } from '@orpc/contract';
import { adminContract } from '../admin/admin-api.ts';
import { visitsContract } from '../analytics/visits-api.ts';
import { assistantContract } from '../assistant/assistant-api.ts';
import { careersContract } from '../careers/careers-api.ts';
import { paymentsContract } from '../payments/payments-api.ts';
import { storeContract } from '../store/store-api.ts';
import { storeSearchContract } from '../store/store-search-api.ts';

export const apiContract = {
  admin: adminContract,
  assistant: assistantContract,
  careers: careersContract,
  payments: paymentsContract,
  store: { ...storeContract, search: storeSearchContract },
  visits: visitsContract,
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
