// Publishing JSON to a Pub/Sub topic: Cloud Pub/Sub in production, Google's emulator locally
// (PUBSUB_EMULATOR_HOST). Features name their topic and what they publish.
import type { PubSub } from '@google-cloud/pubsub';

export type JsonPublisher = (data: unknown, attributes?: Record<string, string>) => Promise<string>;

export function jsonPublisher(pubsub: PubSub, topicName: string): JsonPublisher {
  const topic = pubsub.topic(topicName);
  return (data, attributes) => topic.publishMessage({ json: data, ...(attributes ? { attributes } : {}) });
}
