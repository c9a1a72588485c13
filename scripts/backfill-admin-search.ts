// `node --import tsx scripts/backfill-admin-search.ts`: gives every user the admin search's grams and every store
// product its search entry (functions/src/features/admin/search-grams.ts, decision 087), and the console search its provider keys and lower-case titles
// (search-keys-backfill.ts), for documents written before the search existed.
// Against `npm start`'s running emulators by default; with `--project <id>` against that Firebase project, with
// the machine's Google credentials (`gcloud auth application-default login`). Safe to run again, and beside
// the deployed trigger: it writes only grams that are missing or stale.
import type { Firestore } from 'firebase-admin/firestore';
import { backfillSearchGrams } from '../functions/src/features/admin/search-grams.ts';
import { backfillConsoleSearch } from '../functions/src/features/admin/search-keys-backfill.ts';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';

const say = (line: string) => console.log(`[backfill-admin-search] ${line}`);

async function backfillAll(db: Firestore) {
  return { ...(await backfillSearchGrams(db)), console: await backfillConsoleSearch(db) };
}

async function inProject(projectId: string) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `backfill-${process.pid}`);
  try {
    return await backfillAll(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

if (isMain(import.meta.url)) {
  await runMain('backfill-admin-search', async () => {
    const [flag, projectId] = process.argv.slice(2);
    if (flag !== undefined && (flag !== '--project' || !projectId)) {
      throw new UserFacingError('Usage: node --import tsx scripts/backfill-admin-search.ts [--project <id>]');
    }
    let counts;
    if (projectId) {
      counts = await inProject(projectId);
    } else {
      await useRunningLocalEmulators();
      counts = await withLocalAdmin(({ db }) => backfillAll(db));
    }
    say(
      `users: ${counts.users.read} read, ${counts.users.written} given grams; ` +
        `store products: ${counts.products.read} read, ${counts.products.written} search entries written; ` +
        `console search: ${counts.console.read} records read, ${counts.console.written} keys and titles written.`,
    );
  });
}
