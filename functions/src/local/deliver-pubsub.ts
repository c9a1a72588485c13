// Local delivery of Pub/Sub messages from Google's emulator to the trigger table's handlers.
import type { Message, PubSub, Subscription } from '@google-cloud/pubsub';
import { log } from '../platform/log.ts';
import type { TriggerTable } from '../platform/triggers.ts';

export async function deliverPubSub<Deps>(
  pubsub: PubSub,
  table: TriggerTable<Deps>,
  deps: Deps,
): Promise<() => Promise<void>> {
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
      trigger.handle(deps, { id: message.id, data }).then(
        () => message.ack(),
        (error: unknown) => {
          // Like Cloud Functions with retries: the message comes back and the handler tries again.
          log.error('pubsub handler failed', error, { trigger: name, messageId: message.id });
          message.nack();
        },
      );
    });
    subscription.on('error', (error) => log.error('pubsub subscription error', error, { trigger: name }));
    subscriptions.push(subscription);
  }
  return async () => {
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
