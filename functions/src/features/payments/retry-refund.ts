// An admin's retry of a failed refund, apart from the sending every refund runs (refund-movement.ts), so a refund's
// sending reads no admin endpoint's answers (decision 094).
import type { Firestore } from 'firebase-admin/firestore';
import { refundErrors } from '@marketplace/shared/payments/refunds-api';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { updateMovement } from '../../platform/movement/movement.ts';
import { refundMovement } from './refund-movement.ts';

/**
 * An admin's retry of a failed refund (POST /api/admin/refunds/{id}/retry): a new attempt, with its own idempotency
 * key, requested again in one transaction with the refunded subject's status; the send trigger then sends it.
 */
export async function retryRefund({ db }: { db: Firestore }, refundId: string): Promise<Outcome<{ ok: true }>> {
  const result = await updateMovement(db, refundMovement, refundId, (refund) =>
    refund.status === 'failed'
      ? { attempt: refund.attempt + 1, status: 'requested', failureReason: null, providerRefundId: null }
      : null,
  );
  if (result.kind === 'missing') return failure('not-found', refundErrors.notFound);
  if (result.kind === 'unchanged') return failure('conflict', refundErrors.notFailed);
  log.info('refund retried', { refundId, attempt: result.patch.attempt });
  return success({ ok: true });
}
