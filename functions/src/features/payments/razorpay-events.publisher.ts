// Razorpay events onto Pub/Sub, where handleRazorpayEvent records them.
import type { PubSub } from '@google-cloud/pubsub';
import { topics } from '@marketplace/shared/paths';
import { jsonPublisher } from '../../platform/pubsub.ts';
import type { RazorpayEventPublisher } from './accept-razorpay-webhook.ts';

export function pubSubRazorpayEventPublisher(pubsub: PubSub): RazorpayEventPublisher {
  const publish = jsonPublisher(pubsub, topics.razorpayEvents);
  return { publishRazorpayEvent: (event, eventId) => publish(event, { eventId }) };
}
