// An admin's retry of a failed or reversed payout (POST /api/admin/payouts/{id}/retry): a new attempt, with its own
// idempotency key, queued in one transaction; the send trigger then sends it to the details the seller has now.
import type { Firestore } from 'firebase-admin/firestore';
import { retryablePayoutStatuses } from '@marketplace/shared/payouts/payout';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { updatePayout } from './update-payout.ts';

export async function retryPayout({ db }: { db: Firestore }, payoutId: string): Promise<Outcome<{ ok: true }>> {
  const result = await updatePayout(db, payoutId, (payout) =>
    retryablePayoutStatuses.includes(payout.status)
      ? { attempt: payout.attempt + 1, status: 'queued', failureReason: null, reference: null }
      : null,
  );
  if (result.kind === 'missing') return failure('not-found', payoutErrors.notFound);
  if (result.kind === 'unchanged') return failure('conflict', payoutErrors.notRetryable);
  log.info('payout retried', { payoutId, attempt: result.patch.attempt });
  return success({ ok: true });
}
