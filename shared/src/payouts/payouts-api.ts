// The payouts' endpoints (issue 21, decision 022): a seller says where to be paid. The details are checked with
// shared's schema (as RazorpayX checks a fund account) and answered with the masked hint payouts will show.
import { z } from 'zod';
import { endpoint, errorStatus } from '../api/endpoint.ts';
import { payoutDetailsSchema } from './payout-details.ts';

export const payoutErrors = {
  notSeller: 'Only sellers are paid out.',
} as const;

export const payoutsContract = {
  saveDetails: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'PUT',
      path: '/payouts/details',
      summary: 'Say where the seller is paid (UPI id or bank account)',
    })
    .input(payoutDetailsSchema)
    .output(z.object({ hint: z.string() }))
    .errors({ FORBIDDEN: { status: errorStatus.FORBIDDEN, message: payoutErrors.notSeller } }),
};
