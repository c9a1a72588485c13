// Firebase for the browser: the config comes from /__/firebase/init.json (Hosting's in production,
// the local host's with emulator addresses locally), so one build serves both.
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

export interface InitJson {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** Set where Google Analytics is configured for the project. */
  measurementId?: string;
  local?: boolean;
  emulators?: { auth: string; firestore: { host: string; port: number } };
}

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
  const response = await fetch('/__/firebase/init.json');
  if (!response.ok) throw new Error(`Could not load the Firebase configuration (HTTP ${response.status}).`);
  const config = (await response.json()) as InitJson;
  const app = initializeApp(config);
  // getAuth() would also load Google's popup helper (apis.google.com) on every page; it is given only to the
  // Google sign-in itself (firebase-auth.ts), so no page load asks a third party for anything.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const emulators = config.local ? (config.emulators ?? null) : null;
  if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  const firestore = loadOnce(() => import('./firestore.ts').then(({ startFirestore }) => startFirestore(app, emulators)));
  return { app, auth, firestore, config, authEmulatorUrl: emulators ? emulators.auth : null };
}
