// Local delivery of Pub/Sub messages from Google's emulator to the trigger table's handlers, a failed one
// tried again with backoff (retry-delivery.ts) instead of handed straight back to the emulator, which would
// redeliver it at once, again and again.
import type { Message, PubSub, Subscription } from '@google-cloud/pubsub';
import { log } from '../platform/log.ts';
import type { TriggerTable } from '../platform/triggers.ts';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.ts';

export async function deliverPubSub<Deps>(
  pubsub: PubSub,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: { retry?: RetryPolicy } = {},
): Promise<() => Promise<void>> {
  const stopping = new AbortController();
  const subscriptions: Subscription[] = [];
  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'pubsub') continue;
    const topic = pubsub.topic(trigger.topic);
    const [topicExists] = await topic.exists();
    if (!topicExists) await topic.create();
    const subscription = topic.subscription(`local-host-${name}`);
    const [subscriptionExists] = await subscription.exists();
    if (!subscriptionExists) await subscription.create();
    subscription.on('message', (message: Message) => {
      const data: unknown = safeJson(message.data);
      void deliverWithRetries(
        { trigger: name, id: message.id, time: message.publishTime.getTime(), context: { messageId: message.id } },
        () => trigger.handle(deps, { id: message.id, data }),
        { policy: options.retry, signal: stopping.signal },
      ).then((outcome) => {
        // Delivered or dropped: acknowledged. Stopped while waiting to retry: the emulator delivers it again.
        if (outcome === 'done') message.ack();
        else message.nack();
      });
    });
    subscription.on('error', (error) => log.error('pubsub subscription error', error, { trigger: name }));
    subscriptions.push(subscription);
  }
  return async () => {
    stopping.abort();
    await Promise.all(subscriptions.map((subscription) => subscription.close()));
  };
}

function safeJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return buffer.toString('utf8');
  }
}
