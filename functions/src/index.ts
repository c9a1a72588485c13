// Cloud Functions entry: the `api` HTTP function and one function per trigger-table entry.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createApp } from './app.ts';
import { pubSubVisitPublisher } from './platform/pubsub-publisher.ts';
import type { Trigger, TriggerDeps } from './platform/triggers.ts';
import { triggers } from './triggers.ts';

setGlobalOptions({ region: 'asia-south1' });
initializeApp();
const deps: TriggerDeps = { db: getFirestore() };

export const api = onRequest(createApp({ visits: pubSubVisitPublisher(new PubSub()) }));

function toCloudFunction(trigger: Trigger) {
  if (trigger.kind === 'pubsub') {
    return onMessagePublished(trigger.topic, (event) =>
      trigger.handle(deps, { id: event.data.message.messageId, data: event.data.message.json }),
    );
  }
  return onDocumentWritten(trigger.document, (event) =>
    trigger.handle(deps, {
      id: event.id,
      path: event.document,
      params: event.params as Record<string, string>,
      before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
      after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
    }),
  );
}

// One export per table entry; index.test.ts keeps this list and the table in step.
export const countVisit = toCloudFunction(triggers.countVisit);
