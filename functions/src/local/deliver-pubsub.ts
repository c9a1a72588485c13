// Local delivery of Pub/Sub messages from Google's emulator to the trigger table's handlers, a failed one
// tried again with backoff (retry-delivery.ts) instead of handed straight back to the emulator, which would
// redeliver it at once, again and again.
import { randomUUID } from 'node:crypto';
import type { Message, PubSub, Subscription } from '@google-cloud/pubsub';
import { log } from '../platform/log.ts';
import type { TriggerTable } from '../platform/triggers.ts';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.ts';

export interface PubSubDeliveryOptions {
  retry?: RetryPolicy;
  /**
   * Subscriptions of this delivery's own, deleted when it stops: a test file's, where the host's keep one name each,
   * as a deployed function's subscription does. In a CI run, two of a file's messages came 10 s and more late just
   * after the file before it had closed its subscriber on the same subscription, while the emulator logged that it
   * had failed to end that subscriber's streams (a NoSuchMethodError in its gRPC, in pubsub.log); a stream that is
   * handed a message keeps it until its ack deadline runs out. And what one file left unacknowledged reached the next.
   */
  ownSubscriptions?: boolean;
}

export async function deliverPubSub<Deps>(
  pubsub: PubSub,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: PubSubDeliveryOptions = {},
): Promise<() => Promise<void>> {
  const stopping = new AbortController();
  const subscriptions: Subscription[] = [];
  const tail = options.ownSubscriptions ? `-${randomUUID()}` : '';
  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'pubsub') continue;
    const topic = pubsub.topic(trigger.topic);
    const [topicExists] = await topic.exists();
    if (!topicExists) await topic.create();
    const subscription = topic.subscription(`local-host-${name}${tail}`);
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
    if (options.ownSubscriptions) await Promise.all(subscriptions.map((subscription) => subscription.delete()));
  };
}

function safeJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return buffer.toString('utf8');
  }
}
