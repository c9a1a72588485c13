// Razorpay events onto Pub/Sub: Cloud Pub/Sub in production, Google's emulator locally (PUBSUB_EMULATOR_HOST).
import type { PubSub } from '@google-cloud/pubsub';
import { topics } from '@marketplace/shared/paths';
import type { RazorpayEventPublisher } from './accept-razorpay-webhook.ts';

export function pubSubRazorpayEventPublisher(pubsub: PubSub): RazorpayEventPublisher {
  const topic = pubsub.topic(topics.razorpayEvents);
  return {
    publishRazorpayEvent: (event, eventId) => topic.publishMessage({ json: event, attributes: { eventId } }),
  };
}
