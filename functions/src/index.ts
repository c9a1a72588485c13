// Cloud Functions entry: the `api` HTTP function and one function per trigger-table entry.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { razorpayPayments } from './adapters/razorpay-payments.ts';
import { createApp } from './app.ts';
import { pubSubRazorpayEventPublisher } from './features/payments/razorpay-events.publisher.ts';
import { pubSubVisitPublisher } from './platform/pubsub-publisher.ts';
import type { Trigger, TriggerDeps } from './platform/triggers.ts';
import { triggers } from './triggers.ts';

setGlobalOptions({ region: 'asia-south1' });
initializeApp();
const deps: TriggerDeps = { db: getFirestore() };

const razorpayKeyId = defineString('RAZORPAY_KEY_ID');
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');

// Params and secrets have values only while a request runs, so the app is built on the first request.
let app: ReturnType<typeof createApp> | undefined;
function apiApp() {
  const pubsub = new PubSub();
  return createApp({
    visits: pubSubVisitPublisher(pubsub),
    payments: {
      db: deps.db,
      auth: getAuth(),
      provider: razorpayPayments({
        keyId: razorpayKeyId.value(),
        keySecret: razorpayKeySecret.value(),
        webhookSecret: razorpayWebhookSecret.value(),
      }),
      razorpayEvents: pubSubRazorpayEventPublisher(pubsub),
    },
  });
}

export const api = onRequest({ secrets: [razorpayKeySecret, razorpayWebhookSecret] }, (req, res) => {
  app ??= apiApp();
  app(req, res);
});

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
export const handleRazorpayEvent = toCloudFunction(triggers.handleRazorpayEvent);
export const writePayout = toCloudFunction(triggers.writePayout);
