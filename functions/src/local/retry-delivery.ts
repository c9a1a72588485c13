// The local host's retries, as Cloud Functions retries an event-driven function deployed with `retry: true`
// (docs/decisions/014): a failed delivery is tried again after a growing pause, a bounded number of times and
// never past the age bound every event kind shares (platform/event-age.ts); then it is logged as dropped.
import { setTimeout as sleep } from 'node:timers/promises';
import { unlessTooOld, type AgedEvent } from '../platform/event-age.ts';
import { log } from '../platform/log.ts';

export interface RetryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** 1 s, 2 s, 4 s … up to a minute between attempts: about four minutes of trying in all. */
export const localRetries: RetryPolicy = { maxAttempts: 8, firstDelayMs: 1_000, maxDelayMs: 60_000 };

export const retryDelayMs = (policy: RetryPolicy, attempt: number) =>
  Math.min(policy.firstDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);

/**
 * Delivers until the handler succeeds or the event is dropped (too old, or out of attempts); never rejects.
 * 'stopped' means the host stopped while waiting to try again: the event was not delivered.
 */
export async function deliverWithRetries(
  event: AgedEvent,
  handle: () => Promise<void>,
  options: { policy?: RetryPolicy; signal?: AbortSignal } = {},
): Promise<'done' | 'stopped'> {
  const policy = options.policy ?? localRetries;
  const context = { trigger: event.trigger, eventId: event.id, ...event.context };
  for (let attempt = 1; ; attempt++) {
    try {
      await unlessTooOld(event, handle);
      return 'done';
    } catch (error) {
      // The host stopped while it ran (its handler thread ended with it): not delivered, caught up at the next start.
      if (options.signal?.aborted) return 'stopped';
      if (attempt >= policy.maxAttempts) {
        log.error('event dropped: every attempt failed', error, { ...context, attempts: attempt });
        return 'done';
      }
      const retryInMs = retryDelayMs(policy, attempt);
      log.error('event delivery failed; trying again', error, { ...context, attempt, retryInMs });
      try {
        await sleep(retryInMs, undefined, { signal: options.signal, ref: false });
      } catch {
        return 'stopped';
      }
    }
  }
}
