// The refund trigger: a requested refund whose current attempt has not been sent is sent to the provider with that
// attempt's idempotency key, and the record then says it was sent. A repeated delivery reads the record as it is now
// (the change it carries may be old), so it sends nothing once the send is recorded; between the send and the
// record, the provider's idempotency key makes a second send the same refund.
import { sendAttempt } from '../../platform/provider-attempt.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import { RefundRefused, type Payments, type ProviderRefund } from '../../ports/payments.port.ts';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import {
  refundFailureReasons,
  refundIdempotencyKey,
  refundNotes,
  type Refund,
} from '@marketplace/shared/payments/refund';
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
  const { attempt, paymentId } = refund;
  await sendAttempt({
    kind: 'refund',
    ids: { refundId },
    attempt,
    waiting: 'requested',
    send: async () => {
      if (!paymentId) throw new RefundRefused(refundFailureReasons.noPayment);
      return payments.refund({
        paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refundIdempotencyKey(refund),
        notes: refundNotes(refund),
      });
    },
    refusal: RefundRefused,
    update: (decide) => updateRefund(db, refundId, decide),
    answered: (current: Refund, sent: ProviderRefund) => ({
      providerRefundId: sent.id,
      ...(sent.status === 'pending'
        ? null
        : afterReport(current, {
            status: sent.status,
            providerRefundId: sent.id,
            attempt,
            failureReason: refundFailureReasons.providerFailed,
          })),
    }),
    providerIds: (sent) => ({ providerRefundId: sent.id }),
  });
}

export const sendRefundTrigger: Trigger<SendRefundDeps> = {
  kind: 'firestore',
  document: `${paths.refunds}/{refundId}`,
  handle: sendRefund,
};
