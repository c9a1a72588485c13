// The admin console's server half (SPEC 7 'HTTP', the contract's admin endpoints: decision 022): deleting a user
// or a store product, a resume link, sending a failed refund again, and the ledger's overview and
// reconciliation (decision 029). The admin's ID token goes along; without a signed-in person nothing is
// sent (SPEC 8: 'Error: You are not logged in.'), and a 401 from the server means the same.
import type { Auth } from 'firebase/auth';
import { adminContract } from '@marketplace/shared/admin/admin-api';
import { ApiError } from '@marketplace/shared/api-error';
import { ledgerContract } from '@marketplace/shared/ledger/ledger-api';
import { refundsContract } from '@marketplace/shared/payments/refunds-api';
import { reviewsAdminContract } from '@marketplace/shared/reviews/reviews-api';
import { apiClient } from '../../lib/api-client.ts';
import { NotLoggedInError, type AdminPort, type AdminServerCalls } from './admin.port.ts';

export function httpAdmin(auth: Auth): Pick<AdminPort, AdminServerCalls> {
  const admin = apiClient(adminContract, auth);
  const refunds = apiClient(refundsContract, auth);
  const reviews = apiClient(reviewsAdminContract, auth);
  const ledger = apiClient(ledgerContract, auth);
  async function call<T>(send: () => Promise<T>): Promise<T> {
    if (!auth.currentUser) throw new NotLoggedInError();
    try {
      // The client logs a fault (decision 083); a refusal (4xx) is an answer the dialog shows.
      return await send();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new NotLoggedInError();
      throw error;
    }
  }
  return {
    resumeLink: (id) => call(() => admin.resumeLink({ id })).then((answer) => answer.body.url),
    deleteUser: (id) => call(() => admin.deleteUser({ id })).then((answer) => answer.message),
    deleteProduct: (id) => call(() => admin.deleteProduct({ id })).then((answer) => answer.message),
    retryRefund: (refundId) => call(() => refunds.retry({ refundId })).then(() => undefined),
    hideReview: (reviewId, reason) => call(() => reviews.hide({ reviewId, reason })).then(() => undefined),
    restoreReview: (reviewId) => call(() => reviews.restore({ reviewId })).then(() => undefined),
    ledgerOverview: () => call(() => ledger.overview()),
    reconcile: (day) => call(() => ledger.reconcile({ day })),
    resolveDifference: (differenceId, note) => call(() => ledger.resolve({ differenceId, note })).then(() => undefined),
  };
}
