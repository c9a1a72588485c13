// The payouts' endpoints (decision 022): a seller says where to be paid; an admin retries a failed payout. The details are checked with
// shared's schema (as RazorpayX checks a fund account) and answered with the masked hint payouts will show.
import { z } from 'zod';
import { adminEndpoint, callerTexts, endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { payoutDetailsSchema } from './payout-details.ts';

export const payoutErrors = {
  notSeller: 'Only sellers are paid out.',
  notAdmin: callerTexts.notAdmin,
  notFound: 'Payout not found.',
  notRetryable: 'Only a failed or reversed payout can be retried.',
} as const;

export const payoutsContract = {
  // Allowed while suspended: money a suspended seller is owed still settles (decision 031).
  saveDetails: endpoint
    .meta({ caller: 'member', whileSuspended: true })
    .route({
      method: 'PUT',
      path: '/payouts/details',
      summary: 'Say where the seller is paid (UPI id or bank account)',
    })
    .input(payoutDetailsSchema)
    .output(z.object({ hint: z.string() }))
    .errors(errorsWith({ FORBIDDEN: payoutErrors.notSeller })),
  retry: adminEndpoint
    .route({ method: 'POST', path: '/admin/payouts/{payoutId}/retry', summary: 'Send a failed payout again' })
    .input(z.object({ payoutId: documentId('payoutId') }))
    .output(z.object({ ok: z.literal(true) }))
    .errors(
      errorsWith({
        NOT_FOUND: payoutErrors.notFound,
        CONFLICT: payoutErrors.notRetryable,
      }),
    ),
};
