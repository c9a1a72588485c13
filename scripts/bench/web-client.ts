// The web app's Firestore client on the bench's emulator, as a browser would open it: the figures that run the
// app's own adapters (store, admin, dashboards, chat) share this one setup. Signed in through the emulator's
// mock token, so the rules apply as they do for that person; without one, as a visitor.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';
import type { BenchFirestore } from './bench-stack.ts';
import { medianVisit, timed, type Visit } from './figures.ts';

export interface WebClient {
  db: Firestore;
  close(): Promise<void>;
}

export function openWebClient(firestore: BenchFirestore, name: string, token?: EmulatorMockTokenOptions): WebClient {
  const app = initializeApp({ projectId: firestore.projectId, apiKey: 'bench' }, `bench-${name}-${Date.now()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, firestore.host, firestore.port, token ? { mockUserToken: token } : {});
  return {
    db,
    async close() {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** Runs `use` with a client of its own, closed afterwards. */
export async function withWebClient<T>(
  firestore: BenchFirestore,
  name: string,
  use: (db: Firestore) => Promise<T>,
  token?: EmulatorMockTokenOptions,
): Promise<T> {
  const client = openWebClient(firestore, name, token);
  try {
    return await use(client.db);
  } finally {
    await client.close();
  }
}

/**
 * A first screen as a browser reads it, `runs` times, each visit a fresh client (a new tab, nothing cached): the
 * documents its queries delivered and the median time to its data.
 */
export const browserVisits = (
  firestore: BenchFirestore,
  name: string,
  runs: number,
  read: (db: Firestore) => Promise<number>,
  token?: EmulatorMockTokenOptions,
): Promise<Visit> =>
  medianVisit(runs, (n) => withWebClient(firestore, `${name}-${n}`, (db) => timed(() => read(db)), token));
