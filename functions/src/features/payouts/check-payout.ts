// The payout's status check (decision 027): beside the send trigger, a queued or processing payout whose attempt
// was sent gets a check a while later (platform/provider-check.ts), which asks the provider where it stands if its
// webhooks have not come, and records the answer exactly as a webhook would (payout-events.ts: forward only, for
// the attempt waited on), so whichever comes second changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { recordChecks, type CheckDeps } from '../../platform/provider-check.ts';
import type { Payouts, ProviderPayout } from '../../ports/payouts.port.ts';
import { afterPayoutReport } from './payout-status.ts';
import { updatePayout } from './update-payout.ts';

/** The queue is named after its function (triggers.ts). */
export const PAYOUT_CHECK_QUEUE = 'checkPayout';

export type PayoutCheckDeps = CheckDeps & { db: Firestore; payouts: Payouts };

const payoutChecks = recordChecks<PayoutCheckDeps, ProviderPayout>({
  kind: 'payout',
  queue: PAYOUT_CHECK_QUEUE,
  document: `${paths.payouts}/{projectId}`,
  idParam: 'projectId',
  path: paths.payout,
  providerIdField: 'providerPayoutId',
  waiting: ['queued', 'processing'],
  // Queued or processing at the provider: recorded (forward only), and checked again later.
  pending: ['queued', 'processing'],
  ask: ({ payouts }, providerPayoutId) => payouts.status(providerPayoutId),
  statusOf: (answer) => answer.status,
  record: ({ db }, id, attempt, answer) => {
    const report = { ...answer, providerPayoutId: answer.id, attempt };
    return updatePayout(db, id, (payout) => afterPayoutReport(payout, report));
  },
});

/** The trigger beside sendPayout: a queued or processing payout's sent attempt gets its first check. */
export const schedulePayoutCheck = payoutChecks.scheduleCheck;
export const schedulePayoutCheckTrigger = payoutChecks.schedule;
/** The task: the provider's word on the attempt still waited on, recorded as its webhooks would record it. */
export const checkPayout = payoutChecks.run;
export const checkPayoutTrigger = payoutChecks.check;
