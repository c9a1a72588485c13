// Visits onto Pub/Sub, where countVisit counts them.
import type { PubSub } from '@google-cloud/pubsub';
import { topics } from '@marketplace/shared/paths';
import { jsonPublisher } from '../../platform/pubsub.ts';
import type { VisitPublisher } from './record-visit.ts';

export function pubSubVisitPublisher(pubsub: PubSub): VisitPublisher {
  const publish = jsonPublisher(pubsub, topics.visitRecorded);
  return { publishVisit: (visit) => publish(visit) };
}
