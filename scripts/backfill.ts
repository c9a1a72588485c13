// How a script that fills in or rebuilds stored data (scripts/backfill-*.ts, rebuild-store.ts) reaches it:
// `npm start`'s running emulators by default, or with `--project <id>` that Firebase project, with the machine's
// Google credentials (`gcloud auth application-default login`).
import type { Firestore } from 'firebase-admin/firestore';
import { UserFacingError } from './ports.ts';
import { runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';

/** Runs `work` on the Firestore of the Firebase project `projectId`, then lets go of it. */
export async function inProject<T>(projectId: string, work: (db: Firestore) => Promise<T>): Promise<T> {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `backfill-${process.pid}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** The project a backfill's command line names (`--project <id>`), or null for the running emulators. */
export function projectAsked(name: string, args: string[]): string | null {
  const [flag, projectId] = args;
  if (flag === undefined) return null;
  if (flag !== '--project' || !projectId || args.length > 2) {
    throw new UserFacingError(`Usage: node --import tsx scripts/${name}.ts [--project <id>]`);
  }
  return projectId;
}

/**
 * The main of a backfill script that takes only `[--project <id>]`: runs `backfill` where the command line says,
 * then prints what it counted, in `report`'s words, behind the script's name.
 */
export async function runBackfill<Counts>(
  name: string,
  backfill: (db: Firestore) => Promise<Counts>,
  report: (counts: Counts) => string,
): Promise<void> {
  await runMain(name, async () => {
    const projectId = projectAsked(name, process.argv.slice(2));
    let counts: Counts;
    if (projectId) {
      counts = await inProject(projectId, backfill);
    } else {
      await useRunningLocalEmulators();
      counts = await withLocalAdmin(({ db }) => backfill(db));
    }
    console.log(`[${name}] ${report(counts)}`);
  });
}
