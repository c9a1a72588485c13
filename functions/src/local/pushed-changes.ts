// The Firestore emulator's own trigger delivery (decision 084). Started with `--functions_emulator ADDRESS`, it
// POSTs every change of a document a registered trigger watches to ADDRESS, one at a time in commit order, with
// the document before and after in Firestore's REST JSON: firebase-tools' functions emulator registers its
// triggers the same way. Unlike a listener, this costs the emulator nothing per document already stored; a
// listener on 20,000 documents made 16 single-document commits at once miss their 60 s deadline.
// The pushes are answered by a thread of their own (decision 087): the emulator sends the next change only after the
// answer, and an answer that waited for the host's event loop, busy with the handlers, held every later change back.
import { Worker } from 'node:worker_threads';
import type { DocumentData, Firestore, Timestamp } from 'firebase-admin/firestore';
import { log } from '../platform/log.ts';
import { documentPath, parseTimestamp, readFields, type RestDocument } from './rest-document.ts';

/** Where the host hears the emulator's pushes, and the project whose triggers it registers. */
export interface PushSettings {
  /** `host:port`, as the emulator was started with (`--functions_emulator`). */
  address: string;
  projectId: string;
}

export interface PushedChange {
  path: string;
  before: DocumentData | null;
  after: DocumentData | null;
  /** When it was committed: the document's update time, or the deletion's. */
  updateTime: Timestamp;
}

/** The pushes since the last take, for the host's load line (decision 087). */
export interface PushTally {
  pushes: number;
  /** From each answer to the next push: the emulator's time (and the answering thread's wait for its turn). */
  betweenMs: number;
  /** From each answer until the host's main thread handed the change over: how far the host is behind. */
  lagMs: number;
}

export interface PushReceiver {
  /** The figures since the last call, and a fresh start. */
  take(): PushTally;
  /** Registers `pattern` (`a/{x}/b/{y}`) with the emulator; every change it pushes for it goes to `onChange`. */
  watch(pattern: string, onChange: (change: PushedChange) => void): Promise<void>;
  close(): Promise<void>;
}

interface PushedEvent {
  data?: { value?: RestDocument; oldValue?: RestDocument };
  context?: { timestamp?: string };
}

const WRITE_EVENT = 'providers/cloud.firestore/eventTypes/document.write';

/**
 * The answering thread, in plain JavaScript with node's own modules (a thread does not inherit the host's TypeScript
 * loader). It answers a push at once: 200 when it is a change (a document's name and a time, as readChange needs) for
 * a registered trigger, else 400, which the emulator sends again later. A change answered is posted to the host, whose
 * start catches up from the delivery marks (decision 014) if it ends before handing the change over.
 */
const ANSWERING_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const routes = new Set();
let lastAnswered = null;
parentPort.on('message', (route) => {
  routes.add(route);
  parentPort.postMessage({ registered: route });
});
const isChange = (event) => {
  const { value, oldValue } = (event && event.data) || {};
  return Boolean(((value && value.name) || (oldValue && oldValue.name)) &&
    ((value && value.updateTime) || (event.context && event.context.timestamp)));
};
const server = createServer((request, response) => {
  const arrived = performance.now();
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const route = decodeURIComponent((request.url || '').split('/triggers/')[1] || '');
    const body = Buffer.concat(chunks).toString();
    let event = null;
    try { event = JSON.parse(body); } catch {}
    if (!routes.has(route) || !isChange(event)) {
      response.writeHead(400).end();
      parentPort.postMessage({ refused: request.url });
      return;
    }
    response.writeHead(200).end();
    const betweenMs = lastAnswered === null ? 0 : arrived - lastAnswered;
    lastAnswered = performance.now();
    parentPort.postMessage({ route, body, betweenMs, answeredAt: Date.now() });
  });
});
server.once('error', (error) => parentPort.postMessage({ failed: String(error) }));
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ listening: server.address().port }));
`;

type FromThread =
  | { listening: number }
  | { failed: string }
  | { registered: string }
  | { refused: string }
  | { route: string; body: string; betweenMs: number; answeredAt: number };

/** Listens on `settings.address`; the emulator must have been started with it. */
export async function pushReceiver(db: Firestore, settings: PushSettings): Promise<PushReceiver> {
  const routes = new Map<string, (change: PushedChange) => void>();
  const registering = new Map<string, () => void>();
  let tally: PushTally = { pushes: 0, betweenMs: 0, lagMs: 0 };
  const [host, port] = splitAddress(settings.address);
  const thread = new Worker(ANSWERING_THREAD, { eval: true, workerData: { host, port } });
  thread.unref();
  const listening = new Promise<number>((resolve, reject) => {
    thread.on('error', (error) => {
      log.error('the thread answering the pushes ended', error);
      reject(error);
    });
    thread.on('message', (message: FromThread) => {
      if ('listening' in message) resolve(message.listening);
      else if ('failed' in message) reject(new Error(message.failed));
      else if ('registered' in message) registering.get(message.registered)?.();
      else if ('refused' in message) log.error('a pushed Firestore change could not be read', undefined, message);
      else {
        tally.pushes += 1;
        tally.betweenMs += message.betweenMs;
        tally.lagMs += Math.max(0, Date.now() - message.answeredAt);
        try {
          routes.get(message.route)!(readChange(db, JSON.parse(message.body) as PushedEvent)!);
        } catch (error) {
          // Answered already: only a change the emulator sent malformed ends here.
          log.error('a pushed Firestore change could not be handed over', error, { route: message.route });
        }
      }
    });
  });
  log.info('firestore changes pushed to', { address: `${host}:${await listening}` });
  let closing = false;
  thread.once('exit', (code) => {
    if (!closing)
      log.error('the thread answering the pushes ended; nothing is delivered until a restart', undefined, { code });
  });
  return {
    take() {
      const taken = { ...tally, betweenMs: Math.round(tally.betweenMs), lagMs: Math.round(tally.lagMs) };
      tally = { pushes: 0, betweenMs: 0, lagMs: 0 };
      return taken;
    },
    async watch(pattern, onChange) {
      const name = `local-host-${routes.size}`;
      routes.set(name, onChange);
      // The thread knows the name before the emulator can push to it.
      await new Promise<void>((resolve) => {
        registering.set(name, resolve);
        thread.postMessage(name);
      });
      registering.delete(name);
      const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${settings.projectId}/triggers/${name}`;
      const resource = `projects/${settings.projectId}/databases/(default)/documents/${pattern}`;
      const registered = await fetch(url, {
        method: 'PUT',
        body: JSON.stringify({
          eventTrigger: { eventType: WRITE_EVENT, resource, service: 'firestore.googleapis.com' },
        }),
      });
      if (!registered.ok) throw new Error(`the emulator refused trigger ${pattern}: ${registered.status}`);
    },
    close: async () => {
      closing = true;
      await thread.terminate();
    },
  };
}

function splitAddress(address: string): [string, number] {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at), Number(address.slice(at + 1))];
}

function readChange(db: Firestore, event: PushedEvent): PushedChange | null {
  const { value, oldValue } = event.data ?? {};
  const name = value?.name ?? oldValue?.name;
  const time = value?.updateTime ?? event.context?.timestamp;
  if (!name || !time) return null;
  return {
    path: documentPath(name),
    before: oldValue?.name ? readFields(db, oldValue.fields) : null,
    after: value?.name ? readFields(db, value.fields) : null,
    updateTime: parseTimestamp(time),
  };
}
