// `node --import tsx scripts/backfill-notification-names.ts`: gives every 'taken' notification written before they
// listed the people they name, and its mail, its `names` (functions/src/features/privacy/backfill-names.ts), which a
// deletion finds them by. Against `npm start`'s running emulators by default (the start script does it on its own at
// each start); with `--project <id>` against that Firebase project, with the machine's Google credentials. Safe to
// run again.
import { backfillNotificationNames } from '../functions/src/features/privacy/backfill-names.ts';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';

const say = (line: string) => console.log(`[backfill-notification-names] ${line}`);

async function inProject(projectId: string) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `backfill-${process.pid}`);
  try {
    return await backfillNotificationNames(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

if (isMain(import.meta.url)) {
  await runMain('backfill-notification-names', async () => {
    const [flag, projectId] = process.argv.slice(2);
    if (flag !== undefined && (flag !== '--project' || !projectId)) {
      throw new UserFacingError('Usage: node --import tsx scripts/backfill-notification-names.ts [--project <id>]');
    }
    let counts;
    if (projectId) {
      counts = await inProject(projectId);
    } else {
      await useRunningLocalEmulators();
      counts = await withLocalAdmin(({ db }) => backfillNotificationNames(db));
    }
    say(`'taken' notifications: ${counts.read} read; ${counts.named} notifications and mails given names.`);
  });
}
