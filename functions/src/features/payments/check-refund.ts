// The refund's status check (decision 027): beside the send trigger, a requested refund whose attempt was sent gets
// a check a while later (platform/provider-check.ts), which asks the provider where it stands if its webhook has
// not come, and records processed or failed exactly as the webhook would (refund-events.ts), so whichever comes
// second changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons } from '@marketplace/shared/payments/refund';
import {
  attemptToCheck,
  checkedFrom,
  enqueueCheck,
  runCheck,
  type ProviderCheck,
} from '../../platform/provider-check.ts';
import type { DocumentChange, TaskEvent, Trigger } from '../../platform/triggers.ts';
import type { Payments, ProviderRefund } from '../../ports/payments.port.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { afterReport, updateRefund } from './refund-status.ts';

/** The queue is named after its function (triggers.ts). */
export const REFUND_CHECK_QUEUE = 'checkRefund';
const WAITING = ['requested'] as const;

export interface RefundCheckDeps {
  db: Firestore;
  payments: Payments;
  taskQueue: TaskQueue;
  /** How long after the send the first check comes (an hour in production). */
  statusCheckAfterMs: number;
}

/** What the check reads of a refund: its stored fields, or a trigger's. */
const checkedRefund = (data: Record<string, unknown> | null | undefined) => checkedFrom(data, 'providerRefundId');

const queueOf = (deps: RefundCheckDeps) => ({
  taskQueue: deps.taskQueue,
  queue: REFUND_CHECK_QUEUE,
  firstDelayMs: deps.statusCheckAfterMs,
});

/** The trigger: a sent attempt newly waiting (or caught up at a local start) gets its first check. */
export async function scheduleRefundCheck(deps: RefundCheckDeps, change: DocumentChange): Promise<void> {
  const attempt = attemptToCheck(checkedRefund(change.before), checkedRefund(change.after), WAITING);
  if (attempt === null) return;
  await enqueueCheck(queueOf(deps), { id: change.params.refundId!, attempt, check: 0 });
}

/** The task: the provider's word on the attempt still waited on, recorded as its webhook would record it. */
export function checkRefund(deps: RefundCheckDeps, task: TaskEvent) {
  const { db, payments } = deps;
  const check: ProviderCheck<ProviderRefund> = {
    ...queueOf(deps),
    kind: 'refund',
    waiting: WAITING,
    pending: ['pending'],
    read: async (id) => checkedRefund((await db.doc(paths.refund(id)).get()).data()),
    ask: (providerRefundId) => payments.refundStatus(providerRefundId),
    statusOf: (answer) => answer.status,
    record: async (id, attempt, answer) => {
      const { status } = answer;
      if (status === 'pending') return { kind: 'unchanged' };
      const report = {
        status,
        providerRefundId: answer.id,
        attempt,
        failureReason: refundFailureReasons.providerFailed,
      };
      return updateRefund(db, id, (refund) => afterReport(refund, report));
    },
  };
  return runCheck(check, task);
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
