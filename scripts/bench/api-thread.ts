// The api for the load bench, in a thread of its own: in production the clients are other machines and each
// function instance has its own process, so the load client (autocannon) and the direct baseline must not share the
// api's event loop and heap. What the thread runs is api-thread-serve.ts, bundled here first.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { functionsBundleOptions } from '../../functions/bundle-options.mjs';
import { HOST_SEMI_SPACE_MB } from '../run-host.ts';

export interface Setup {
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
  /** Post a project's and send a message's Firestore I/O behind a bare Node server in the same thread (write-io.ts). */
  bareWriteUrl: string;
  /** The api thread's own CPU time so far, in ms (null off Linux): what a timed run costs the api, on its thread. */
  cpuMs(): Promise<number | null>;
  /**
   * A full collection of the thread's heap, between timed runs: the api and the bare servers share the heap, so each
   * run starts from the same heap and pays for the garbage it makes, not for the run before it.
   */
  collect(): Promise<void>;
  stop(): Promise<void>;
}

/** What the bench asks of the thread between timed runs. */
export type Question = 'cpu' | 'collect';

/** Where the thread's servers listen. */
export type Addresses = Pick<ApiThread, 'url' | 'bareSearchUrl' | 'bareFundUrl' | 'bareWriteUrl'>;

/** Starts the api in its own thread, its search index built from the products already written. */
export async function startApiThread(setup: Setup): Promise<ApiThread> {
  // The heap the host gives the api (decision 096): V8's young generation is two semi-spaces and a large-object space
  // of the same size, so three times the host's semi-space.
  const resourceLimits = { maxYoungGenerationSizeMb: 3 * HOST_SEMI_SPACE_MB };
  const worker = new Worker(await bundledServe(), {
    workerData: setup,
    resourceLimits,
  });
  const { url, bareSearchUrl, bareFundUrl, bareWriteUrl } = await new Promise<Addresses>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the api thread ended (${code}) before it listened`)));
  });
  const ask = <T>(question: Question) =>
    new Promise<T>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(question);
    });
  return {
    url,
    bareSearchUrl,
    bareFundUrl,
    bareWriteUrl,
    cpuMs: async () => (await ask<{ cpuMs: number | null }>('cpu')).cpuMs,
    collect: async () => {
      await ask('collect');
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}

/**
 * api-thread-serve.ts as one ES module, bundled as the deployed functions are (functions/bundle-options.mjs). Run
 * through tsx instead, every closure the api makes per request also called esbuild's `__name` helper (decision 098),
 * which the deployed bundle does not. Written under node_modules/.cache, where Node finds the packages it imports.
 */
async function bundledServe(): Promise<URL> {
  const outfile = new URL('../../node_modules/.cache/bench-api-thread.mjs', import.meta.url);
  await build({
    ...functionsBundleOptions(),
    entryPoints: [fileURLToPath(new URL('./api-thread-serve.ts', import.meta.url))],
    outfile: fileURLToPath(outfile),
    logLevel: 'warning',
  });
  return outfile;
}
