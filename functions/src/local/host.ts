// The local functions host: one Node process that serves web/dist, the `api` app, the local
// init.json, delivers the emulators' Pub/Sub messages and Firestore changes to the trigger table, and runs its
// scheduled functions on its own clock.
// The emulator addresses come from the standard env vars, which must be set before this module loads.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PubSub } from '@google-cloud/pubsub';
import { createApp } from '../app.ts';
import { composeBackend } from '../backend.ts';
import { webBuildRenderer } from '../features/pages/page-renderer.ts';
import { pagesRouter } from '../features/pages/pages.route.ts';
import { everyListing } from '../features/store/store-search-index.ts';
import { log } from '../platform/log.ts';
import { triggers } from '../triggers.ts';
import { localEnvironment } from './local-settings.ts';
import { localMediaRoutes } from './media-routes.ts';
import { outboxRoutes } from './outbox.ts';
import { deliverFirestore } from './deliver-firestore.ts';
import { deliverPubSub } from './deliver-pubsub.ts';
import { startHandlerThread } from './handler-thread.ts';
import { firestoreScheduleMarks, runSchedules } from './run-schedules.ts';
import { OPENAPI_PATH, openApiDocument } from '../platform/api/openapi.ts';
import { localInitJson } from './init-json.ts';
import { webAppRoutes } from './web-app.ts';

// No metadata server exists locally; without this the Google clients probe for one and warn.
process.env.METADATA_SERVER_DETECTION ??= 'none';
/** An address the emails' links must open instead of this host's own (decision 025), as production's param. */
const configuredOrigin = process.env.APP_ORIGIN;

export interface LocalHostOptions {
  port: number;
  /** The built web app to serve; null when Vite's dev server serves it (`npm run dev`). */
  webDist: string | null;
  projectId: string;
  /** Where uploaded files are kept (.local-data/media for `npm start`). */
  mediaDir: string;
  /**
   * Where the Firestore emulator pushes document changes, when it was started to (scripts/emulators.ts, decision
   * 084); without it, listeners (a host in a test process, beside the suite's own host on the same emulator).
   */
  firestorePushedTo?: string;
}

export interface LocalHost {
  url: string;
  close(): Promise<void>;
}

export async function startLocalHost(options: LocalHostOptions): Promise<LocalHost> {
  const firebaseApp = getApps()[0] ?? initializeApp({ projectId: options.projectId });
  const db = getFirestore(firebaseApp);
  const pubsub = new PubSub({ projectId: options.projectId });
  const backend = composeBackend(
    { db, auth: getAuth(firebaseApp), pubsub },
    localEnvironment(options.mediaDir, process.env),
  );

  // The store's search engine lives in this process: rebuilt from the products now, while the trigger below
  // applies each change after the rebuild (searches wait for it). A failure is logged, and the next search or
  // change tries it again (searches fail meanwhile, as 503s).
  const searchRebuilt = backend.localSearch
    ?.rebuild(() => everyListing(db))
    .then(
      () => log.info('store search rebuilt'),
      (error: unknown) => log.error('store search rebuild failed', error),
    );

  const server = express();
  server.disable('x-powered-by');
  server.get('/__/firebase/init.json', (_req, res) => {
    res.json(localInitJson(options.projectId, process.env));
  });
  // The contract's OpenAPI document, for developers and their tools (decision 022).
  server.get(OPENAPI_PATH, (_req, res, next) => {
    openApiDocument().then((document) => res.json(document), next);
  });
  // The Trigger Email extension's documents, shown instead of sent (decision 025).
  server.use(outboxRoutes(db));
  if (backend.localMedia) server.use(localMediaRoutes(backend.localMedia));
  server.use(createApp(backend));
  if (options.webDist) {
    // As Hosting's rewrites of /store and /careers to the `pages` function (firebase.json), ahead of the files.
    server.use(pagesRouter({ db, renderer: webBuildRenderer(options.webDist) }));
    server.use(webAppRoutes(options.webDist));
  }

  // Listening before the triggers are delivered: the emails they write link to this host's own address, the port
  // it got (decision 025), unless APP_ORIGIN names another.
  const listener = await new Promise<import('node:http').Server>((resolve, reject) => {
    const http = server.listen(options.port, '127.0.0.1', () => resolve(http));
    http.once('error', reject);
  });
  const { port } = listener.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!configuredOrigin) process.env.APP_ORIGIN = url;

  // The tasks waiting when the host last stopped, ahead of the catch-up: a handler it runs again that enqueues
  // one of them adds nothing (decision 014).
  await backend.localTasks?.restore();
  const stopPubSub = await deliverPubSub(pubsub, triggers, backend);
  // A host the emulator pushes to runs some handlers in a thread of its own (decision 092); one inside a test process
  // (listening, beside the suite's host) keeps them all on its one thread.
  const handlerThread = options.firestorePushedTo ? startHandlerThread(options.projectId) : undefined;
  const stopFirestore = deliverFirestore(db, triggers, backend, {
    push: options.firestorePushedTo ? { address: options.firestorePushedTo, projectId: options.projectId } : undefined,
    thread: handlerThread,
  });
  // Scheduled functions on this process's clock, as Cloud Scheduler runs them in production.
  const stopSchedules = await runSchedules(triggers, backend, { marks: firestoreScheduleMarks(db) });
  log.info('local host ready', { url });

  return {
    url,
    async close() {
      await searchRebuilt;
      await stopSchedules();
      await stopFirestore();
      await handlerThread?.close();
      await stopPubSub();
      // Their timers only: the stored tasks wait for the next start.
      backend.localTasks?.clear();
      await pubsub.close();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      listener.closeAllConnections();
      if (!configuredOrigin && process.env.APP_ORIGIN === url) delete process.env.APP_ORIGIN;
    },
  };
}
