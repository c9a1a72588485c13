import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import {
  MAX_CHECKS,
  attemptToCheck,
  checkDelayMs,
  checkTaskId,
  checkedFrom,
  runCheck,
  type Checked,
  type ProviderCheck,
} from './checks.ts';

const WAITING = ['queued', 'processing'] as const;
const sent: Checked = { status: 'queued', attempt: 1, sentAttempt: 1, providerId: 'pout_1' };

describe('when a check is scheduled', () => {
  it('schedules the first check of an attempt once it is sent with the provider id and waits', () => {
    const unsent = { ...sent, sentAttempt: 0, providerId: null };
    expect(attemptToCheck(unsent, sent, WAITING)).toBe(1);
    expect(attemptToCheck(null, { ...sent, attempt: 2, sentAttempt: 2 }, WAITING)).toBe(2);
  });

  it('schedules again on a catch-up, which has no before (a restarted local host)', () => {
    expect(attemptToCheck(null, sent, WAITING)).toBe(1);
  });

  it('schedules nothing while unsent, without the provider id, settled, or gone', () => {
    expect(attemptToCheck(null, { ...sent, sentAttempt: 0 }, WAITING)).toBeNull();
    expect(attemptToCheck(null, { ...sent, attempt: 2 }, WAITING)).toBeNull();
    expect(attemptToCheck(null, { ...sent, providerId: null }, WAITING)).toBeNull();
    expect(attemptToCheck(sent, { ...sent, status: 'processed' }, WAITING)).toBeNull();
    expect(attemptToCheck(sent, { ...sent, status: 'failed' }, WAITING)).toBeNull();
    expect(attemptToCheck(sent, null, WAITING)).toBeNull();
  });

  it('schedules nothing when the attempt waited on is the same as before (another field, or queued to processing)', () => {
    expect(attemptToCheck(sent, sent, WAITING)).toBeNull();
    expect(attemptToCheck(sent, { ...sent, status: 'processing' }, WAITING)).toBeNull();
  });

  it("reads a record's fields, whatever its provider id is called", () => {
    expect(
      checkedFrom({ status: 'requested', attempt: 2, sentAttempt: 2, providerRefundId: 'rfnd_1' }, 'providerRefundId'),
    ).toEqual({ status: 'requested', attempt: 2, sentAttempt: 2, providerId: 'rfnd_1' });
    expect(checkedFrom({ status: 'queued', attempt: 1 }, 'providerPayoutId')).toEqual({
      status: 'queued',
      attempt: 1,
      sentAttempt: 0,
      providerId: null,
    });
    expect(checkedFrom(undefined, 'providerRefundId')).toBeNull();
    expect(checkedFrom({ status: 'queued' }, 'providerRefundId')).toBeNull();
  });
});

describe('the checks of one attempt', () => {
  it('are named by the record, the attempt and their count', () => {
    expect(checkTaskId('project-p1', 2, 0)).toBe('project-p1-check-2');
    expect(checkTaskId('project-p1', 2, 3)).toBe('project-p1-check-2-3');
  });

  it('come further apart each time: the delay doubles', () => {
    expect([0, 1, 2, 7].map((check) => checkDelayMs(3_600_000, check))).toEqual([
      3_600_000, 7_200_000, 14_400_000, 460_800_000,
    ]);
  });
});

describe('running a check', () => {
  type Answer = { status: string };
  function subject(over: { stored?: Checked | null; answer?: Answer | Error } = {}) {
    const stored = over.stored === undefined ? sent : over.stored;
    const answer = over.answer ?? { status: 'processed' };
    const enqueued: { queue: string; data: unknown; id: string; delayMs: number }[] = [];
    const check: ProviderCheck<Answer> = {
      kind: 'payout',
      queue: 'checkPayout',
      firstDelayMs: 1000,
      taskQueue: { enqueue: async (queue, data, options) => void enqueued.push({ queue, data, ...options }) },
      waiting: WAITING,
      pending: ['queued', 'processing'],
      read: vi.fn(async () => stored),
      ask: vi.fn(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      statusOf: (answer) => answer.status,
      record: vi.fn(async () => ({ kind: 'updated' })),
    };
    return { check, enqueued };
  }
  const task = (over: Record<string, unknown> = {}) => ({ data: { id: 'p1', attempt: 1, check: 0, ...over } });

  it("records the provider's outcome for the attempt waited on, and checks no more", async () => {
    const { check, enqueued } = subject({ answer: { status: 'failed' } });
    expect(await runCheck(check, task())).toBe('recorded');
    expect(check.ask).toHaveBeenCalledWith('pout_1');
    expect(check.record).toHaveBeenCalledWith('p1', 1, { status: 'failed' });
    expect(enqueued).toEqual([]);
  });

  it('asks nothing when the record no longer waits, or waits on another attempt', async () => {
    for (const stored of [
      { ...sent, status: 'processed' },
      { ...sent, attempt: 2, sentAttempt: 2 },
      { ...sent, attempt: 2, sentAttempt: 1 },
      null,
    ]) {
      const { check, enqueued } = subject({ stored });
      expect(await runCheck(check, task())).toBe('not-waiting');
      expect(check.ask).not.toHaveBeenCalled();
      expect(check.record).not.toHaveBeenCalled();
      expect(enqueued).toEqual([]);
    }
  });

  it('records a step forward and checks again, twice as late, under the next name', async () => {
    const { check, enqueued } = subject({ answer: { status: 'processing' } });
    expect(await runCheck(check, task({ check: 2 }))).toBe('checked-again');
    expect(check.record).toHaveBeenCalledWith('p1', 1, { status: 'processing' });
    expect(enqueued).toEqual([
      { queue: 'checkPayout', data: { id: 'p1', attempt: 1, check: 3 }, id: 'p1-check-1-3', delayMs: 8000 },
    ]);
  });

  it(`stops after ${MAX_CHECKS} checks with an error log for an operator`, async () => {
    const error = vi.spyOn(console, 'error');
    expectConsole('error', /payout still waiting at the provider: stopped checking/);
    const { check, enqueued } = subject({ answer: { status: 'queued' } });
    expect(await runCheck(check, task({ check: MAX_CHECKS - 2 }))).toBe('checked-again');
    expect(await runCheck(check, task({ check: MAX_CHECKS - 1 }))).toBe('given-up');
    expect(enqueued).toHaveLength(1);
    const logged = JSON.parse(String(error.mock.calls[0]![0]));
    expect(logged).toMatchObject({ id: 'p1', attempt: 1, check: MAX_CHECKS, providerId: 'pout_1', status: 'queued' });
    expect(logged.waitedMs).toBe(255_000);
  });

  it("throws the provider's error, so the task is retried, recording nothing", async () => {
    const { check, enqueued } = subject({ answer: new Error('Razorpay answered 503') });
    await expect(runCheck(check, task())).rejects.toThrow(/503/);
    expect(check.record).not.toHaveBeenCalled();
    expect(enqueued).toEqual([]);
  });

  it('drops a malformed task with a warning', async () => {
    expectConsole('warn', /payout check without a record id/);
    const { check } = subject();
    expect(await runCheck(check, { data: { id: 'p1' } })).toBe('not-waiting');
    expect(check.read).not.toHaveBeenCalled();
  });
});
