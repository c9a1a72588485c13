// Firebase for the browser, started from the configuration init.json gives (firebase-config.ts).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { loadOnce } from './deferred-port.ts';
import { loadConfig, type InitJson } from './firebase-config.ts';

export type { InitJson };

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /**
   * Firestore's SDK is about a third of the app's JavaScript, so it is a chunk of its own, fetched the first
   * time a port needs it (issue 10): the login page and the static pages never do, the others show first.
   */
  firestore: () => Promise<Firestore>;
  config: InitJson;
  /** Where the Auth emulator keeps the mails it would have sent; set only locally. */
  authEmulatorUrl: string | null;
}

export async function loadFirebase(): Promise<FirebaseServices> {
  const config = await loadConfig();
  const app = initializeApp(config);
  // getAuth() would also load Google's popup helper (apis.google.com) on every page; it is given only to the
  // Google sign-in itself (firebase-auth.ts), so no page load asks a third party for anything.
  // The signed-in user is kept in localStorage first, where the prerendered pages' head script can see it before
  // the first paint (decision 019); a user kept in IndexedDB by an earlier version is moved there on start.
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
  const emulators = config.local ? (config.emulators ?? null) : null;
  if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  const firestore = loadOnce(() => import('./firestore.ts').then(({ startFirestore }) => startFirestore(app, emulators)));
  return { app, auth, firestore, config, authEmulatorUrl: emulators ? emulators.auth : null };
}
