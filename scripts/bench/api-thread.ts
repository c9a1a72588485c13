// The api for the load bench, in a thread of its own: in production the clients are other machines and each
// function instance has its own process, so the load client (autocannon) and the direct baseline must not share the
// api's event loop and heap. The thread composes the backend against the bench's emulators (their addresses are in
// the environment it inherits), builds the store search's local index from the products, listens on 127.0.0.1 and
// posts its address back.
import { createServer, type Server } from 'node:http';
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
import { encodeCursor } from '../../functions/src/features/store/search-cursor.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { threadCpuMs } from './cpu-time.ts';

interface Setup {
  projectId: string;
  secrets: Record<string, string>;
}

export interface ApiThread {
  url: string;
  /**
   * The same engine's search behind a bare Node server in the same thread: what any HTTP answer of a search costs
   * (the request read, the page as JSON, the socket written) without the api's routing, checks and schemas.
   */
  bareSearchUrl: string;
  /** The api thread's own CPU time so far, in ms (null off Linux): what a timed run costs the api, on its thread. */
  cpuMs(): Promise<number | null>;
  stop(): Promise<void>;
}

/** Starts the api in its own thread, its search index built from the products already written. */
export async function startApiThread(setup: Setup): Promise<ApiThread> {
  // A new thread does not inherit the bench's TypeScript loader (tsx): it registers it, then loads this file.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import { register } from ${tsx}; register(); await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: setup });
  const { url, bareSearchUrl } = await new Promise<Pick<ApiThread, 'url' | 'bareSearchUrl'>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the api thread ended (${code}) before it listened`)));
  });
  return {
    url,
    bareSearchUrl,
    cpuMs: () =>
      new Promise((resolve) => {
        worker.once('message', (message: { cpuMs: number | null }) => resolve(message.cpuMs));
        worker.postMessage('cpu');
      }),
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
  const url = await listen(createServer(createApp(backend)));
  const bareSearchUrl = await listen(
    createServer((request, response) => {
      const q = new URL(request.url ?? '/', 'http://bench').searchParams.get('q') ?? '';
      // A search that fails answers 500, which the load's count shows as a failure, rather than leaving it unanswered.
      void backend.productSearch.search({ q }).then(
        (page) => {
          const body = JSON.stringify({ products: page.products, next: page.next && encodeCursor(page.next) });
          response.writeHead(200, { 'content-type': 'application/json' }).end(body);
        },
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    }),
  );
  parentPort!.on('message', () => parentPort!.postMessage({ cpuMs: threadCpuMs() }));
  parentPort!.postMessage({ url, bareSearchUrl } satisfies Pick<ApiThread, 'url' | 'bareSearchUrl'>);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

if (!isMainThread && (workerData as Setup | undefined)?.projectId) void serve(workerData as Setup);
