// The local host's clock for the trigger table's scheduled functions, as Cloud Scheduler runs them in production:
// each runs when its schedule falls due (cron-schedule.ts), retried as every event is (retry-delivery.ts). When a
// run fell due while the host was stopped, the latest such run is made at start, once, so a daily job is not
// skipped because `npm start` was not running at half past midnight. When the host last ran each schedule is kept
// in Firestore beside the data (as the delivery mark of decision 014), so each snapshot holds the one that belongs
// to it; a first start, like a deploy, runs nothing until the next time falls due.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { log } from '../platform/log.ts';
import type { ScheduledRun, TriggerTable } from '../platform/triggers.ts';
import { lastRunAtOrBefore, nextRunAfter, parseCron, type CronSchedule } from './cron-schedule.ts';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.ts';

/** Outside the app's paths, as the delivery mark: no rule matches it, so no client reads or writes it. */
export const SCHEDULE_MARK = 'localHost/scheduledRuns';

/** When each schedule last ran (the time it was due, epoch millis), by trigger name. */
export interface ScheduleMarks {
  load(): Promise<Record<string, number>>;
  save(name: string, scheduledAt: number): Promise<void>;
}

export function firestoreScheduleMarks(db: Firestore): ScheduleMarks {
  const ref = db.doc(SCHEDULE_MARK);
  return {
    async load() {
      return ((await ref.get()).get('runs') ?? {}) as Record<string, number>;
    },
    async save(name, scheduledAt) {
      await ref.set({ runs: { [name]: scheduledAt }, savedAt: FieldValue.serverTimestamp() }, { merge: true });
    },
  };
}

export interface ScheduleOptions {
  marks: ScheduleMarks;
  retry?: RetryPolicy;
  now?: () => number;
}

/** Node's timers hold at most about 24.8 days; a later run is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Starts every scheduled function of the table on this process's clock; the returned function stops them all. */
export async function runSchedules<Deps>(
  table: TriggerTable<Deps>,
  deps: Deps,
  options: ScheduleOptions,
): Promise<() => Promise<void>> {
  const now = options.now ?? Date.now;
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const marks = await options.marks.load();

  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'schedule') continue;
    const cron: CronSchedule = parseCron(trigger.schedule, trigger.timeZone);
    // One run at a time per schedule: a run still going when the next falls due is followed by it.
    let previous: Promise<void> = Promise.resolve();

    const run = (scheduledAt: number, heardAt: number) => {
      const event: ScheduledRun = { scheduledAt };
      const settled = (previous = previous.then(async () => {
        if (stopping.signal.aborted) return;
        const outcome = await deliverWithRetries(
          // The age counts from when the host got to it: a run caught up at start is not too old to make.
          { trigger: name, id: `${name}-${scheduledAt}`, time: heardAt, context: { scheduledAt } },
          () => trigger.handle(deps, event),
          { policy: options.retry, signal: stopping.signal },
        );
        if (outcome === 'done') {
          await options.marks
            .save(name, scheduledAt)
            .catch((error: unknown) => log.error('saving the schedule mark failed', error, { trigger: name }));
        }
      }));
      inFlight.add(settled);
      void settled.finally(() => inFlight.delete(settled));
    };

    const arm = (after: number) => {
      const due = nextRunAfter(cron, after);
      const wait = () => {
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            if (now() < due) return wait();
            run(due, now());
            arm(due);
          },
          Math.min(Math.max(0, due - now()), LONGEST_TIMER_MS),
        );
        timer.unref();
        timers.add(timer);
      };
      wait();
    };

    const started = now();
    const lastDue = lastRunAtOrBefore(cron, started);
    const lastRun = marks[name];
    if (lastRun === undefined) {
      // A first start is a deploy: the schedule runs from its next time on.
      await options.marks.save(name, lastDue ?? started);
    } else if (lastDue !== null && lastDue > lastRun) {
      log.info('scheduled run missed while stopped: running it now', {
        trigger: name,
        scheduledAt: new Date(lastDue).toISOString(),
      });
      run(lastDue, started);
    }
    arm(started);
  }

  return async () => {
    stopping.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all(inFlight);
  };
}
