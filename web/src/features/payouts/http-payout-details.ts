// The PayoutDetailsPort through the API (PUT /api/payouts/details). A refusal (4xx) is an answer the form shows
// in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { payoutsContract } from '@marketplace/shared/payouts/payouts-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { PayoutDetailsPort } from './payout-details.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpPayoutDetails(auth: Auth): PayoutDetailsPort {
  const api = apiClient(payoutsContract, auth);
  return {
    saveDetails: (details) => logged('Saving payout details', api.saveDetails(details), isRefusal),
  };
}
