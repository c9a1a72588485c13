// Publishing to Pub/Sub: Cloud Pub/Sub in production, Google's emulator locally (PUBSUB_EMULATOR_HOST).
import { PubSub } from '@google-cloud/pubsub';
import { topics } from '@marketplace/shared/paths';
import type { VisitPublisher } from '../features/analytics/visits.route.ts';

export function pubSubVisitPublisher(pubsub: PubSub): VisitPublisher {
  const topic = pubsub.topic(topics.visitRecorded);
  return { publishVisit: (visit) => topic.publishMessage({ json: visit }) };
}
