// The Firebase configuration from /__/firebase/init.json (Hosting's in production, the local host's with
// the emulators' addresses locally), so one build serves both. Fetched once: the first read (first-read.ts)
// and Firebase's start (firebase.ts) both need it, and share one request.
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

/** Where Hosting (and the local host) serve the configuration; index.html preloads it (web/vite-first-load.ts). */
export const CONFIG_PATH = '/__/firebase/init.json';

export const loadConfig = loadOnce(async (): Promise<InitJson> => {
  const response = await fetch(CONFIG_PATH);
  if (!response.ok) throw new Error(`Could not load the Firebase configuration (HTTP ${response.status}).`);
  return (await response.json()) as InitJson;
});
