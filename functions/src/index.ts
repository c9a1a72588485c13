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
import { defineInt, defineSecret, defineString, type SecretParam } from 'firebase-functions/params';
import express from 'express';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { webBuildRenderer } from './features/pages/page-renderer.ts';
import { pagesRouter } from './features/pages/pages.route.ts';
import { composeBackend, type Backend } from './backend.ts';
import type { Trigger } from './platform/triggers.ts';
import { EVENT_MAX_AGE_MS, unlessTooOld } from './platform/event-age.ts';
import { scheduledFunction } from './platform/scheduled-function.ts';
import { triggers } from './triggers.ts';
import { AUTO_RELEASE_MS } from '@marketplace/shared/projects/project-actions';
import { sampleTaxConfig, taxConfigSchema, type TaxConfig } from '@marketplace/shared/documents/tax-config';

const REGION = 'asia-south1';
setGlobalOptions({ region: REGION });
initializeApp();

const razorpayKeyId = defineString('RAZORPAY_KEY_ID');
const razorpayKeySecret = defineSecret('RAZORPAY_KEY_SECRET');
const razorpayWebhookSecret = defineSecret('RAZORPAY_WEBHOOK_SECRET');
// RazorpayX Payouts (decision 024): its API keys and the business account payouts are paid from.
const razorpayXKeyId = defineString('RAZORPAYX_KEY_ID');
const razorpayXKeySecret = defineSecret('RAZORPAYX_KEY_SECRET');
const razorpayXAccountNumber = defineString('RAZORPAYX_ACCOUNT_NUMBER');
// Verified sellers (decision 033): the PAN check provider (Cashfree's Verification Suite); the payout account is
// validated with the RazorpayX keys above.
const cashfreeClientId = defineString('CASHFREE_CLIENT_ID');
const cashfreeClientSecret = defineSecret('CASHFREE_CLIENT_SECRET');
const cashfreeApiBase = defineString('CASHFREE_API_BASE', { default: 'https://api.cashfree.com' });
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
// How long after a delivery a funded project its student has not answered is released (7 days).
const autoReleaseSeconds = defineInt('AUTO_RELEASE_SECONDS', { default: AUTO_RELEASE_MS / 1000 });
// Decision 027: how long after a refund or payout is sent the provider is first asked about it (then further apart).
const statusCheckSeconds = defineInt('STATUS_CHECK_SECONDS', { default: 3600 });
const geminiApiKey = defineSecret('GEMINI_API_KEY');
const geminiModel = defineString('GEMINI_MODEL', { default: 'gemini-2.5-flash' });
const typesenseHost = defineString('TYPESENSE_HOST', {
  description: 'The Typesense cluster the store searches, e.g. https://xyz.a1.typesense.net (decision 018).',
});
const typesenseCollection = defineString('TYPESENSE_COLLECTION', { default: 'storeListings' });
const typesenseApiKey = defineSecret('TYPESENSE_API_KEY');
// Where the notification emails' links lead (decision 025). Declared so that deploy asks for it; a parameter's value
// is set as the functions' environment variable of that name, which write-notifications.ts reads.
defineString('APP_ORIGIN', {
  description: "The web app's address, such as https://example.web.app: email links open it.",
});

// The operator that money documents name, and the tax rates (decision 039): required where the law gives no default,
// the published rates as defaults. Checked when first read: a document is never issued with a malformed GSTIN.
const operatorLegalName = defineString('OPERATOR_LEGAL_NAME', { description: "The operator's legal name." });
const operatorAddress = defineString('OPERATOR_ADDRESS', { description: "The operator's registered address." });
const operatorStateCode = defineString('OPERATOR_STATE_CODE', { description: 'GST state code, e.g. 23.' });
const operatorGstin = defineString('OPERATOR_GSTIN', { description: "The operator's GSTIN." });
const operatorPan = defineString('OPERATOR_PAN', { description: "The operator's PAN." });
const operatorEmail = defineString('OPERATOR_EMAIL', { description: 'Where documents say to write about them.' });
const rates = sampleTaxConfig;
const tcsBp = defineInt('TCS_RATE_BP', { default: rates.tcsBp });
const tdsBp = defineInt('TDS_194O_RATE_BP', { default: rates.tdsBp });
const tdsWithoutPanBp = defineInt('TDS_194O_NO_PAN_RATE_BP', { default: rates.tdsWithoutPanBp });
const tdsThresholdRupees = defineInt('TDS_194O_THRESHOLD_RUPEES', { default: rates.tdsThresholdPaise / 100 });
const platformGstBp = defineInt('PLATFORM_GST_RATE_BP', { default: rates.platformService.gstBp });
const platformSac = defineString('PLATFORM_SAC', { default: rates.platformService.code });
const projectGstBp = defineInt('PROJECT_GST_RATE_BP', { default: rates.projectSupply.gstBp });
const projectSac = defineString('PROJECT_SAC', { default: rates.projectSupply.code });
const storeGstBp = defineInt('STORE_GST_RATE_BP', { default: rates.storeSupply.gstBp });
const storeHsn = defineString('STORE_HSN', { default: rates.storeSupply.code });

function productionTaxConfig(): TaxConfig {
  return taxConfigSchema.parse({
    operator: {
      legalName: operatorLegalName.value(),
      address: operatorAddress.value(),
      stateCode: operatorStateCode.value(),
      gstin: operatorGstin.value(),
      pan: operatorPan.value(),
      email: operatorEmail.value(),
    },
    notForFiling: false,
    tcsBp: tcsBp.value(),
    tdsBp: tdsBp.value(),
    tdsWithoutPanBp: tdsWithoutPanBp.value(),
    tdsThresholdPaise: tdsThresholdRupees.value() * 100,
    platformService: { ...rates.platformService, code: platformSac.value(), gstBp: platformGstBp.value() },
    projectSupply: { ...rates.projectSupply, code: projectSac.value(), gstBp: projectGstBp.value() },
    storeSupply: { ...rates.storeSupply, code: storeHsn.value(), gstBp: storeGstBp.value() },
  });
}
let taxConfig: TaxConfig | undefined;

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
      razorpayXKeys: () => ({
        keyId: razorpayXKeyId.value(),
        keySecret: razorpayXKeySecret.value(),
        accountNumber: razorpayXAccountNumber.value(),
      }),
      panCheckKeys: () => ({
        clientId: cashfreeClientId.value(),
        clientSecret: cashfreeClientSecret.value(),
        apiBase: cashfreeApiBase.value(),
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
      autoReleaseAfterMs: () => autoReleaseSeconds.value() * 1000,
      statusCheckAfterMs: () => statusCheckSeconds.value() * 1000,
      gemini: { apiKey: () => geminiApiKey.value(), model: () => geminiModel.value() },
      typesense: () => ({
        host: typesenseHost.value(),
        apiKey: typesenseApiKey.value(),
        collection: typesenseCollection.value(),
      }),
      taxConfig: () => (taxConfig ??= productionTaxConfig()),
    },
  ));

/** The secrets a handler's ports read (a secret is readable only in a function that declares it). */
const triggerSecrets: Partial<Record<keyof typeof triggers, SecretParam[]>> = {
  removeResume: [cloudinaryApiSecret],
  // Documents' PDFs are kept as private Cloudinary assets (decision 039).
  issueDocuments: [cloudinaryApiSecret],
  issueMonthlyStatement: [cloudinaryApiSecret],
  // Decision 040: a person's download is read from and stored through the Media port.
  buildDataExport: [cloudinaryApiSecret],
  expireDataExport: [cloudinaryApiSecret],
  // The Razorpay adapter is built with both secrets (an empty one is refused); the refund is sent with the key's.
  sendRefund: [razorpayKeySecret, razorpayWebhookSecret],
  checkRefund: [razorpayKeySecret, razorpayWebhookSecret],
  sendPayout: [razorpayXKeySecret],
  checkPayout: [razorpayXKeySecret],
  verifySeller: [razorpayXKeySecret, cashfreeClientSecret],
  keepStoreSearch: [typesenseApiKey],
};

let app: ReturnType<typeof createApp> | undefined;
export const api = onRequest(
  { secrets: [razorpayKeySecret, razorpayWebhookSecret, cloudinaryApiSecret, geminiApiKey, typesenseApiKey] },
  (req, res) => {
    app ??= createApp(productionBackend());
    app(req, res);
  },
);

/**
 * GET /store and /careers, drawn with their data at each request (decision 021; Hosting rewrites them here). The
 * web build's server renderer and pages travel in lib/web (functions/build.mjs copies them there).
 */
let pagesApp: express.Express | undefined;
export const pages = onRequest((req, res) => {
  pagesApp ??= express()
    .disable('x-powered-by')
    .use(
      pagesRouter({ db: getFirestore(), renderer: webBuildRenderer(fileURLToPath(new URL('./web', import.meta.url))) }),
    );
  pagesApp(req, res);
});

/**
 * Retries on for every event-driven function (docs/decisions/014): a failed delivery comes back until it
 * succeeds or is older than the bound in event-age.ts, where it is logged as dropped and acknowledged.
 */
function toCloudFunction(name: keyof typeof triggers) {
  const trigger: Trigger<Backend> = triggers[name];
  const secrets = triggerSecrets[name] ?? [];
  if (trigger.kind === 'task') {
    // Cloud Tasks keeps the age bound itself: maxRetrySeconds.
    return onTaskDispatched(
      {
        retryConfig: { maxAttempts: 5, minBackoffSeconds: 1, maxRetrySeconds: EVENT_MAX_AGE_MS / 1000 },
        secrets,
      },
      (request) => trigger.handle(productionBackend(), { data: request.data }),
    );
  }
  if (trigger.kind === 'schedule') return scheduledFunction(trigger, productionBackend, secrets);
  if (trigger.kind === 'pubsub') {
    return onMessagePublished({ topic: trigger.topic, retry: true, secrets }, (event) => {
      const { messageId } = event.data.message;
      return unlessTooOld({ trigger: name, id: event.id, time: event.time, context: { messageId } }, () =>
        trigger.handle(productionBackend(), { id: messageId, data: event.data.message.json }),
      );
    });
  }
  return onDocumentWritten({ document: trigger.document, retry: true, secrets }, (event) =>
    unlessTooOld({ trigger: name, id: event.id, time: event.time, context: { path: event.document } }, () =>
      trigger.handle(productionBackend(), {
        id: event.id,
        path: event.document,
        params: event.params as Record<string, string>,
        before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
        after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
        time: Date.parse(event.time),
      }),
    ),
  );
}

// One export per table entry; index.test.ts keeps this list and the table in step.
export const countVisit = toCloudFunction('countVisit');
export const reconcileDaily = toCloudFunction('reconcileDaily');
export const handleRazorpayEvent = toCloudFunction('handleRazorpayEvent');
export const issueDocuments = toCloudFunction('issueDocuments');
export const issueMonthlyStatements = toCloudFunction('issueMonthlyStatements');
export const issueMonthlyStatement = toCloudFunction('issueMonthlyStatement');
export const sendRefund = toCloudFunction('sendRefund');
export const scheduleRefundCheck = toCloudFunction('scheduleRefundCheck');
export const checkRefund = toCloudFunction('checkRefund');
export const sendPayout = toCloudFunction('sendPayout');
export const handlePayoutEvent = toCloudFunction('handlePayoutEvent');
export const schedulePayoutCheck = toCloudFunction('schedulePayoutCheck');
export const checkPayout = toCloudFunction('checkPayout');
export const keepListing = toCloudFunction('keepListing');
export const scheduleOrderStep = toCloudFunction('scheduleOrderStep');
export const advanceOrder = toCloudFunction('advanceOrder');
export const scheduleAutoRelease = toCloudFunction('scheduleAutoRelease');
export const autoRelease = toCloudFunction('autoRelease');
export const schedulePublication = toCloudFunction('schedulePublication');
export const publishReview = toCloudFunction('publishReview');
export const countRating = toCloudFunction('countRating');
export const keepPublicProfile = toCloudFunction('keepPublicProfile');
export const countUserTotals = toCloudFunction('countUserTotals');
export const countProductTotals = toCloudFunction('countProductTotals');
export const countJobTotals = toCloudFunction('countJobTotals');
export const countApplicationTotals = toCloudFunction('countApplicationTotals');
export const recordTake = toCloudFunction('recordTake');
export const foldInsights = toCloudFunction('foldInsights');
export const removeResume = toCloudFunction('removeResume');
export const keepUserSearch = toCloudFunction('keepUserSearch');
export const keepProductSearch = toCloudFunction('keepProductSearch');
export const keepStoreSearch = toCloudFunction('keepStoreSearch');
export const notifyHistoryEvent = toCloudFunction('notifyHistoryEvent');
export const notifyOfferStep = toCloudFunction('notifyOfferStep');
export const notifyPayout = toCloudFunction('notifyPayout');
export const notifyOrder = toCloudFunction('notifyOrder');
export const notifyRefund = toCloudFunction('notifyRefund');
export const notifyChargeback = toCloudFunction('notifyChargeback');
export const notifyApplication = toCloudFunction('notifyApplication');
export const notifyReport = toCloudFunction('notifyReport');
export const notifySuspension = toCloudFunction('notifySuspension');
export const notifyPrivacyExport = toCloudFunction('notifyPrivacyExport');
export const notifyPrivacyRequest = toCloudFunction('notifyPrivacyRequest');
export const buildDataExport = toCloudFunction('buildDataExport');
export const expireDataExport = toCloudFunction('expireDataExport');
export const countReport = toCloudFunction('countReport');
export const followSuspension = toCloudFunction('followSuspension');
export const verifySeller = toCloudFunction('verifySeller');
export const reverifyAccount = toCloudFunction('reverifyAccount');
export const resendVerifiedPayouts = toCloudFunction('resendVerifiedPayouts');
export const scheduleReleaseReminder = toCloudFunction('scheduleReleaseReminder');
export const remindOfRelease = toCloudFunction('remindOfRelease');
export const expireOffers = toCloudFunction('expireOffers');
export const remindOfExpiringOffers = toCloudFunction('remindOfExpiringOffers');
