// `node --import tsx scripts/backfill-listed-projects.ts`: gives every project written before decision 031 its
// `hidden: false`, which the sellers' lists ask for (functions/src/features/safety/listed-projects.ts). Against
// `npm start`'s running emulators by default (the start script does it on its own at each start); with
// `--project <id>` against that Firebase project, with the machine's Google credentials. Safe to run again.
import { markProjectsListed } from '../functions/src/features/safety/listed-projects.ts';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';

const say = (line: string) => console.log(`[backfill-listed-projects] ${line}`);

async function inProject(projectId: string) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `backfill-${process.pid}`);
  try {
    return await markProjectsListed(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

if (isMain(import.meta.url)) {
  await runMain('backfill-listed-projects', async () => {
    const [flag, projectId] = process.argv.slice(2);
    if (flag !== undefined && (flag !== '--project' || !projectId)) {
      throw new UserFacingError('Usage: node --import tsx scripts/backfill-listed-projects.ts [--project <id>]');
    }
    let counts;
    if (projectId) {
      counts = await inProject(projectId);
    } else {
      await useRunningLocalEmulators();
      counts = await withLocalAdmin(({ db }) => markProjectsListed(db));
    }
    say(`projects: ${counts.read} read, ${counts.marked} marked listed.`);
  });
}
