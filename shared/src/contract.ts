// Every /api endpoint declared with the contract (decision 022), by feature.
import { isContractProcedure } from '@orpc/contract';
import { adminContract } from './admin/admin-api.ts';
import { consoleContract } from './admin/console-api.ts';
import type { EndpointMeta } from './api/endpoint.ts';
import { visitsContract } from './analytics/visits-api.ts';
import { assistantContract } from './assistant/assistant-api.ts';
import { careersContract } from './careers/careers-api.ts';
import { documentsContract } from './documents/documents-api.ts';
import { ledgerContract } from './ledger/ledger-api.ts';
import { offersContract } from './projects/offers-api.ts';
import { paymentsContract } from './payments/payments-api.ts';
import { payoutsContract } from './payouts/payouts-api.ts';
import { projectsContract } from './projects/projects-api.ts';
import { refundsContract } from './payments/refunds-api.ts';
import { chargebacksContract } from './payments/chargebacks-api.ts';
import { reviewsAdminContract, reviewsContract } from './reviews/reviews-api.ts';
import { moderationContract, safetyContract } from './safety/safety-api.ts';
import { privacyAdminContract, privacyContract } from './privacy/privacy-api.ts';
import { profileContract } from './session/profile-api.ts';
import { verificationContract } from './verification/verification-api.ts';
import { storeContract } from './store/store-api.ts';
import { storeSearchContract } from './store/store-search-api.ts';

export const apiContract = {
  admin: adminContract,
  assistant: assistantContract,
  careers: careersContract,
  chargebacks: chargebacksContract,
  console: consoleContract,
  documents: documentsContract,
  ledger: ledgerContract,
  offers: offersContract,
  payments: paymentsContract,
  payouts: payoutsContract,
  privacy: { ...privacyContract, admin: privacyAdminContract },
  profile: profileContract,
  projects: projectsContract,
  refunds: refundsContract,
  reviews: { ...reviewsContract, admin: reviewsAdminContract },
  safety: { ...safetyContract, moderation: moderationContract },
  store: { ...storeContract, search: storeSearchContract },
  verification: verificationContract,
  visits: visitsContract,
};

export type ApiContract = typeof apiContract;

/** Every declared endpoint's method, path (as `/orders/{id}`) and metadata, walked from the contract: for tests and tools. */
export function declaredRoutes(router: object = apiContract): { method: string; path: string; meta: EndpointMeta }[] {
  return Object.values(router).flatMap((entry: object) => {
    if (!isContractProcedure(entry)) return declaredRoutes(entry);
    const { route, meta } = entry['~orpc'];
    return [{ method: route.method ?? 'POST', path: route.path ?? '/', meta: meta as EndpointMeta }];
  });
}
