// Test environment for firestore.rules: the real Firestore emulator, under its own project id.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { newProfileDocument, type Role } from '@marketplace/shared/session/profile';

/** The emulator serves many projects at once; other suites use theirs, so this one never leaves its own. */
export const RULES_PROJECT_ID = 'demo-rules';

function emulatorAddress(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST;
  if (!raw) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules suite through `npm test`.');
  const colon = raw.lastIndexOf(':');
  const port = Number(raw.slice(colon + 1));
  if (colon <= 0 || !Number.isInteger(port)) {
    throw new Error(`FIRESTORE_EMULATOR_HOST must look like host:port, got '${raw}'`);
  }
  return { host: raw.slice(0, colon), port };
}

function startRulesTestEnv(): Promise<RulesTestEnvironment> {
  // Refusals are what most tests expect, and assertFails reports them. The SDK logs a refused write as a
  // warning (the Write stream's PERMISSION_DENIED), which fail-on-console would count against the test; at
  // 'error' an expected refusal (write, get or listener) logs nothing, while what the SDK does log as an
  // error still fails the test, so not 'silent'.
  setLogLevel('error');
  // Read relative to this file, so the suite does not depend on the directory vitest is started from.
  const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
  return initializeTestEnvironment({ projectId: RULES_PROJECT_ID, firestore: { rules, ...emulatorAddress() } });
}

export interface RulesEnvOptions {
  /** Writes what every test of the suite starts from, past the rules, after the database is emptied. */
  seed?: (env: RulesTestEnvironment) => Promise<void>;
}

/**
 * The one harness of the rules suites: registers one rules environment for the file and, before each test,
 * an empty database plus what `seed` writes. Called at a suite's top level, before the environment has
 * started, so it answers with a stand-in that hands every call on to the environment `beforeAll` started.
 */
export function useRulesEnv(options: RulesEnvOptions = {}): RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await startRulesTestEnv();
  });
  afterAll(async () => {
    // cleanup() deletes each context's app without waiting, so the stream of a listener the last test closed can
    // still be shutting down when the next file's first clearFirestore deletes what it watched; the emulator then
    // fails that clear with a 500 (StreamTransportClosedException in its log). Emptied here, while every stream is
    // still open, the database leaves that clear nothing to announce.
    await env?.clearFirestore();
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env!.clearFirestore();
    await options.seed?.(env!);
  });
  return startedLater(() => {
    if (!env) throw new Error('The rules environment is used before beforeAll started it.');
    return env;
  });
}

/** An environment whose every member is read from `started()` when used, not when made. */
function startedLater(started: () => RulesTestEnvironment): RulesTestEnvironment {
  return {
    get projectId() {
      return started().projectId;
    },
    get emulators() {
      return started().emulators;
    },
    authenticatedContext: (uid, token) => started().authenticatedContext(uid, token),
    unauthenticatedContext: () => started().unauthenticatedContext(),
    withSecurityRulesDisabled: (callback) => started().withSecurityRulesDisabled(callback),
    clearDatabase: () => started().clearDatabase(),
    clearFirestore: () => started().clearFirestore(),
    clearStorage: () => started().clearStorage(),
    cleanup: () => started().cleanup(),
  };
}

/** A signed-in person as the rules see them: a uid plus the claims on their ID token. */
export interface Person {
  uid: string;
  token: TokenOptions;
}

/** A person whose email is verified, at `${uid}@example.com`. */
export const verifiedPerson = (uid: string, extra: TokenOptions = {}): Person => ({
  uid,
  token: { email: `${uid}@example.com`, email_verified: true, ...extra },
});

export const people = {
  alice: verifiedPerson('alice'),
  bob: verifiedPerson('bob'),
  /** Has the server-set admin claim. */
  admin: verifiedPerson('admin-ann', { admin: true }),
  /** Just signed up: the verification link is not clicked yet. */
  unverifiedCarol: { uid: 'carol', token: { email: 'carol@example.com', email_verified: false } },
} satisfies Record<string, Person>;

// The library hands out the compat Firestore; the modular functions accept it at runtime (they unwrap
// it), but its declared type is the compat class, so it is narrowed here once.
const modular = (context: RulesTestContext): Firestore => context.firestore() as unknown as Firestore;

export const asPerson = (env: RulesTestEnvironment, person: Person): Firestore =>
  modular(env.authenticatedContext(person.uid, person.token));

export const asVisitor = (env: RulesTestEnvironment): Firestore => modular(env.unauthenticatedContext());

/** Writes data the way the server (admin SDK) would: past the rules. */
export async function seed(env: RulesTestEnvironment, path: string, data: DocumentData): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(modular(context), path), data);
  });
}

/** Reads a document the way the server (admin SDK) would: past the rules. Undefined when there is none. */
export async function storedData(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(modular(context), path))).data();
  });
  return data;
}

/** The profile signup writes, seeded past the rules; the marketplace rules read the caller's role from it. */
export const seedProfile = (env: RulesTestEnvironment, person: Person, role: Role): Promise<void> =>
  seed(env, paths.user(person.uid), newProfileDocument({ uid: person.uid, email: String(person.token.email) }, role));
