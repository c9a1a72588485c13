// What the browser suites need from the running stack: its addresses, current rules, seeded people
// and the Auth emulator's mailbox. Everything is seeded per run with unique emails; nothing is cleared.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SEARCH_GRAMS_FIELD } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import type { Role } from '@marketplace/shared/session/profile';

export { eventually } from '../../support/eventually.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser suite through \`npm test\` (scripts/test.ts).`);
  return value;
}

export const stack = {
  appUrl: required('APP_URL').replace(/\/+$/, ''),
  firestoreHost: required('FIRESTORE_EMULATOR_HOST'),
  authHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
  projectId: process.env.GCLOUD_PROJECT ?? 'demo-marketplace',
};

// The admin SDK must not look for a metadata server (there is none offline).
process.env.METADATA_SERVER_DETECTION ??= 'none';

/**
 * The emulator may have been started before firestore.rules was finished, so each suite loads the
 * current file; under scripts/test.ts this is the same text the emulator already has.
 */
export async function loadCurrentRules(): Promise<void> {
  const content = await readFile(new URL('../../../firestore.rules', import.meta.url), 'utf8');
  const response = await fetch(`http://${stack.firestoreHost}/emulator/v1/projects/${stack.projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new Error(`loading firestore.rules failed: HTTP ${response.status} ${await response.text()}`);
}

/** A unique address per run and purpose, so reruns against the same emulators never collide. */
export function uniqueEmail(purpose: string): string {
  return `${purpose}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
}

export interface Admin {
  auth: Auth;
  db: Firestore;
  /**
   * Reads a profile document as its owner and the app wrote it (undefined when it does not exist): without the
   * field the server keeps beside it for the admin search, which arrives a moment after any write.
   */
  profile(uid: string): Promise<Record<string, unknown> | undefined>;
  /** A person created directly in the emulators, as if they had signed up earlier. */
  seedPerson(input: { email: string; password: string; role: Role; verified: boolean }): Promise<string>;
  close(): Promise<void>;
}

export function connectAdmin(): Admin {
  const app: App = initializeApp({ projectId: stack.projectId }, `e2e-${randomUUID()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);
  return {
    auth,
    db,
    async profile(uid) {
      const snapshot = await db.doc(paths.user(uid)).get();
      if (!snapshot.exists) return undefined;
      const { [SEARCH_GRAMS_FIELD]: _serverKept, ...written } = snapshot.data() ?? {};
      return written;
    },
    async seedPerson({ email, password, role, verified }) {
      const { uid } = await auth.createUser({ email, password, emailVerified: verified });
      if (role === 'admin') await auth.setCustomUserClaims(uid, { admin: true });
      await db.doc(paths.user(uid)).set({ uid, email, role });
      return uid;
    },
    close: () => deleteApp(app),
  };
}

export interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The verification mails the Auth emulator kept for one address, oldest first. */
export async function verificationMails(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${stack.authHost}/emulator/v1/projects/${stack.projectId}/oobCodes`);
  if (!response.ok) throw new Error(`reading oobCodes failed: HTTP ${response.status}`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}
