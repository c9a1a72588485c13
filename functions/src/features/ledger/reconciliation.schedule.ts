// The daily reconciliation's schedule (decision 029): early each morning in India, for the day before, after the
// providers' late webhooks of the night have come in. Cloud Scheduler in production; the local host's clock locally.
import type { Trigger } from '../../platform/triggers.ts';
import { reconcileYesterday, type ReconcileDeps } from './reconcile-day.ts';

export const reconcileDailyTrigger: Trigger<ReconcileDeps> = {
  kind: 'schedule',
  schedule: '30 2 * * *',
  timeZone: 'Asia/Kolkata',
  handle: async (deps, { scheduledAt }) => void (await reconcileYesterday(deps, scheduledAt)),
};
