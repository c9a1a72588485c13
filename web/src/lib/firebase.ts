// Firebase for the browser, started from the configuration init.json gives (firebase-config.ts).
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { loadOnce } from './deferred-port.ts';
import { loadConfig, type InitJson } from './firebase-config.ts';

export type { InitJson };

export interface FirebaseServices {
  /** Started with the first of Auth, Firestore or Analytics that is needed: none is in a visitor's first load. */
  app: () => Promise<FirebaseApp>;
  /**
   * Firebase Auth is a chunk of its own, fetched the first time something needs it: the session of
   * someone this browser has kept signed in, a sign-in form in use, or a call that carries the person's token.
   */
  auth: () => Promise<Auth>;
  /** Settles when something first asks for `auth`, so the session can follow it (features/session). */
  authRequested: Promise<void>;
  /**
   * Firestore's SDK is about a third of the app's JavaScript, so it is a chunk of its own, fetched the first
   * time a port needs it: the login page and the static pages never do, the others show first.
   */
  firestore: () => Promise<Firestore>;
  config: InitJson;
  /** Where the Auth emulator keeps the mails it would have sent; set only locally. */
  authEmulatorUrl: string | null;
}

export async function loadFirebase(): Promise<FirebaseServices> {
  const config = await loadConfig();
  const app = loadOnce(() => import('firebase/app').then(({ initializeApp }) => initializeApp(config)));
  const emulators = config.local ? (config.emulators ?? null) : null;
  let requested = () => {};
  const authRequested = new Promise<void>((resolve) => (requested = resolve));
  const auth = loadOnce(() => {
    requested();
    return Promise.all([app(), import('./auth.ts')]).then(([started, { startAuth }]) => startAuth(started, emulators));
  });
  // Auth is started first: Firestore looks for it as it starts, and one started without it reads as nobody until
  // it notices Auth later and restarts its streams.
  const firestore = loadOnce(async () => {
    const [started, , { startFirestore }] = await Promise.all([app(), auth(), import('./firestore.ts')]);
    return startFirestore(started, emulators);
  });
  return { app, auth, authRequested, firestore, config, authEmulatorUrl: emulators ? emulators.auth : null };
}
