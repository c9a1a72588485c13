// Test environment for firestore.rules: the real Firestore emulator, under its own project id.
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDocFromServer,
  getFirestore,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
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
  const standIn = startedLater(() => {
    if (!env) throw new Error('The rules environment is used before beforeAll started it.');
    return env;
  });
  beforeAll(async () => {
    env = await startRulesTestEnv();
  });
  afterAll(async () => {
    // cleanup() deletes each context's app without waiting, so the stream of a listener the last test closed can
    // still be shutting down when the next file's first clearFirestore deletes what it watched; the emulator then
    // fails that clear with a 500 (StreamTransportClosedException in its log). Emptied here, while every stream is
    // still open, the database leaves that clear nothing to announce.
    await env?.clearFirestore();
    const owner = owners.get(standIn);
    if (owner) await deleteApp(owner.app);
    await env?.cleanup();
  });
  beforeEach(async () => {
    callerDbs.delete(standIn);
    await env!.clearFirestore();
    await options.seed?.(standIn);
  });
  return standIn;
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

/**
 * Each caller's Firestore, made once for a test, and the one that writes past the rules, made once for a suite's
 * file. Every context the library makes is a Firebase app of its own whose first request opens its own connection:
 * a read through a new one took 154 ms (26 ms of CPU) where the next read through it took 13 ms (2 ms), and a seed
 * through `withSecurityRulesDisabled` 164 ms (44 ms), on this machine under load (2026-11-30); the suites made
 * several per test. A caller's Firestore is not kept past its test: kept across the database's emptying, reads
 * answered from what its listeners had seen before (a rating of the last test's shards) or waited for good.
 */
const callerDbs = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();
const owners = new WeakMap<RulesTestEnvironment, Firestore>();

function kept(env: RulesTestEnvironment, key: string, make: () => Firestore): Firestore {
  const mine = callerDbs.get(env) ?? new Map<string, Firestore>();
  callerDbs.set(env, mine);
  const db = mine.get(key) ?? make();
  mine.set(key, db);
  return db;
}

export const asPerson = (env: RulesTestEnvironment, person: Person): Firestore =>
  kept(env, JSON.stringify([person.uid, person.token]), () =>
    modular(env.authenticatedContext(person.uid, person.token)),
  );

export const asVisitor = (env: RulesTestEnvironment): Firestore =>
  kept(env, 'visitor', () => modular(env.unauthenticatedContext()));

/**
 * The suite's Firestore past the rules, as the server's admin SDK writes: the emulator's 'owner' token, which
 * `withSecurityRulesDisabled` also signs its contexts with. Deleted with the suite's environment.
 */
function owner(env: RulesTestEnvironment): Firestore {
  const known = owners.get(env);
  if (known) return known;
  const { host, port } = env.emulators.firestore!;
  const app = initializeApp({ projectId: env.projectId }, `rules-owner-${env.projectId}-${Math.random()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  owners.set(env, db);
  return db;
}

/** Writes data the way the server (admin SDK) would: past the rules. */
export async function seed(env: RulesTestEnvironment, path: string, data: DocumentData): Promise<void> {
  await setDoc(doc(owner(env), path), data);
}

/**
 * Reads a document the way the server (admin SDK) would: past the rules. Undefined when there is none. From the
 * server, never the file-long owner client's cache: it must see what a test's callers wrote since.
 */
export async function storedData(env: RulesTestEnvironment, path: string): Promise<DocumentData | undefined> {
  return (await getDocFromServer(doc(owner(env), path))).data();
}

/** The profile signup writes, seeded past the rules; the marketplace rules read the caller's role from it. */
export const seedProfile = (env: RulesTestEnvironment, person: Person, role: Role): Promise<void> =>
  seed(env, paths.user(person.uid), newProfileDocument({ uid: person.uid, email: String(person.token.email) }, role));
