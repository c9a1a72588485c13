// The api thread's own side (api-thread.ts starts it): composes the backend against the bench's emulators (their
// addresses are in the environment the thread inherits), builds the store search's local index from the products,
// listens on 127.0.0.1 beside the bare servers and posts their addresses back. The thread runs this file as one
// esbuild bundle, as the deployed function runs functions/src (decision 099), never through tsx.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PubSub } from '@google-cloud/pubsub';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { encodeCursor } from '../../functions/src/features/store/search-cursor.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import type { Addresses, Question, Setup } from './api-thread.ts';
import { threadCpuMs } from './cpu-time.ts';
import { bareFundServer } from './fund-io.ts';
import { bareWriteServer } from './write-io.ts';
import { temporaryDir } from '../temporary-dir.ts';

async function serve({ projectId, secrets }: Setup): Promise<void> {
  const app = initializeApp({ projectId }, 'bench-api-thread');
  const db = getFirestore(app);
  const pubsub = new PubSub({ projectId });
  const auth = getAuth(app);
  const backend = composeBackend({ db, auth, pubsub }, localEnvironment(temporaryDir('bench-media-'), secrets));
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
  const bareWriteUrl = await listen(createServer(bareWriteServer(db, auth)));
  parentPort!.on('message', (question: Question) => {
    // The bench runs with --expose-gc, which every thread of the process has.
    if (question === 'collect') globalThis.gc?.();
    parentPort!.postMessage(question === 'cpu' ? { cpuMs: threadCpuMs() } : { collected: true });
  });
  parentPort!.postMessage({ url, bareSearchUrl, bareFundUrl, bareWriteUrl } satisfies Addresses);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

void serve(workerData as Setup);
