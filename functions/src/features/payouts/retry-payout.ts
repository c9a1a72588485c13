// An admin's retry of a failed or reversed payout, apart from the sending every payout runs (payout-movement.ts), so
// a payout's sending reads no admin endpoint's answers (decision 094).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { retryablePayoutStatuses } from '@marketplace/shared/payouts/payout';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { updateMovement, type MovementPatch } from '../../platform/movement/movement.ts';
import { payoutDetailsOf } from './payout-details-of.ts';
import { payoutMovement } from './payout-record.ts';

/**
 * An admin's retry of a failed or reversed payout (POST /api/admin/payouts/{id}/retry): a new attempt, with its own
 * idempotency key, queued in one transaction; the send trigger then sends it to the details the seller has now. A
 * seller without details gets the payout back to wait, as a new payout would. A carried payout another one sent is
 * retried through that one, never on its own (it would be paid twice).
 */
export async function retryPayout({ db }: { db: Firestore }, payoutId: string): Promise<Outcome<{ ok: true }>> {
  const sellerId = (await db.doc(paths.payout(payoutId)).get()).get('sellerId');
  const hasDetails = typeof sellerId === 'string' && (await payoutDetailsOf(db, sellerId)) !== null;
  const result = await updateMovement(db, payoutMovement, payoutId, (payout): MovementPatch | null => {
    if (!retryablePayoutStatuses.includes(payout.status) || payout.carriedInto !== null) return null;
    const again = { failureReason: null, reference: null };
    // Waiting: saving details makes the next attempt (queueForSending), so the count moves on then.
    return hasDetails
      ? { ...again, status: 'queued', attempt: payout.attempt + 1 }
      : { ...again, status: 'waiting-for-details' };
  });
  if (result.kind === 'missing') return failure('not-found', payoutErrors.notFound);
  if (result.kind === 'unchanged') return failure('conflict', payoutErrors.notRetryable);
  log.info('payout retried', { payoutId, status: result.patch.status, attempt: result.record.attempt });
  return success({ ok: true });
}
