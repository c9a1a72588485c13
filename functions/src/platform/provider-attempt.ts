// A record the payment provider carries out one attempt at a time (a refund, a payout): each attempt is sent once.
import type { ProviderRefused } from '../ports/provider-refused.ts';
import { log } from './log.ts';

/** What such a record keeps of its attempts. */
interface Attempted {
  attempt: number;
  sentAttempt: number;
  status: string;
}

/** What a refusal writes: the attempt failed, with the provider's reason, and sent (it is not sent again). */
interface Refused {
  status: 'failed';
  failureReason: string;
  sentAttempt: number;
}

export interface AttemptSend<Current extends Attempted, Sent extends { id: string }, Answered extends object> {
  /** The record's kind for the logs, and its id as the logs name it ({ refundId }). */
  kind: 'refund' | 'payout';
  ids: Record<string, string>;
  attempt: number;
  /** The status a sent attempt waits in: only from there does a refusal fail it. */
  waiting: Current['status'];
  send: () => Promise<Sent>;
  /** The port's refusal (RefundRefused, PayoutRefused). */
  refusal: abstract new (...args: never[]) => ProviderRefused;
  /** The record's one-transaction update (refund-status.ts, update-payout.ts). */
  update: (decide: (current: Current) => Refused | ({ sentAttempt: number } & Answered) | null) => Promise<{
    kind: string;
  }>;
  /** What the provider's answer changes: its id for the record, and any status the answer already gives. */
  answered: (current: Current, sent: Sent) => Answered;
  /** The provider's id as the logs name it ({ providerRefundId }). */
  providerIds: (sent: Sent) => Record<string, string>;
}

/**
 * Sends the record's current attempt, which the caller has read as not yet sent; the provider's idempotency key
 * makes a second send of that attempt the same one. A refusal fails the attempt if it is still the one waited on;
 * any other error is thrown, so the trigger is delivered again. The answer is recorded only if no retry has made a
 * newer attempt meanwhile (it is about one no longer waited on).
 */
export async function sendAttempt<Current extends Attempted, Sent extends { id: string }, Answered extends object>({
  kind,
  ids,
  attempt,
  waiting,
  send,
  refusal,
  update,
  answered,
  providerIds,
}: AttemptSend<Current, Sent, Answered>): Promise<void> {
  let sent: Sent;
  try {
    sent = await send();
  } catch (error) {
    // Anything else may pass (the network, the provider busy with the same key): thrown, so it is delivered again.
    if (!(error instanceof refusal)) throw error;
    log.warn(`${kind} refused by the provider`, { ...ids, attempt, reason: error.reason });
    await update((current) =>
      current.attempt === attempt && current.status === waiting
        ? { status: 'failed', failureReason: error.reason, sentAttempt: attempt }
        : null,
    );
    return;
  }
  const result = await update((current) =>
    // An admin's retry made a new attempt meanwhile: this answer is about one no longer waited on.
    current.attempt === attempt
      ? { sentAttempt: Math.max(current.sentAttempt, attempt), ...answered(current, sent) }
      : null,
  );
  log.info(`${kind} sent`, { ...ids, attempt, ...providerIds(sent), recorded: result.kind === 'updated' });
}
