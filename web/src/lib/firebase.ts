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
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

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
  db: Firestore;
  config: InitJson;
  /** Where the Auth emulator keeps the mails it would have sent; set only locally. */
  authEmulatorUrl: string | null;
}

export async function loadFirebase(): Promise<FirebaseServices> {
  const response = await fetch('/__/firebase/init.json');
  if (!response.ok) throw new Error(`Could not load the Firebase configuration (HTTP ${response.status}).`);
  const config = (await response.json()) as InitJson;
  const app = initializeApp(config);
  // Not getAuth: it installs the popup/redirect resolver, which fetches Google's gapi loader from
  // apis.google.com on every page load. The resolver is handed to signInWithPopup alone (firebase-auth.ts),
  // so that script loads only when a person chooses Google sign-in.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: undefined,
  });
  const db = getFirestore(app);
  if (config.local && config.emulators) {
    connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
    connectFirestoreEmulator(db, config.emulators.firestore.host, config.emulators.firestore.port);
  }
  return { app, auth, db, config, authEmulatorUrl: config.local && config.emulators ? config.emulators.auth : null };
}
