// Firebase Auth for the browser, started when something first needs it (lib/firebase.ts loads this chunk): a
// visitor's first screen does not, and Auth is a fifth of the app's first-load JavaScript.
import type { FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import type { InitJson } from './firebase-config.ts';

export function startAuth(app: FirebaseApp, emulators: InitJson['emulators'] | null) {
  // getAuth() would also load Google's popup helper (apis.google.com) on every page; it is given only to the
  // Google sign-in itself (firebase-auth.ts), so no page load asks a third party for anything.
  // The signed-in user is kept in localStorage first, where the prerendered pages' head script can see it before
  // the first paint (decision 019); a user kept in IndexedDB by an earlier version is moved there on start.
  const auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
  if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  return auth;
}
