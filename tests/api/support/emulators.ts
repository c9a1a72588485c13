// API suites talk to the emulators that scripts/test.ts started, under a project of their own.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { composeBackend, type Backend as ProductBackend } from '../../../functions/src/backend.ts';
import { localEnvironment } from '../../../functions/src/local/local-settings.ts';

import { currentLedgerProblems } from './ledger.ts';
import { temporaryDir } from '../../../scripts/temporary-dir.ts';

export { eventually } from '../../support/eventually.ts';

export const API_TEST_PROJECT = 'demo-api';
/**
 * The Auth emulator serves one project (the one `npm test` starts it with) and stamps that project into
 * the tokens it issues, so API suites keep their Firestore data apart but share that Auth project.
 */
export const AUTH_PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-marketplace';

for (const name of ['FIRESTORE_EMULATOR_HOST', 'PUBSUB_EMULATOR_HOST'] as const) {
  if (!process.env[name]) throw new Error(`${name} is not set: run the API suite through \`npm test\`.`);
}
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** The secrets the suites' simulated provider signs with, so a test can sign as the provider would. */
export const testKeys = { keySecret: 'api-test-key-secret', webhookSecret: 'api-test-webhook-secret' };
/** Order tracking steps this often in the API suites (SPEC 9's 2 s would only make them slow). */
export const TEST_ORDER_STEP_MS = 50;
/** The simulated provider completes a refund this long after it is sent (3 s for `npm start`). */
export const TEST_REFUND_MS = 100;
/** Each step of a simulated payout in the API suites (SIMULATED_PAYOUT_MS). */
export const TEST_PAYOUT_MS = 50;
/**
 * A sent refund's or payout's first status check (STATUS_CHECK_MS): long after any test, so a check runs only when
 * a test runs its task itself.
 */
export const TEST_STATUS_CHECK_MS = 60_000;

/**
 * The product's own backend (functions/src/backend.ts, local environment) on the suite's emulator clients,
 * plus what the suite needs to reach them itself. A test that needs one part replaced spreads it:
 * `createApp({ ...backend, visits: failing })`.
 */
export interface Backend extends ProductBackend {
  app: App;
  db: Firestore;
  /** Accounts in the Auth emulator's project (see AUTH_PROJECT). */
  auth: Auth;
  pubsub: PubSub;
  close(): Promise<void>;
}

export function startBackend(): Backend {
  const app = initializeApp({ projectId: API_TEST_PROJECT }, `api-test-${randomUUID()}`);
  const db = getFirestore(app);
  const authApp = initializeApp({ projectId: AUTH_PROJECT }, `api-test-auth-${randomUUID()}`);
  const auth = getAuth(authApp);
  const pubsub = new PubSub({ projectId: API_TEST_PROJECT });
  // The local host's own environment, with the suite's secrets, a media folder of its own and quick steps.
  const environment = localEnvironment(temporaryDir('api-test-media-'), {
    LOCAL_PAYMENTS_SECRET: testKeys.keySecret,
    LOCAL_PAYMENTS_WEBHOOK_SECRET: testKeys.webhookSecret,
    ORDER_STEP_MS: String(TEST_ORDER_STEP_MS),
    SIMULATED_REFUND_MS: String(TEST_REFUND_MS),
    SIMULATED_PAYOUT_MS: String(TEST_PAYOUT_MS),
    STATUS_CHECK_MS: String(TEST_STATUS_CHECK_MS),
  });
  return {
    ...composeBackend({ db, auth, pubsub }, environment),
    app,
    pubsub,
    async close() {
      await pubsub.close();
      await Promise.all([deleteApp(app), deleteApp(authApp)]);
    },
  };
}

/**
 * Empties the test project's Firestore through the emulator's REST API. The emulator tells every open listen
 * stream about the clear, and fails it with a 500 when one of them is still closing (a listener the last test
 * stopped: StreamTransportClosedException in its log), and with a 409 while a transaction the last test set off
 * still holds its documents (a simulated refund's webhook landing a moment after the test); a moment later either
 * is gone, so the clear is tried again for up to 15 s (a transaction beside two other lanes on 2 cores held its
 * documents past the 2 s the clear once waited), before the test fails.
 */
export async function clearFirestore(): Promise<void> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${API_TEST_PROJECT}/databases/(default)/documents`;
  const deadline = Date.now() + 15_000;
  let status = 0;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    await response.arrayBuffer();
    if (response.ok) return;
    status = response.status;
    if ((status !== 500 && status !== 409) || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, 1000)));
  }
  throw new Error(`clearing Firestore failed: HTTP ${status}`);
}

/**
 * Registers a suite's hooks: one backend for the file, closed afterwards, and an empty Firestore before each
 * test. `use` receives the backend once it has started.
 */
export function useBackend(use: (backend: Backend) => void): void {
  let backend: Backend | undefined;
  beforeAll(() => {
    backend = startBackend();
    use(backend);
  });
  afterAll(async () => {
    await backend?.close();
  });
  beforeEach(async () => {
    await clearFirestore();
  });
  // Whatever a test did with money, the books must still add up (decision 029).
  afterEach(async () => {
    if (backend) expect(await currentLedgerProblems(backend.db), 'the ledger after this test').toEqual([]);
  });
}

/** Serves `handler` (the api, or an Express app around it) on a free port of 127.0.0.1. */
export async function listen(handler: RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const http = createServer(handler).listen(0, '127.0.0.1', () => resolve(http));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
