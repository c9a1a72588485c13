// For the simulated providers' contract tests: their webhooks kept as sent. Only tests import this file.
import type { SignedWebhook, WebhookSender } from './simulated-webhooks.ts';

/**
 * Points a simulated provider's webhooks at a list (each accepted at once) and gives the list, and the events in
 * it as the webhook's JSON body reads.
 */
export function keepWebhooks(provider: { sendWebhooksWith(send: WebhookSender): void }) {
  const sent: SignedWebhook[] = [];
  provider.sendWebhooksWith(async (webhook) => {
    sent.push(webhook);
    return true;
  });
  const events = () => sent.map((webhook) => JSON.parse(webhook.rawBody.toString('utf8')));
  return { sent, events };
}
