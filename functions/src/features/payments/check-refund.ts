// The refund's status check (decision 027): beside the send trigger, a requested refund whose attempt was sent gets
// a check a while later (platform/provider-check.ts), which asks the provider where it stands if its webhook has
// not come, and records processed or failed exactly as the webhook would (refund-events.ts), so whichever comes
// second changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons } from '@marketplace/shared/payments/refund';
import {
  checkQueue,
  checkScheduler,
  checkedFrom,
  runCheck,
  type CheckDeps,
  type CheckedRecords,
} from '../../platform/provider-check.ts';
import type { TaskEvent, Trigger } from '../../platform/triggers.ts';
import type { Payments } from '../../ports/payments.port.ts';
import { afterReport, updateRefund } from './refund-status.ts';

/** The queue is named after its function (triggers.ts). */
export const REFUND_CHECK_QUEUE = 'checkRefund';

const refunds: CheckedRecords = {
  kind: 'refund',
  queue: REFUND_CHECK_QUEUE,
  waiting: ['requested'],
  providerIdField: 'providerRefundId',
  idParam: 'refundId',
};

export type RefundCheckDeps = CheckDeps & { db: Firestore; payments: Payments };

/** The trigger: a requested refund's sent attempt gets its first check. */
export const scheduleRefundCheck = checkScheduler(refunds);

/** The task: the provider's word on the attempt still waited on, recorded as its webhook would record it. */
export function checkRefund(deps: RefundCheckDeps, task: TaskEvent) {
  const { db, payments } = deps;
  return runCheck(
    {
      ...refunds,
      ...checkQueue(deps, refunds.queue),
      pending: ['pending'],
      read: async (id) => checkedFrom((await db.doc(paths.refund(id)).get()).data(), refunds.providerIdField),
      ask: (providerRefundId) => payments.refundStatus(providerRefundId),
      statusOf: (answer) => answer.status,
      record: async (id, attempt, { id: providerRefundId, status }) => {
        if (status === 'pending') return { kind: 'unchanged' };
        const report = { status, providerRefundId, attempt, failureReason: refundFailureReasons.providerFailed };
        return updateRefund(db, id, (refund) => afterReport(refund, report));
      },
    },
    task,
  );
}

export const scheduleRefundCheckTrigger: Trigger<RefundCheckDeps> = {
  kind: 'firestore',
  document: `${paths.refunds}/{refundId}`,
  handle: scheduleRefundCheck,
};

export const checkRefundTrigger: Trigger<RefundCheckDeps> = {
  kind: 'task',
  handle: async (deps, task) => void (await checkRefund(deps, task)),
};
