// `npm start` however it ends: a SIGKILL leaves no process and no port behind and the next start has the
// newest snapshot's data (Auth and Firestore) and whole demo accounts; SIGTERM and SIGHUP save the data as
// Ctrl-C does. Each test runs the real start script on free ports with a data folder of its own.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signOut } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { firebaseAuth } from '../web/src/features/session/firebase-auth.ts';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { apiClient } from '../web/src/lib/api-client.ts';
import { firestoreProfileDocuments } from '../web/src/features/session/firestore-profile-documents.ts';
import { isPortFree } from './ports.ts';
import { demoProjects } from './seed-data/demo-projects.ts';
import { demoUsers, DEMO_PASSWORD } from './seed.ts';
import { listSnapshots, newestSnapshot } from './snapshots.ts';
import {
  anyGroupAlive,
  appFirebase,
  becomesTrue,
  type AppFirebase,
  childGroups,
  ownerRequest,
  stackPorts,
  standInWebDist,
  storedDocument,
  useStackCleanups,
  type StackPorts,
} from './test-fixtures/local-stack.ts';

const { cleanups, start } = useStackCleanups();

/** A data folder and free ports of the test's own; whatever it starts is stopped (by its pid) at the end. */
async function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-stack-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, dataDir: join(dir, 'data'), webDist: standInWebDist(dir), ports: await stackPorts() };
}

/** The web app's AuthPort as compose.ts builds it, on Firestore already started. */
const appAuth = async (firebase: AppFirebase) =>
  firebaseAuth(
    firebase.auth,
    firestoreProfileDocuments(await firebase.firestore()),
    apiClient(profileContract, firebase.auth),
  );

const uniqueEmail = (purpose: string) => `${purpose}-${Date.now()}-${process.pid}@example.com`;

/**
 * Signs a new seller up as the web app's AuthPort does: the account (Firebase Auth), then its profile through the
 * host's API (POST /api/profile, with the new account's token), then signed out again (unverified).
 */
async function signUpThroughTheApp(appUrl: string, email: string): Promise<string> {
  const firebase = await appFirebase(appUrl);
  try {
    const { createUserWithEmailAndPassword } = await import('firebase/auth');
    const { user } = await createUserWithEmailAndPassword(firebase.auth, email, 'secret-123');
    const response = await fetch(`${appUrl}/api/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await user.getIdToken()}` },
      body: JSON.stringify({ role: 'seller' }),
    });
    if (response.status !== 201) throw new Error(`POST /api/profile answered ${response.status}`);
    await signOut(firebase.auth);
    return user.uid;
  } finally {
    await firebase.close();
  }
}

const allPortsFree = async (ports: StackPorts) => (await takenPorts(ports)).length === 0;

/** The stack's ports something still listens on, by what they are for: a failure then says which. */
const takenPorts = async (ports: StackPorts) => {
  const free = await Promise.all(Object.values(ports).map((port) => isPortFree(port)));
  return Object.entries(ports)
    .filter((_, i) => !free[i])
    .map(([what, port]) => `${what} ${port}`);
};

describe('npm start', () => {
  it('leaves no process or port behind when killed with SIGKILL, and the next start has the newest snapshot and whole demo accounts', async () => {
    const { dataDir, webDist, ports } = await setUp();
    const first = await start({ ports, dataDir, webDist, snapshotIntervalMs: 2_000 });

    // The first start's demo chargeback, through the host's webhook to its record (decision 049).
    const disputeId = /demo chargeback: (disp_sim_\S+),/.exec(first.output())?.[1];
    expect(disputeId, first.output()).toBeDefined();
    expect(
      await becomesTrue(
        async () => (await storedDocument(ports.firestore, paths.chargeback(disputeId!))) !== null,
        30_000,
      ),
    ).toBe(true);
    const chargeback = await storedDocument(ports.firestore, paths.chargeback(disputeId!));
    expect(chargeback?.treatment?.stringValue).toBe('recovered');
    expect(chargeback?.status?.stringValue).toBe('open');

    const email = uniqueEmail('crash');
    const uid = await signUpThroughTheApp(first.appUrl, email);
    // Damage two demo accounts as the issue found them: a profile missing, an email no longer verified.
    const admin = await appFirebase(first.appUrl);
    const { signInWithEmailAndPassword } = await import('firebase/auth');
    const adminUid = (await signInWithEmailAndPassword(admin.auth, 'admin@example.com', DEMO_PASSWORD)).user.uid;
    const studentUid = (await signInWithEmailAndPassword(admin.auth, 'student@example.com', DEMO_PASSWORD)).user.uid;
    await admin.close();
    await ownerRequest(
      `http://127.0.0.1:${ports.firestore}/v1/projects/demo-marketplace/databases/(default)/documents/${paths.user(adminUid)}`,
      'DELETE',
    );
    await ownerRequest(
      `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/projects/demo-marketplace/accounts:update`,
      'POST',
      { localId: studentUid, emailVerified: false },
    );
    const changedAt = Date.now();
    // A snapshot begun after the last change holds all of it.
    expect(await becomesTrue(() => (newestSnapshot(dataDir)?.takenAt ?? 0) > changedAt, 60_000)).toBe(true);

    const groups = childGroups(first.child.pid!);
    expect(groups.length).toBeGreaterThanOrEqual(4); // Firestore, Pub/Sub, Auth, host
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await becomesTrue(() => !anyGroupAlive(groups), 30_000)).toBe(true);
    expect(await becomesTrue(() => allPortsFree(ports), 30_000)).toBe(true);
    // The crash left no staging folder that a start would take for a snapshot.
    expect(listSnapshots(dataDir).length).toBeGreaterThan(0);

    const second = await start({ ports, dataDir, webDist, snapshotIntervalMs: 2_000 });
    expect(second.output()).toContain('the last run did not stop cleanly: restoring its newest snapshot');
    expect(second.output()).toContain('admin@example.com: profile written');
    expect(second.output()).toContain('student@example.com: email marked verified');

    // The demo projects, seeded once by the first start, came back with its snapshot.
    expect(first.output()).toContain(`demo projects: ${demoProjects.length} new`);
    expect(second.output()).not.toContain('demo projects:');
    for (const { id } of demoProjects)
      expect(await storedDocument(ports.firestore, paths.project(id)), id).not.toBeNull();
    const disputed = await storedDocument(ports.firestore, paths.project('demo-project-disputed'));
    expect(disputed?.disputeStatus?.stringValue).toBe('open');
    // The chargeback is raised once: the second start raises none.
    expect(second.output()).not.toContain('demo chargeback');
    expect(await storedDocument(ports.firestore, paths.chargeback(disputeId!))).not.toBeNull();

    // The new seller: the account (with its password) and the profile the app wrote.
    const firebase = await appFirebase(second.appUrl);
    cleanups.push(() => firebase.close());
    const auth = await appAuth(firebase);
    expect(await auth.logIn({ email, password: 'secret-123' })).toBe('unverified');
    expect((await storedDocument(ports.firestore, paths.user(uid)))?.role?.stringValue).toBe('seller');
    // The demo accounts: each signs in verified, has its profile and role, and the admin its claim.
    for (const demo of demoUsers) {
      expect(await auth.logIn({ email: demo.email, password: DEMO_PASSWORD })).toBe('signedIn');
      const user = firebase.auth.currentUser!;
      expect((await storedDocument(ports.firestore, paths.user(user.uid)))?.role?.stringValue).toBe(demo.role);
      if (demo.role === 'admin') expect((await user.getIdTokenResult(true)).claims.admin).toBe(true);
      await auth.signOut();
    }
  }, 600_000);

  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    it(`saves the data on ${signal} as on Ctrl-C, and stops everything`, async () => {
      const { dataDir, webDist, ports } = await setUp();
      // No snapshot falls due during the test: only the one taken at the stop can hold the new data.
      const stack = await start({ ports, dataDir, webDist, snapshotIntervalMs: 3_600_000 });
      const email = uniqueEmail(signal.toLowerCase());
      const uid = await signUpThroughTheApp(stack.appUrl, email);
      const before = newestSnapshot(dataDir)!;
      expect(before.reason).toBe('seed');
      const groups = childGroups(stack.child.pid!);

      stack.child.kill(signal);
      expect(await stack.exited).toBe(0);
      expect(stack.output()).toContain(`[start] ${signal}: stopping`);
      expect(stack.output()).toContain('[start] stopped');
      expect(anyGroupAlive(groups)).toBe(false);
      expect(await takenPorts(ports)).toEqual([]);

      const saved = newestSnapshot(dataDir)!;
      expect(saved.reason).toBe('stop');
      expect(saved.takenAt).toBeGreaterThan(before.takenAt);
      const accounts = readFileSync(join(saved.dir, 'auth', 'auth_export', 'accounts.json'), 'utf8');
      expect(accounts).toContain(email);
      const exportDir = join(saved.dir, 'firestore', 'firestore_export', 'all_namespaces', 'all_kinds');
      const exported = readdirSync(exportDir)
        .filter((name) => name.startsWith('output-'))
        .map((name) => readFileSync(join(exportDir, name)).toString('latin1'))
        .join('');
      expect(exported).toContain(paths.user(uid).split('/').at(-1));
    }, 300_000);
  }
});
