// The refund's status check (decision 027): beside the send trigger, a requested refund whose attempt was sent gets
// a check a while later (platform/provider-check.ts), which asks the provider where it stands if its webhook has
// not come, and records processed or failed exactly as the webhook would (refund-events.ts), so whichever comes
// second changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons } from '@marketplace/shared/payments/refund';
import { recordChecks, type CheckDeps } from '../../platform/provider-check.ts';
import type { Payments, ProviderRefund } from '../../ports/payments.port.ts';
import { afterReport, updateRefund } from './refund-status.ts';

/** The queue is named after its function (triggers.ts). */
export const REFUND_CHECK_QUEUE = 'checkRefund';

export type RefundCheckDeps = CheckDeps & { db: Firestore; payments: Payments };

const refundChecks = recordChecks<RefundCheckDeps, ProviderRefund>({
  kind: 'refund',
  queue: REFUND_CHECK_QUEUE,
  document: `${paths.refunds}/{refundId}`,
  idParam: 'refundId',
  path: paths.refund,
  providerIdField: 'providerRefundId',
  waiting: ['requested'],
  pending: ['pending'],
  ask: ({ payments }, providerRefundId) => payments.refundStatus(providerRefundId),
  statusOf: (answer) => answer.status,
  record: async ({ db }, id, attempt, { id: providerRefundId, status }) => {
    if (status === 'pending') return { kind: 'unchanged' };
    const report = { status, providerRefundId, attempt, failureReason: refundFailureReasons.providerFailed };
    return updateRefund(db, id, (refund) => afterReport(refund, report));
  },
});

/** The trigger beside sendRefund: a requested refund's sent attempt gets its first check. */
export const scheduleRefundCheck = refundChecks.scheduleCheck;
export const scheduleRefundCheckTrigger = refundChecks.schedule;
/** The task: the provider's word on the attempt still waited on, recorded as its webhook would record it. */
export const checkRefund = refundChecks.run;
export const checkRefundTrigger = refundChecks.check;
