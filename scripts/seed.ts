// Demo accounts for local use: a student, a seller and an admin, each with a profile document. `npm start`
// seeds them on a first start and repairs what is missing of them on every other; `npm run seed` (with
// `npm start` running) restores them at any time.
import { join } from 'node:path';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newProfileDocument, type Role } from '@marketplace/shared/session/profile';
import { PROJECT_ID, emulatorEnv } from './emulators.ts';
import { UserFacingError, localPorts } from './ports.ts';
import { seedDemoHistory } from './seed-insights.ts';
import { seedDemoJobs } from './seed-jobs.ts';
import { seedDemoProjects, verifyDemoSeller } from './seed-projects.ts';
import { backfillConsoleSearch } from '../functions/src/features/admin/search-keys-backfill.ts';
import { backfillNotificationNames } from '../functions/src/features/privacy/backfill-names.ts';
import { markProjectsListed } from '../functions/src/features/safety/listed-projects.ts';
import { ROOT } from './root.ts';
import { seedDemoStore } from './seed-store.ts';
import { isMain, runMain } from './script-entry.ts';

export const DEMO_PASSWORD = 'password123';
export const DEMO_SELLER_EMAIL = 'seller@example.com';

export const demoUsers: readonly { email: string; role: Role; fullName: string }[] = [
  { email: 'student@example.com', role: 'student', fullName: 'Demo Student' },
  { email: 'seller@example.com', role: 'seller', fullName: 'Demo Seller' },
  // A second seller, so the demo project asking for offers has two sellers' offers side by side (decision 067).
  { email: 'seller2@example.com', role: 'seller', fullName: 'Second Demo Seller' },
  { email: 'admin@example.com', role: 'admin', fullName: 'Demo Admin' },
];

/**
 * For scripts run by themselves: points the clients at `npm start`'s emulators (never at a real project) and
 * checks that they answer. Must run before firebase-admin loads, which is why withLocalAdmin imports it late.
 */
export async function useRunningLocalEmulators(): Promise<void> {
  for (const [name, value] of Object.entries(emulatorEnv(localPorts))) process.env[name] ??= value;
  for (const [what, address] of [
    ['Firestore', process.env.FIRESTORE_EMULATOR_HOST],
    ['Auth', process.env.FIREBASE_AUTH_EMULATOR_HOST],
  ] as const) {
    try {
      await fetch(`http://${address}/`, { signal: AbortSignal.timeout(3_000) });
    } catch {
      throw new UserFacingError(
        `The local ${what} emulator is not running (nothing answers on ${address}). Start it with \`npm start\`, then run this again.`,
      );
    }
  }
}

/** Runs `work` with admin clients of the emulators named in the environment, and closes them after. */
export async function withLocalAdmin<T>(work: (clients: { auth: Auth; db: Firestore }) => Promise<T>): Promise<T> {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID }, `scripts-${process.pid}-${Date.now()}`);
  try {
    return await work({ auth: getAuth(app), db: getFirestore(app) });
  } finally {
    await deleteApp(app);
  }
}

export async function findUserByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Creates what is missing and resets what a person may have changed (password, verification), so the demo
 * accounts always sign in.
 */
export async function seedDemoUsers(say: (line: string) => void): Promise<void> {
  await withLocalAdmin(async ({ auth, db }) => {
    for (const demo of demoUsers) {
      const found = await findUserByEmail(auth, demo.email);
      const account = { password: DEMO_PASSWORD, emailVerified: true, displayName: demo.fullName };
      const user = found
        ? await auth.updateUser(found.uid, account)
        : await auth.createUser({ email: demo.email, ...account });
      if (demo.role === 'admin') await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
      const profile = db.doc(paths.user(user.uid));
      if (!(await profile.get()).exists) {
        await profile.set({
          ...newProfileDocument({ uid: user.uid, email: demo.email }, demo.role),
          fullName: demo.fullName,
        });
      }
    }
    say(`demo users: ${demoUsers.map((demo) => demo.email).join(', ')} (password ${DEMO_PASSWORD})`);
  });
}

/**
 * Every start after the first: makes each demo account whole again and touches nothing else. A missing
 * account is created (with the demo password), an unverified email is marked verified, the admin gets
 * back the admin claim, a missing profile is written and a profile whose role is not the account's is
 * given it back (the admin could pick Student while its profile was missing). A password or name a person
 * changed stays. Returns one line per repair.
 */
export async function repairDemoAccounts(): Promise<string[]> {
  return withLocalAdmin(async ({ auth, db }) => {
    const repairs: string[] = [];
    for (const demo of demoUsers) {
      let user = await findUserByEmail(auth, demo.email);
      if (!user) {
        user = await auth.createUser({
          email: demo.email,
          password: DEMO_PASSWORD,
          emailVerified: true,
          displayName: demo.fullName,
        });
        repairs.push(`${demo.email}: account created`);
      } else if (!user.emailVerified) {
        user = await auth.updateUser(user.uid, { emailVerified: true });
        repairs.push(`${demo.email}: email marked verified`);
      }
      if (demo.role === 'admin' && user.customClaims?.admin !== true) {
        await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
        repairs.push(`${demo.email}: admin claim given back`);
      }
      const profile = db.doc(paths.user(user.uid));
      const stored = await profile.get();
      if (!stored.exists) {
        await profile.set({
          ...newProfileDocument({ uid: user.uid, email: demo.email }, demo.role),
          fullName: demo.fullName,
        });
        repairs.push(`${demo.email}: profile written`);
      } else if (stored.get('role') !== demo.role) {
        await profile.update({ role: demo.role });
        repairs.push(`${demo.email}: role set back to ${demo.role}`);
      }
      // Data seeded before verified sellers (decision 033): the demo seller verified, so the demo's payouts pay. The
      // second seller is paid nothing in the demo and stays unverified, so the offers show the badge on one only.
      if (
        demo.email === DEMO_SELLER_EMAIL &&
        (await verifyDemoSeller(db, { seller: { uid: user.uid, email: demo.email } }))
      ) {
        repairs.push(`${demo.email}: verified as a seller`);
      }
    }
    // Projects from before decision 031 are given `hidden: false`, which the sellers' lists ask for.
    const { marked } = await markProjectsListed(db);
    if (marked > 0) repairs.push(`projects: ${marked} marked listed`);
    // Notifications from before they listed the people they name (decision 040) are given `names`.
    const { named } = await backfillNotificationNames(db);
    if (named > 0) repairs.push(`notifications and mails: ${named} given names`);
    // Data from before the console search's keys and lower-case titles (decision 063).
    const { written } = await backfillConsoleSearch(db);
    if (written > 0) repairs.push(`console search: ${written} keys and titles written`);
    return repairs;
  });
}

/** `npm start`'s data folder, where the local media live beside the emulators' data. */
export const localMediaDir = join(ROOT, '.local-data', 'media');

/**
 * The demo accounts, the demo store (its photos in `mediaDir`), the demo jobs, the demo projects and 12 months of
 * history for Insights.
 */
export async function seedDemoData(say: (line: string) => void, mediaDir = localMediaDir): Promise<void> {
  await seedDemoUsers(say);
  await withLocalAdmin(async ({ auth, db }) => {
    await seedDemoStore(say, { auth, db, mediaDir });
    await seedDemoJobs(say, db);
    await seedDemoProjects(say, { auth, db });
    await seedDemoHistory(say, { auth, db });
    // The demo's records are written straight, not through the server: their search keys and titles (decision 063).
    await backfillConsoleSearch(db);
  });
}

if (isMain(import.meta.url)) {
  await runMain('seed', async () => {
    await useRunningLocalEmulators();
    await seedDemoData((line) => console.log(`[seed] ${line}`));
  });
}
