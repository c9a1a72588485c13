// The payout's status check (decision 027): beside the send trigger, a queued or processing payout whose attempt
// was sent gets a check a while later (platform/provider-check.ts), which asks the provider where it stands if its
// webhooks have not come, and records the answer exactly as a webhook would (payout-events.ts: forward only, for
// the attempt waited on), so whichever comes second changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import {
  checkQueue,
  checkScheduler,
  checkedFrom,
  runCheck,
  type CheckDeps,
  type CheckedRecords,
} from '../../platform/provider-check.ts';
import type { TaskEvent, Trigger } from '../../platform/triggers.ts';
import type { Payouts } from '../../ports/payouts.port.ts';
import { afterPayoutReport } from './payout-status.ts';
import { updatePayout } from './update-payout.ts';

/** The queue is named after its function (triggers.ts). */
export const PAYOUT_CHECK_QUEUE = 'checkPayout';

const payouts: CheckedRecords = {
  kind: 'payout',
  queue: PAYOUT_CHECK_QUEUE,
  waiting: ['queued', 'processing'],
  providerIdField: 'providerPayoutId',
  idParam: 'projectId',
};

export type PayoutCheckDeps = CheckDeps & { db: Firestore; payouts: Payouts };

/** The trigger: a queued or processing payout's sent attempt gets its first check. */
export const schedulePayoutCheck = checkScheduler(payouts);

/** The task: the provider's word on the attempt still waited on, recorded as its webhooks would record it. */
export function checkPayout(deps: PayoutCheckDeps, task: TaskEvent) {
  const { db } = deps;
  return runCheck(
    {
      ...payouts,
      ...checkQueue(deps, payouts.queue),
      // Queued or processing at the provider: recorded (forward only), and checked again later.
      pending: payouts.waiting,
      read: async (id) => checkedFrom((await db.doc(paths.payout(id)).get()).data(), payouts.providerIdField),
      ask: (providerPayoutId) => deps.payouts.status(providerPayoutId),
      statusOf: (answer) => answer.status,
      record: (id, attempt, answer) => {
        const report = { ...answer, providerPayoutId: answer.id, attempt };
        return updatePayout(db, id, (payout) => afterPayoutReport(payout, report));
      },
    },
    task,
  );
}

export const schedulePayoutCheckTrigger: Trigger<PayoutCheckDeps> = {
  kind: 'firestore',
  document: `${paths.payouts}/{projectId}`,
  handle: schedulePayoutCheck,
};

export const checkPayoutTrigger: Trigger<PayoutCheckDeps> = {
  kind: 'task',
  handle: async (deps, task) => void (await checkPayout(deps, task)),
};
