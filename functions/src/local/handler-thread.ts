// The local host's handler thread (decision 092). One thread running every trigger's handlers was the limit of an
// import: 50,000 products needed about 670 handler runs a second for 5 minutes, and the host's thread ran about 450
// on a quiet machine. The handlers of threadedTriggers run in a worker thread instead; everything else of the
// delivery stays on the host's thread, as before: the marks and the catch-up at start (decision 014), the retries, the
// slots taken in turn, the load line. A run the thread ends without answering (it crashed, or the host stopped) fails
// and is retried in a new thread, or caught up at the next start from the mark.
import { Worker } from 'node:worker_threads';
import { log } from '../platform/log.ts';
import type { DocumentChange } from '../platform/triggers.ts';
import type { AsideWaits } from './delivery-slots.ts';
import { isThreaded } from './threaded-triggers.ts';
import { plainValue, type FromThread, type ToThread } from './thread-values.ts';

export interface HandlerThread {
  /** Whether `trigger`'s handler runs in the thread. */
  runs(trigger: string): boolean;
  /** Runs it there; settles as the handler did. */
  run(trigger: string, change: DocumentChange): Promise<void>;
  /** The thread's handlers waiting for their gathered commit: they hold no delivery slot. */
  aside: AsideWaits;
  close(): Promise<void>;
}

/**
 * A worker thread does not inherit the host's TypeScript loader (tsx, `node --import tsx`): the thread's first code,
 * plain JavaScript, registers it, then loads the entry.
 */
const LOADER = `
const { workerData } = require('node:worker_threads');
import(workerData.loader)
  .then(({ register }) => { register(); return import(workerData.entry); })
  .catch((error) => setImmediate(() => { throw error; }));
`;

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

export function startHandlerThread(projectId: string): HandlerThread {
  const waiting = new Map<number, Waiting>();
  const listeners = new Set<() => void>();
  let runs = 0;
  let aside = 0;
  let closing = false;
  let thread: Worker | null = null;

  const open = () => {
    const worker = new Worker(LOADER, {
      eval: true,
      workerData: {
        projectId,
        loader: import.meta.resolve('tsx/esm/api'),
        entry: new URL('./handler-thread-entry.ts', import.meta.url).href,
      },
    });
    worker.unref();
    worker.on('message', (message: FromThread) => {
      const grew = message.aside > aside;
      aside = message.aside;
      if (grew) listeners.forEach((listener) => listener());
      if (message.run === undefined) return;
      const run = waiting.get(message.run);
      waiting.delete(message.run);
      if (!message.error) run?.resolve();
      else run?.reject(Object.assign(new Error(message.error.message), message.error));
    });
    worker.on('error', (error) => log.error('the handler thread failed', error));
    worker.once('exit', (code) => {
      if (thread === worker) thread = null;
      if (!closing) log.error('the handler thread ended; its runs are tried again in a new one', undefined, { code });
      aside = 0;
      // What it was running is tried again (retry-delivery.ts), in a new thread.
      const ended = new Error(`the handler thread ended (exit code ${code})`);
      waiting.forEach((run) => run.reject(ended));
      waiting.clear();
    });
    return worker;
  };

  // Opened now, not at the first change: loading the handlers takes the thread seconds, which a burst would wait.
  thread = open();
  return {
    runs: isThreaded,
    run(trigger, change) {
      if (closing) return Promise.reject(new Error('the handler thread is closing'));
      thread ??= open();
      const run = runs++;
      const message: ToThread = {
        run,
        trigger,
        change: { ...change, before: plainValue(change.before), after: plainValue(change.after) },
      };
      return new Promise<void>((resolve, reject) => {
        waiting.set(run, { resolve, reject });
        thread!.postMessage(message);
      });
    },
    aside: {
      get count() {
        return aside;
      },
      onWait(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    async close() {
      closing = true;
      await thread?.terminate();
    },
  };
}
