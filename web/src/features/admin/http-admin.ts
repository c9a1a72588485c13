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
import { logged } from '../../lib/watch.ts';
import { NotLoggedInError, type AdminPort, type AdminServerCalls } from './admin.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpAdmin(auth: Auth): Pick<AdminPort, AdminServerCalls> {
  const admin = apiClient(adminContract, auth);
  const refunds = apiClient(refundsContract, auth);
  const reviews = apiClient(reviewsAdminContract, auth);
  const ledger = apiClient(ledgerContract, auth);
  async function call<T>(what: string, send: () => Promise<T>): Promise<T> {
    if (!auth.currentUser) throw new NotLoggedInError();
    try {
      // A refusal (4xx) is an answer the dialog shows, not a fault to log.
      return await logged(what, send(), isRefusal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw new NotLoggedInError();
      throw error;
    }
  }
  return {
    resumeLink: (id) => call('Opening a resume', () => admin.resumeLink({ id })).then((answer) => answer.body.url),
    deleteUser: (id) => call('Deleting a user', () => admin.deleteUser({ id })).then((answer) => answer.message),
    deleteProduct: (id) =>
      call('Deleting a store product', () => admin.deleteProduct({ id })).then((answer) => answer.message),
    retryRefund: (refundId) => call('Retrying a refund', () => refunds.retry({ refundId })).then(() => undefined),
    hideReview: (reviewId, reason) =>
      call('Hiding a review', () => reviews.hide({ reviewId, reason })).then(() => undefined),
    restoreReview: (reviewId) => call('Restoring a review', () => reviews.restore({ reviewId })).then(() => undefined),
    ledgerOverview: () => call('Reading the ledger', () => ledger.overview()),
    reconcile: (day) => call('Reconciling a day', () => ledger.reconcile({ day })),
    resolveDifference: (differenceId, note) =>
      call('Resolving a difference', () => ledger.resolve({ differenceId, note })).then(() => undefined),
  };
}
