// The local host's retries: backoff, bounded attempts, and the age bound every event kind shares.
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';
import { EVENT_MAX_AGE_MS } from '../platform/event-age.ts';
import { deliverWithRetries, localRetries, retryDelayMs, type RetryPolicy } from './retry-delivery.ts';

const quick: RetryPolicy = { maxAttempts: 3, firstDelayMs: 10, maxDelayMs: 15 };
const event = (time: number) => ({ trigger: 'countProducts', id: 'e-1', time, context: { path: 'a/b' } });

describe('deliverWithRetries', () => {
  it('backs off 1 s, 2 s, 4 s … up to a minute between attempts', () => {
    expect([1, 2, 3, 6, 7, 8].map((attempt) => retryDelayMs(localRetries, attempt))).toEqual([
      1_000, 2_000, 4_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('drops an event older than the bound without handling it, logged with its context', async () => {
    expectConsole('error', /event dropped: older than the retry bound.*countProducts.*a\/b/);
    const handle = vi.fn(() => Promise.resolve());
    expect(await deliverWithRetries(event(Date.now() - EVENT_MAX_AGE_MS - 1_000), handle, { policy: quick })).toBe(
      'done',
    );
    expect(handle).not.toHaveBeenCalled();
  });

  it('gives up after the last attempt and says so, without throwing', async () => {
    expectConsole('error', /event delivery failed; trying again/);
    expectConsole('error', /event dropped: every attempt failed.*"attempts":3/);
    const handle = vi.fn(() => Promise.reject(new Error('DEADLINE_EXCEEDED')));
    expect(await deliverWithRetries(event(Date.now()), handle, { policy: quick })).toBe('done');
    expect(handle).toHaveBeenCalledTimes(3);
  });

  it('stops waiting to retry when the host stops, and says the event was not delivered', async () => {
    expectConsole('error', /event delivery failed; trying again/);
    const stopping = new AbortController();
    const handle = vi.fn(() => Promise.reject(new Error('UNAVAILABLE')));
    const outcome = deliverWithRetries(event(Date.now()), handle, {
      policy: { ...quick, firstDelayMs: 60_000 },
      signal: stopping.signal,
    });
    await vi.waitFor(() => expect(handle).toHaveBeenCalledOnce());
    stopping.abort();
    expect(await outcome).toBe('stopped');
    expect(handle).toHaveBeenCalledOnce();
  });

  it('takes a run the stopping host ended (its handler thread with it) as not delivered, and logs no failure', async () => {
    const stopping = new AbortController();
    const handle = vi.fn(() => {
      stopping.abort();
      return Promise.reject(new Error('the handler thread ended (exit code 1)'));
    });
    const errors = vi.spyOn(console, 'error');
    expect(await deliverWithRetries(event(Date.now()), handle, { policy: quick, signal: stopping.signal })).toBe(
      'stopped',
    );
    expect(errors).not.toHaveBeenCalled();
    expect(handle).toHaveBeenCalledOnce();
  });
});
