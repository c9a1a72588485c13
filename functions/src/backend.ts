// The one place the backend's dependencies are composed (ARCHITECTURE 'Ports'): each port with its
// production or local adapter, the publishers, and the handler of every payment purpose. index.ts, the local
// host, the tests and the bench all build their backend here, so a new port is wired in one file.
import type { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { GoogleGenAI } from '@google/genai';
import { platformGrounding, type Grounding } from '@marketplace/shared/assistant/grounding';
import { sampleTaxConfig, type TaxConfig } from '@marketplace/shared/documents/tax-config';
import { cloudTasksQueue } from './adapters/cloud-tasks-queue.ts';
import { cloudinaryMedia, type CloudinaryCredentials } from './adapters/cloudinary-media.ts';
import { localDiskMedia, type LocalDiskMedia } from './adapters/local-disk-media.ts';
import { localTaskQueue, type LocalTaskQueue } from './adapters/local-task-queue.ts';
import { firestoreTaskStore } from './adapters/local-task-store.ts';
import { nominatimGeocoder } from './adapters/nominatim-geocoder.ts';
import { offlineGeocoder } from './adapters/offline-geocoder.ts';
import { geminiAssistant } from './adapters/gemini-assistant.ts';
import { offlineAssistant } from './adapters/offline-assistant.ts';
import { oramaProductSearch, type OramaProductSearch } from './adapters/orama-product-search.ts';
import { deferredRazorpayPayments, type RazorpayKeys } from './adapters/razorpay-payments.ts';
import { firestoreJournal } from './adapters/simulated-journal.ts';
import { simulatedPayments, type SignedWebhook, type SimulatedDisputes } from './adapters/simulated-payments.ts';
import { deferredRazorpayXPayouts, type RazorpayXKeys } from './adapters/razorpayx-payouts.ts';
import { simulatedPayouts } from './adapters/simulated-payouts.ts';
import { simulatedVerification, type SimulatedVerification } from './adapters/simulated-verification.ts';
import { deferredProductionVerification } from './adapters/production-verification.ts';
import type { CashfreeKeys } from './adapters/cashfree-pan-check.ts';
import { typesenseProductSearch, type TypesenseSettings } from './adapters/typesense-product-search.ts';
import { pubSubVisitPublisher } from './features/analytics/visit-publisher.ts';
import type { VisitPublisher } from './features/analytics/record-visit.ts';
import { acceptRazorpayWebhook, type RazorpayEventPublisher } from './features/payments/accept-razorpay-webhook.ts';
import { pubSubRazorpayEventPublisher } from './features/payments/razorpay-events.publisher.ts';
import { recordPayment } from './features/payments/record-payment.ts';
import { refundMovement } from './features/payments/refund-movement.ts';
import { planRefund, writeRefundRequest } from './features/payments/refund-requests.ts';
import { payoutMovement } from './features/payouts/payout-record.ts';
import { projectFunding } from './features/projects/project-funding.ts';
import type { OrderTrackingSettings } from './features/store/order-tracking.ts';
import { storePurchase } from './features/store/store-purchase.ts';
import { behindHosting, socketAddress, type ClientAddress } from './platform/client-address.ts';
import { afterReport, updateMovement, type ProviderReport } from './platform/movement/movement.ts';
import type { Assistant } from './ports/assistant.port.ts';
import type { Geocoder } from './ports/geocoder.port.ts';
import type { Media } from './ports/media.port.ts';
import type { MovementReports } from './ports/movement-reports.port.ts';
import type { PaymentPurposes } from './ports/payment-purpose.port.ts';
import type { Payments, SimulatedCheckout } from './ports/payments.port.ts';
import type { Payouts } from './ports/payouts.port.ts';
import type { ProductSearch } from './ports/product-search.port.ts';
import type { RefundRequests } from './ports/refund-requests.port.ts';
import type { TaskQueue } from './ports/task-queue.port.ts';
import type { Verification } from './ports/verification.port.ts';
import type { TriggerTable } from './platform/triggers.ts';
import { triggers } from './triggers.ts';

export interface Backend {
  db: Firestore;
  auth: Auth;
  visits: VisitPublisher;
  razorpayEvents: RazorpayEventPublisher;
  payments: Payments;
  /** Sellers' shares to where they are paid: RazorpayX Payouts, or the simulated provider locally. */
  payouts: Payouts;
  /** A seller's PAN and payout account (decision 033): Cashfree and RazorpayX, or the simulated provider locally. */
  verification: Verification;
  /** Locally the simulated verification provider, whose switch the tests use; null in production. */
  localVerification: SimulatedVerification | null;
  /** Locally the simulated provider's checkout step is served too; null in production. */
  simulatedCheckout: SimulatedCheckout | null;
  /** Locally the simulated provider's chargebacks, which the demo and the tests raise (decision 049); null in production. */
  simulatedDisputes: SimulatedDisputes | null;
  paymentPurposes: PaymentPurposes;
  /** How a feature that ends a funding records its refund in its own transaction (the payments feature's). */
  refundRequests: RefundRequests;
  /** How the daily reconciliation records what a lost webhook left undone (the payments and payouts features'). */
  movementReports: MovementReports;
  media: Media;
  /** Locally the media live on disk, and the host serves them; null in production. */
  localMedia: LocalDiskMedia | null;
  geocoder: Geocoder;
  /** The store's search (decision 018), fed by the keepStoreSearch trigger. */
  productSearch: ProductSearch;
  /** Locally the engine runs in this process, and the host rebuilds it at start; null in production. */
  localSearch: OramaProductSearch | null;
  taskQueue: TaskQueue;
  /** Locally the tasks wait in this process, kept in Firestore, and the host restores them at start; null in production. */
  localTasks: LocalTaskQueue | null;
  orderTracking: OrderTrackingSettings;
  /** How long after a delivery the server releases a funded project its student has not answered. */
  autoReleaseAfterMs: number;
  /** How long after a refund or payout is sent the provider is first asked where it stands (decision 027). */
  statusCheckAfterMs: number;
  assistant: Assistant;
  /** What the assistant answers from: the FAQ and the policies, as the pages show them. */
  grounding: Grounding;
  /** Who is asking, for the open endpoints' limits: what the platform's front end saw (decision 015). */
  clientAddress: ClientAddress;
  /** The operator's details and the tax rates money documents are made with (decision 039). */
  taxConfig: TaxConfig;
}

/** The SDK clients of the environment: Cloud services in production, the emulators locally. */
export interface Clients {
  db: Firestore;
  auth: Auth;
  pubsub: PubSub;
}

export type Environment =
  /** Secrets and params have values only while a function runs, so they are read on first use. */
  | {
      target: 'production';
      region: string;
      razorpayKeys: () => RazorpayKeys;
      razorpayXKeys: () => RazorpayXKeys;
      /** The PAN check provider's keys (decision 033). */
      panCheckKeys: () => CashfreeKeys;
      cloudinary: () => CloudinaryCredentials;
      /** Who Nominatim may contact about our traffic (its usage policy). */
      geocoderContact: () => string;
      orderTracking: () => OrderTrackingSettings;
      autoReleaseAfterMs: () => number;
      statusCheckAfterMs: () => number;
      gemini: { apiKey: () => string; model: () => string };
      typesense: () => TypesenseSettings;
      /** The operator's details and rates, from the functions' parameters (checked when first read). */
      taxConfig: () => TaxConfig;
    }
  | {
      target: 'local';
      paymentSecrets: { keySecret: string; webhookSecret: string };
      /** Where uploaded files are kept, and the secret their private links are signed with. */
      media: { dir: string; signingSecret: string };
      orderTracking: OrderTrackingSettings;
      /** How long the simulated provider keeps a refund pending before its webhook (SIMULATED_REFUND_MS). */
      refundDelayMs: number;
      /** How long the simulated provider takes for each step of a payout (SIMULATED_PAYOUT_MS). */
      payoutDelayMs: number;
      /** How long after a delivery the server releases a funded project nobody answered (AUTO_RELEASE_AFTER_MS). */
      autoReleaseAfterMs: number;
      /** How long after a send its status is first checked (STATUS_CHECK_MS), should its webhook be lost. */
      statusCheckAfterMs: number;
      /** The operator documents name; the sample operator, 'not for filing', unless a test gives another. */
      taxConfig?: TaxConfig;
    };

export function composeBackend(clients: Clients, environment: Environment, overrides: Partial<Backend> = {}): Backend {
  const { db, auth, pubsub } = clients;
  const paymentPurposes: PaymentPurposes = { project: projectFunding, store: storePurchase };
  const common = {
    db,
    auth,
    visits: pubSubVisitPublisher(pubsub),
    razorpayEvents: pubSubRazorpayEventPublisher(pubsub),
    paymentPurposes,
    refundRequests: { plan: planRefund, write: writeRefundRequest },
    movementReports: {
      paymentCaptured: async (payment: { orderId: string; paymentId: string; amountPaise: number }) =>
        void (await recordPayment({ db, paymentPurposes }, { kind: 'reconciliation' }, payment)),
      refundReported: async (refundId: string, report: ProviderReport) =>
        void (await updateMovement(db, refundMovement, refundId, (refund) =>
          afterReport(refundMovement, refund, report),
        )),
      payoutReported: async (payoutId: string, report: ProviderReport) =>
        void (await updateMovement(db, payoutMovement, payoutId, (payout) =>
          afterReport(payoutMovement, payout, report),
        )),
    },
    grounding: platformGrounding(),
  };
  if (environment.target === 'local') {
    // What the simulated providers made is kept with the data, so a restart still lists it (decision 029).
    const journal = firestoreJournal(db);
    const simulated = simulatedPayments(environment.paymentSecrets, {
      refundDelayMs: environment.refundDelayMs,
      journal,
    });
    const payouts = simulatedPayouts(environment.paymentSecrets, { delayMs: environment.payoutDelayMs, journal });
    const media = localDiskMedia(environment.media.dir, environment.media.signingSecret);
    const taskQueue = localTaskQueue(firestoreTaskStore(db));
    const search = oramaProductSearch();
    const verification = simulatedVerification();
    const backend: Backend = {
      ...common,
      payments: simulated,
      simulatedCheckout: simulated,
      simulatedDisputes: simulated,
      payouts,
      verification,
      localVerification: verification,
      media,
      localMedia: media,
      geocoder: offlineGeocoder(),
      productSearch: search,
      localSearch: search,
      taskQueue,
      localTasks: taskQueue,
      orderTracking: environment.orderTracking,
      autoReleaseAfterMs: environment.autoReleaseAfterMs,
      statusCheckAfterMs: environment.statusCheckAfterMs,
      // Offline always: `npm start` and the tests never call a model.
      assistant: offlineAssistant(),
      // Nothing stands in front of the local host, so no header is trusted.
      clientAddress: socketAddress,
      taxConfig: environment.taxConfig ?? sampleTaxConfig,
      ...overrides,
    };
    // Locally the tasks run in this process, on the same handlers Cloud Tasks would call.
    taskQueue.runWith((queue, data) => runTask(backend, queue, data));
    // The simulated refunds' webhooks take Razorpay's road in: signature, event-id dedupe, Pub/Sub.
    const acceptWebhook = async ({ rawBody, signature, eventId }: SignedWebhook) => {
      const accepted = await acceptRazorpayWebhook(backend, { rawBody, signature, eventId });
      return accepted.ok;
    };
    simulated.sendWebhooksWith(acceptWebhook);
    // The simulated payouts' too: RazorpayX signs payout events with the account's webhook secret.
    payouts.sendWebhooksWith(acceptWebhook);
    return backend;
  }
  const { orderTracking, autoReleaseAfterMs, statusCheckAfterMs, gemini, taxConfig } = environment;
  return {
    ...common,
    payments: deferredRazorpayPayments(environment.razorpayKeys),
    payouts: deferredRazorpayXPayouts(environment.razorpayXKeys),
    verification: deferredProductionVerification({
      pan: environment.panCheckKeys,
      account: environment.razorpayXKeys,
    }),
    localVerification: null,
    simulatedCheckout: null,
    simulatedDisputes: null,
    media: cloudinaryMedia(environment.cloudinary),
    localMedia: null,
    clientAddress: behindHosting(),
    geocoder: nominatimGeocoder({ contact: environment.geocoderContact }),
    productSearch: typesenseProductSearch(environment.typesense),
    localSearch: null,
    taskQueue: cloudTasksQueue(environment.region),
    localTasks: null,
    assistant: geminiAssistant({
      model: gemini.model,
      models: () => new GoogleGenAI({ apiKey: gemini.apiKey() }).models,
    }),
    get orderTracking() {
      return orderTracking();
    },
    get autoReleaseAfterMs() {
      return autoReleaseAfterMs();
    },
    get statusCheckAfterMs() {
      return statusCheckAfterMs();
    },
    get taxConfig() {
      return taxConfig();
    },
    ...overrides,
  };
}

/**
 * Runs a due task on the handler of its queue (the local task queue's delivery). The table is typed against the
 * Backend here, where both are known, so the trigger table itself imports nothing of the composition (no cycle).
 */
async function runTask(backend: Backend, queue: string, data: unknown): Promise<void> {
  const table: TriggerTable<Backend> = triggers;
  const trigger = table[queue];
  if (trigger?.kind !== 'task') throw new Error(`no task handler for queue '${queue}'`);
  await trigger.handle(backend, { data });
}
