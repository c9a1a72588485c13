// The one bound on retrying an event (docs/decisions/014): every event-driven function is deployed with
// retries on, and the platform retries a failing event for up to 7 days. An event older than this bound is
// logged as dropped and acknowledged instead: past it, whatever it was for needs a person (a payment to
// refund by hand, a listing to list again), not another attempt. The local host applies the same bound.
import { log } from './log.ts';

/** A day: an outage or a bad deploy found the next morning is still caught up, and Razorpay's own webhook retries span a day. */
export const EVENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface AgedEvent {
  /** The function (trigger-table name) the event is for. */
  trigger: string;
  id: string;
  /** When the event happened (ISO string or epoch millis). */
  time: string | number;
  /** What a person needs to find what was lost: a path, a message id. */
  context?: Record<string, unknown>;
}

/** Runs `handle` unless the event is older than the bound; a dropped event is logged and returns normally. */
export async function unlessTooOld(
  event: AgedEvent,
  handle: () => Promise<void>,
  now: number = Date.now(),
): Promise<void> {
  const happenedAt = typeof event.time === 'number' ? event.time : Date.parse(event.time);
  const ageMs = now - happenedAt;
  if (Number.isFinite(ageMs) && ageMs > EVENT_MAX_AGE_MS) {
    log.error('event dropped: older than the retry bound', new Error('event too old'), {
      trigger: event.trigger,
      eventId: event.id,
      happenedAt: new Date(happenedAt).toISOString(),
      ageMs,
      maxAgeMs: EVENT_MAX_AGE_MS,
      ...event.context,
    });
    return;
  }
  await handle();
}
