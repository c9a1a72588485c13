// The payouts' endpoints (PUT /api/payouts/details, POST /api/admin/payouts/{id}/retry) through the contract
// client. A refusal (4xx) is an answer the screen shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { payoutsContract } from '@marketplace/shared/payouts/payouts-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import type { PayoutsPort } from './payouts.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpPayouts(auth: Auth): Pick<PayoutDetailsPort, 'saveDetails'> & Pick<PayoutsPort, 'retryPayout'> {
  const api = apiClient(payoutsContract, auth);
  return {
    saveDetails: (details) => logged('Saving payout details', api.saveDetails(details), isRefusal),
    retryPayout: (payoutId) => logged('Retrying a payout', api.retry({ payoutId }), isRefusal).then(() => undefined),
  };
}
