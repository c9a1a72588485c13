// The Firestore emulator's own trigger delivery (decision 084). Started with `--functions_emulator ADDRESS`, it
// POSTs every change of a document a registered trigger watches to ADDRESS, one at a time in commit order, with
// the document before and after in Firestore's REST JSON: firebase-tools' functions emulator registers its
// triggers the same way. Unlike a listener, this costs the emulator nothing per document already stored; a
// listener on 20,000 documents made 16 single-document commits at once miss their 60 s deadline.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

export interface PushReceiver {
  /** Registers `pattern` (`a/{x}/b/{y}`) with the emulator; every change it pushes for it goes to `onChange`. */
  watch(pattern: string, onChange: (change: PushedChange) => void): Promise<void>;
  close(): Promise<void>;
}

interface PushedEvent {
  data?: { value?: RestDocument; oldValue?: RestDocument };
  context?: { timestamp?: string };
}

const WRITE_EVENT = 'providers/cloud.firestore/eventTypes/document.write';

/** Listens on `settings.address`; the emulator must have been started with it. */
export async function pushReceiver(db: Firestore, settings: PushSettings): Promise<PushReceiver> {
  const routes = new Map<string, (change: PushedChange) => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // `/functions/projects/P/triggers/NAME`: the name it was registered under.
      const route = routes.get(decodeURIComponent(request.url?.split('/triggers/')[1] ?? ''));
      try {
        const change = route && readChange(db, JSON.parse(Buffer.concat(chunks).toString()) as PushedEvent);
        if (!route || !change) throw new Error(`not a document change for a registered trigger: ${request.url}`);
        route(change);
        // At once: the emulator sends the next change only after this answer, and the handlers run later in
        // their slots, retried by the host (retry-delivery.ts) as Cloud Functions retries them.
        response.writeHead(200).end();
      } catch (error) {
        log.error('a pushed Firestore change could not be read', error);
        response.writeHead(400).end();
      }
    });
  });
  const [host, port] = splitAddress(settings.address);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  log.info('firestore changes pushed to', { address: `${host}:${(server.address() as AddressInfo).port}` });
  return {
    async watch(pattern, onChange) {
      const name = `local-host-${routes.size}`;
      routes.set(name, onChange);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
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
