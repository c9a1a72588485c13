// The local host's clock for scheduled functions: a run at each time the schedule falls due, none at a first
// start, the latest run missed while stopped made once at start, and a failed run retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';
import type { ScheduledRun, TriggerTable } from '../platform/triggers.ts';
import type { RetryPolicy } from './retry-delivery.ts';
import { runSchedules, type ScheduleMarks } from './run-schedules.ts';

const quick: RetryPolicy = { maxAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 1_000 };
const HOUR_MS = 3_600_000;

function memoryMarks(initial: Record<string, number> = {}): ScheduleMarks & { runs: Record<string, number> } {
  const runs = { ...initial };
  return {
    runs,
    load: () => Promise.resolve({ ...runs }),
    save: (name, scheduledAt) => {
      runs[name] = scheduledAt;
      return Promise.resolve();
    },
  };
}

/** A table with one daily job at 00:30 in India, recording the runs it is handed. */
function dailyTable(handle = vi.fn((_deps: unknown, _run: ScheduledRun) => Promise.resolve())) {
  const table: TriggerTable<unknown> = {
    foldDay: { kind: 'schedule', schedule: '30 0 * * *', timeZone: 'Asia/Kolkata', handle },
    // Other kinds are not the clock's.
    advanceOrder: { kind: 'task', handle: () => Promise.reject(new Error('not a schedule')) },
  };
  return { table, handle };
}

// 00:30 in India on 2026-03-11 is 19:00 UTC on the 10th.
const dueOn10th = Date.parse('2026-03-10T19:00:00Z');
const dueOn11th = dueOn10th + 24 * HOUR_MS;

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-10T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('runSchedules', () => {
  it('at a first start runs nothing, then runs at each time the schedule falls due, with that time', async () => {
    const { table, handle } = dailyTable();
    const marks = memoryMarks();
    const stop = await runSchedules(table, 'deps', { marks, retry: quick });
    expect(handle).not.toHaveBeenCalled();
    // The first start is a deploy: the mark says the last time due before it ran (or need not run).
    expect(marks.runs.foldDay).toBe(dueOn10th - 24 * HOUR_MS);

    await vi.advanceTimersByTimeAsync(dueOn10th - Date.now() - 1);
    expect(handle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(handle).toHaveBeenCalledExactlyOnceWith('deps', { scheduledAt: dueOn10th });
    expect(marks.runs.foldDay).toBe(dueOn10th);

    await vi.advanceTimersByTimeAsync(24 * HOUR_MS);
    expect(handle.mock.calls.map(([, run]) => run.scheduledAt)).toEqual([dueOn10th, dueOn11th]);
    await stop();
  });

  it('makes the latest run missed while stopped once, at start', async () => {
    const { table, handle } = dailyTable();
    // Last ran on the 8th's time; the host starts on the 12th, after the 10th's and the 11th's were due.
    vi.setSystemTime(dueOn11th + HOUR_MS);
    const marks = memoryMarks({ foldDay: dueOn10th - 2 * 24 * HOUR_MS });
    const stop = await runSchedules(table, null, { marks, retry: quick });
    await vi.advanceTimersByTimeAsync(0);
    expect(handle).toHaveBeenCalledExactlyOnceWith(null, { scheduledAt: dueOn11th });
    expect(marks.runs.foldDay).toBe(dueOn11th);
    await stop();

    // Started again before the next time: nothing is due.
    handle.mockClear();
    const again = await runSchedules(table, null, { marks, retry: quick });
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(handle).not.toHaveBeenCalled();
    await again();
  });

  it('tries a failed run again with backoff, and marks it run only once it succeeded', async () => {
    expectConsole('error', /event delivery failed; trying again.*foldDay/);
    const { table, handle } = dailyTable();
    handle.mockRejectedValueOnce(new Error('DEADLINE_EXCEEDED'));
    const marks = memoryMarks({ foldDay: dueOn10th - 24 * HOUR_MS });
    // The pause before a retry is node:timers/promises' (not faked): a short one.
    const stop = await runSchedules(table, null, { marks, retry: { ...quick, firstDelayMs: 20 } });
    await vi.advanceTimersByTimeAsync(dueOn10th - Date.now());
    expect(handle).toHaveBeenCalledOnce();
    expect(marks.runs.foldDay).toBe(dueOn10th - 24 * HOUR_MS);
    await vi.waitFor(() => expect(handle).toHaveBeenCalledTimes(2));
    expect(handle.mock.calls[1]![1]).toEqual({ scheduledAt: dueOn10th });
    await vi.waitFor(() => expect(marks.runs.foldDay).toBe(dueOn10th));
    await stop();
  });

  it('runs nothing more once stopped', async () => {
    const { table, handle } = dailyTable();
    const stop = await runSchedules(table, null, { marks: memoryMarks(), retry: quick });
    await stop();
    await vi.advanceTimersByTimeAsync(2 * 24 * HOUR_MS);
    expect(handle).not.toHaveBeenCalled();
  });

  it('refuses a schedule it cannot read, before anything runs', async () => {
    const table: TriggerTable<null> = {
      foldDay: { kind: 'schedule', schedule: 'every day 00:30', timeZone: 'Asia/Kolkata', handle: vi.fn() },
    };
    await expect(runSchedules(table, null, { marks: memoryMarks() })).rejects.toThrow(/unix-cron/);
  });
});
