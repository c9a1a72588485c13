// The refunds' admin endpoint (decision 022): a failed refund is sent to the provider again, as a new
// attempt with its own idempotency key. Refunds themselves are decided by the use cases that end a funding.
import { z } from 'zod';
import { adminEndpoint, callerTexts, errorsWith } from '../api/endpoint.ts';
import { refundIdSchema } from './refund.ts';

export const refundErrors = {
  notAdmin: callerTexts.notAdmin,
  notFound: 'Refund not found.',
  notFailed: 'Only a failed refund can be retried.',
} as const;

export const refundsContract = {
  retry: adminEndpoint
    .route({ method: 'POST', path: '/admin/refunds/{refundId}/retry', summary: 'Send a failed refund again' })
    .input(z.object({ refundId: refundIdSchema }))
    .output(z.object({ ok: z.literal(true) }))
    .errors(
      errorsWith({
        NOT_FOUND: refundErrors.notFound,
        CONFLICT: refundErrors.notFailed,
      }),
    ),
};
