// Cloud Functions entry: the `api` HTTP function and one function per trigger-table entry, all on the
// backend composed in backend.ts.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { createApp } from './app.ts';
import { composeBackend, type Backend } from './backend.ts';
import type { Trigger } from './platform/triggers.ts';
import { triggers } from './triggers.ts';

const REGION = 'asia-south1';
setGlobalOptions({ region: REGION });
initializeApp();

const razorpayKeyId = defineString('RAZORPAY_KEY_ID');
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
const cloudinaryCloudName = defineString('CLOUDINARY_CLOUD_NAME');
const cloudinaryApiKey = defineString('CLOUDINARY_API_KEY');
const cloudinaryApiSecret = defineSecret('CLOUDINARY_API_SECRET');
const geocoderContact = defineString('GEOCODER_CONTACT', {
  description: 'An email address OpenStreetMap Nominatim may write to about our reverse-geocoding traffic.',
});
const orderTrackingMode = defineString('ORDER_TRACKING', {
  default: 'automatic',
  input: { select: { options: [{ value: 'automatic' }, { value: 'manual' }] } },
});
const orderStepSeconds = defineInt('ORDER_STEP_SECONDS', { default: 2 });
const geminiApiKey = defineSecret('GEMINI_API_KEY');
const geminiModel = defineString('GEMINI_MODEL', { default: 'gemini-2.5-flash' });

// Built on first use: the SDK clients connect lazily, and secrets are read only by what needs them.
let backend: Backend | undefined;
const productionBackend = () =>
  (backend ??= composeBackend(
    { db: getFirestore(), auth: getAuth(), pubsub: new PubSub() },
    {
      target: 'production',
      region: REGION,
      razorpayKeys: () => ({
        keyId: razorpayKeyId.value(),
        keySecret: razorpayKeySecret.value(),
        webhookSecret: razorpayWebhookSecret.value(),
      }),
      cloudinary: () => ({
        cloudName: cloudinaryCloudName.value(),
        apiKey: cloudinaryApiKey.value(),
        apiSecret: cloudinaryApiSecret.value(),
      }),
      geocoderContact: () => geocoderContact.value(),
      orderTracking: () => ({
        mode: orderTrackingMode.value() === 'manual' ? 'manual' : 'automatic',
        stepMs: orderStepSeconds.value() * 1000,
      }),
      gemini: { apiKey: () => geminiApiKey.value(), model: () => geminiModel.value() },
    },
  ));

let app: ReturnType<typeof createApp> | undefined;
export const api = onRequest(
  { secrets: [razorpayKeySecret, razorpayWebhookSecret, cloudinaryApiSecret, geminiApiKey] },
  (req, res) => {
    app ??= createApp(productionBackend());
    app(req, res);
  },
);

function toCloudFunction(trigger: Trigger<Backend>) {
  if (trigger.kind === 'task') {
    return onTaskDispatched({ retryConfig: { maxAttempts: 5, minBackoffSeconds: 1 } }, (request) =>
      trigger.handle(productionBackend(), { data: request.data }),
    );
  }
  if (trigger.kind === 'pubsub') {
    return onMessagePublished(trigger.topic, (event) =>
      trigger.handle(productionBackend(), { id: event.data.message.messageId, data: event.data.message.json }),
    );
  }
  return onDocumentWritten(trigger.document, (event) =>
    trigger.handle(productionBackend(), {
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
export const keepCatalogue = toCloudFunction(triggers.keepCatalogue);
export const scheduleOrderStep = toCloudFunction(triggers.scheduleOrderStep);
export const advanceOrder = toCloudFunction(triggers.advanceOrder);
export const countUsers = toCloudFunction(triggers.countUsers);
export const countProducts = toCloudFunction(triggers.countProducts);
export const countJobs = toCloudFunction(triggers.countJobs);
export const countApplications = toCloudFunction(triggers.countApplications);
export const removeResume = toCloudFunction(triggers.removeResume);
export const keepUserSearch = toCloudFunction(triggers.keepUserSearch);
export const keepProductSearch = toCloudFunction(triggers.keepProductSearch);
