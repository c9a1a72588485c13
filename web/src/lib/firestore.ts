// Firestore for the browser, started when a port first needs it (lib/firebase.ts loads this chunk).
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { InitJson } from './firebase-config.ts';

export function startFirestore(app: FirebaseApp, emulators: InitJson['emulators'] | null): Firestore {
  const db = getFirestore(app);
  if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  return db;
}
