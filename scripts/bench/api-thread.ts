// The api for the load bench, in a thread of its own: in production the clients are other machines and each
// function instance has its own process, so the load client (autocannon) and the direct baseline must not share the
// api's event loop and heap. The thread composes the backend against the bench's emulators (their addresses are in
// the environment it inherits), builds the store search's local index from the products, listens on 127.0.0.1 and
// posts its address back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PubSub } from '@google-cloud/pubsub';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';

interface Setup {
  projectId: string;
  secrets: Record<string, string>;
}

export interface ApiThread {
  url: string;
  stop(): Promise<void>;
}

/** Starts the api in its own thread, its search index built from the products already written. */
export async function startApiThread(setup: Setup): Promise<ApiThread> {
  // A new thread does not inherit the bench's TypeScript loader (tsx): it registers it, then loads this file.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import { register } from ${tsx}; register(); await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: setup });
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { url: string }) => resolve(message.url));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the api thread ended (${code}) before it listened`)));
  });
  return {
    url,
    stop: async () => {
      await worker.terminate();
    },
  };
}

async function serve({ projectId, secrets }: Setup): Promise<void> {
  const app = initializeApp({ projectId }, 'bench-api-thread');
  const db = getFirestore(app);
  const pubsub = new PubSub({ projectId });
  const backend = composeBackend(
    { db, auth: getAuth(app), pubsub },
    localEnvironment(mkdtempSync(join(tmpdir(), 'bench-media-')), secrets),
  );
  await backend.localSearch!.rebuild(() => everyListing(db));
  const server = createServer(createApp(backend));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  parentPort!.postMessage({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

if (!isMainThread && (workerData as Setup | undefined)?.projectId) void serve(workerData as Setup);
