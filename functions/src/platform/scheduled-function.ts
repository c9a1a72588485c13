// A trigger table's scheduled function as a Cloud Function: Cloud Scheduler calls it at each time its unix-cron
// schedule falls due in its time zone, and says which time that was (X-CloudScheduler-ScheduleTime, which the SDK
// hands over as `scheduleTime`; a run started by hand gets the time it started). A failed run is retried with
// backoff within the one age bound every event shares (docs/decisions/014).
import type { SecretParam } from 'firebase-functions/params';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { EVENT_MAX_AGE_MS } from './event-age.ts';
import type { Trigger } from './triggers.ts';

type ScheduleTrigger<Deps> = Extract<Trigger<Deps>, { kind: 'schedule' }>;

/** Cloud Scheduler allows at most five retries of a run. */
const RETRIES = 5;

export function scheduledFunction<Deps>(trigger: ScheduleTrigger<Deps>, deps: () => Deps, secrets: SecretParam[]) {
  return onSchedule(
    {
      schedule: trigger.schedule,
      timeZone: trigger.timeZone as ScheduleOptions['timeZone'],
      retryCount: RETRIES,
      minBackoffSeconds: 60,
      maxRetrySeconds: EVENT_MAX_AGE_MS / 1000,
      secrets,
    },
    (event) => trigger.handle(deps(), { scheduledAt: Date.parse(event.scheduleTime) }),
  );
}
