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
import { HOST_SEMI_SPACE_MB } from '../run-host.ts';
import { threadCpuMs } from './cpu-time.ts';
import { bareFundServer } from './fund-io.ts';

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
  /**
   * The fund flow's Firestore I/O behind a bare Node server in the same thread, with the same Firestore client and
   * heap (fund-io.ts): what any HTTP answer of each step costs, without the api's routing, checks and schemas.
   */
  bareFundUrl: string;
  /** The api thread's own CPU time so far, in ms (null off Linux): what a timed run costs the api, on its thread. */
  cpuMs(): Promise<number | null>;
  /**
   * A full collection of the thread's heap, between timed runs: the api and the bare servers share the heap, so each
   * run starts from the same heap and pays for the garbage it makes, not for the run before it.
   */
  collect(): Promise<void>;
  stop(): Promise<void>;
}

/** Where the thread's servers listen. */
type Addresses = Pick<ApiThread, 'url' | 'bareSearchUrl' | 'bareFundUrl'>;

/** Starts the api in its own thread, its search index built from the products already written. */
export async function startApiThread(setup: Setup): Promise<ApiThread> {
  // A new thread does not inherit the bench's TypeScript loader (tsx): it registers it, then loads this file.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import { register } from ${tsx}; register(); await import(${JSON.stringify(import.meta.url)});`;
  // The heap the host gives the api (decision 096): V8's young generation is two semi-spaces and a large-object space
  // of the same size, so three times the host's semi-space.
  const resourceLimits = { maxYoungGenerationSizeMb: 3 * HOST_SEMI_SPACE_MB };
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: setup,
    resourceLimits,
  });
  const { url, bareSearchUrl, bareFundUrl } = await new Promise<Addresses>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the api thread ended (${code}) before it listened`)));
  });
  const ask = <T>(question: 'cpu' | 'collect') =>
    new Promise<T>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(question);
    });
  return {
    url,
    bareSearchUrl,
    bareFundUrl,
    cpuMs: async () => (await ask<{ cpuMs: number | null }>('cpu')).cpuMs,
    collect: async () => {
      await ask('collect');
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}

async function serve({ projectId, secrets }: Setup): Promise<void> {
  const app = initializeApp({ projectId }, 'bench-api-thread');
  const db = getFirestore(app);
  const pubsub = new PubSub({ projectId });
  const auth = getAuth(app);
  const backend = composeBackend(
    { db, auth, pubsub },
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
  const bareFundUrl = await listen(createServer(bareFundServer(db, auth)));
  parentPort!.on('message', (question: 'cpu' | 'collect') => {
    // The bench runs with --expose-gc, which every thread of the process has.
    if (question === 'collect') globalThis.gc?.();
    parentPort!.postMessage(question === 'cpu' ? { cpuMs: threadCpuMs() } : { collected: true });
  });
  parentPort!.postMessage({ url, bareSearchUrl, bareFundUrl } satisfies Addresses);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

if (!isMainThread && (workerData as Setup | undefined)?.projectId) void serve(workerData as Setup);
