// The refund trigger: a requested refund whose current attempt has not been sent is sent to the provider with that
// attempt's idempotency key, and the record then says it was sent. A repeated delivery reads the record as it is now
// (the change it carries may be old), so it sends nothing once the send is recorded; between the send and the
// record, the provider's idempotency key makes a second send the same refund.
import { log } from '../../platform/log.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import { RefundRefused, type Payments, type ProviderRefund } from '../../ports/payments.port.ts';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons, refundIdempotencyKey, refundNotes } from '@marketplace/shared/payments/refund';
import { afterReport, refundFrom, updateRefund } from './refund-status.ts';

export interface SendRefundDeps {
  db: Firestore;
  payments: Payments;
}

export async function sendRefund({ db, payments }: SendRefundDeps, change: DocumentChange): Promise<void> {
  if (change.after?.status !== 'requested') return;
  const refundId = change.params.refundId!;
  const refund = refundFrom(await db.doc(paths.refund(refundId)).get());
  if (!refund || refund.status !== 'requested' || refund.sentAttempt >= refund.attempt) return;
  const { attempt } = refund;
  let sent: ProviderRefund;
  try {
    if (!refund.paymentId) throw new RefundRefused(refundFailureReasons.noPayment);
    sent = await payments.refund({
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refundIdempotencyKey(refund),
      notes: refundNotes(refund),
    });
  } catch (error) {
    // Anything else may pass (the network, the provider busy with the same key): thrown, so it is delivered again.
    if (!(error instanceof RefundRefused)) throw error;
    log.warn('refund refused by the provider', { refundId, attempt, reason: error.reason });
    await updateRefund(db, refundId, (current) =>
      current.attempt === attempt && current.status === 'requested'
        ? { status: 'failed', failureReason: error.reason, sentAttempt: attempt }
        : null,
    );
    return;
  }
  const result = await updateRefund(db, refundId, (current) => {
    // An admin's retry made a new attempt meanwhile: this answer is about one no longer waited on.
    if (current.attempt !== attempt) return null;
    const answered =
      sent.status === 'pending'
        ? null
        : afterReport(current, {
            status: sent.status,
            providerRefundId: sent.id,
            attempt,
            failureReason: refundFailureReasons.providerFailed,
          });
    return { sentAttempt: Math.max(current.sentAttempt, attempt), providerRefundId: sent.id, ...answered };
  });
  log.info('refund sent', { refundId, attempt, providerRefundId: sent.id, recorded: result.kind === 'updated' });
}

export const sendRefundTrigger: Trigger<SendRefundDeps> = {
  kind: 'firestore',
  document: `${paths.refunds}/{refundId}`,
  handle: sendRefund,
};
