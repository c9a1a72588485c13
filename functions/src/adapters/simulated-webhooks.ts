// The simulated providers' webhooks (refunds, payouts): signed events posted to the API's own webhook acceptance
// after a delay, retried a few times further apart as Razorpay retries one not answered with a 2xx, and tracked so
// tests can wait until every one has been sent or given up.
import { log } from '../platform/log.ts';

/** A webhook as Razorpay posts it: the exact bytes, their signature and the event id header. */
export interface SignedWebhook {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/** Hands a webhook to the API's acceptance; true once it is accepted (or was already). */
export type WebhookSender = (webhook: SignedWebhook) => Promise<boolean>;

const WEBHOOK_TRIES = 5;

export interface WebhookOutbox {
  /** Where webhooks go (backend.ts: the webhook's own acceptance). Without it none is sent. */
  sendWith(send: WebhookSender): void;
  /** Posts `webhook` after the delay (the n-th try after n delays); resolves once accepted or given up. */
  deliver(webhook: SignedWebhook): Promise<void>;
  /** Runs `work` (one or more deliveries) in the background, tracked by `idle`. */
  track(work: () => Promise<void>): void;
  /** Resolves once every delivery tracked so far has been sent or given up. */
  idle(): Promise<void>;
}

/** `kind` names the provider's events in the log ('refund', 'payout'). */
export function webhookOutbox(kind: string, delayMs: number): WebhookOutbox {
  const tracked = new Set<Promise<void>>();
  let send: WebhookSender | null = null;
  return {
    sendWith(sender) {
      send = sender;
    },
    async deliver(webhook) {
      for (let attempt = 1; attempt <= WEBHOOK_TRIES; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
        if (!send) return;
        try {
          if (await send(webhook)) return;
        } catch (error) {
          log.error(`simulated ${kind} webhook failed`, error, { eventId: webhook.eventId, attempt });
        }
      }
      log.error(`simulated ${kind} webhook given up`, new Error('not accepted'), { eventId: webhook.eventId });
    },
    track(work) {
      const running = work();
      tracked.add(running);
      void running.finally(() => tracked.delete(running));
    },
    async idle() {
      while (tracked.size > 0) await Promise.all([...tracked]);
    },
  };
}
