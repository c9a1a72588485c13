// A scheduled trigger as the Cloud Function index.ts exports: Cloud Scheduler's job as declared (schedule, zone,
// retries within the event-age bound) and the time the run was due handed to the handler.
import { describe, expect, it, vi } from 'vitest';
import { EVENT_MAX_AGE_MS } from './event-age.ts';
import { scheduledFunction } from './scheduled-function.ts';

describe('scheduledFunction', () => {
  const handle = vi.fn((_deps: { name: string }, _run: { scheduledAt: number }) => Promise.resolve());
  const exported = scheduledFunction(
    { kind: 'schedule', schedule: '30 0 * * *', timeZone: 'Asia/Kolkata', handle },
    () => ({ name: 'backend' }),
    [],
  );

  it('declares its Cloud Scheduler job: the schedule in its zone, retried for at most the event-age bound', () => {
    const endpoint = (exported as unknown as { __endpoint: { scheduleTrigger: Record<string, unknown> } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({
      schedule: '30 0 * * *',
      timeZone: 'Asia/Kolkata',
      retryConfig: { retryCount: 5, maxRetrySeconds: EVENT_MAX_AGE_MS / 1000 },
    });
  });

  it('hands the handler the time the run was due, as epoch millis', async () => {
    await exported.run({ scheduleTime: '2026-03-10T19:00:00Z' });
    expect(handle).toHaveBeenCalledWith({ name: 'backend' }, { scheduledAt: Date.parse('2026-03-10T19:00:00Z') });
  });
});
