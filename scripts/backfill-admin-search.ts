// `node --import tsx scripts/backfill-admin-search.ts`: gives every user the admin search's grams and every store
// product its search entry (functions/src/features/admin/search-grams.ts, decision 087), and the console search its
// provider keys and lower-case titles (search-keys-backfill.ts), for documents written before the search existed.
// Against `npm start`'s running emulators by default; with `--project <id>` against that Firebase project, with
// the machine's Google credentials (`gcloud auth application-default login`). Safe to run again, and beside
// the deployed trigger: it writes only grams that are missing or stale.
import type { Firestore } from 'firebase-admin/firestore';
import { backfillSearchGrams } from '../functions/src/features/admin/search-grams.ts';
import { backfillConsoleSearch } from '../functions/src/features/admin/search-keys-backfill.ts';
import { isMain } from './script-entry.ts';
import { runBackfill } from './backfill.ts';

async function backfillAll(db: Firestore) {
  return { ...(await backfillSearchGrams(db)), console: await backfillConsoleSearch(db) };
}

if (isMain(import.meta.url)) {
  await runBackfill('backfill-admin-search', backfillAll, (counts) => {
    return (
      `users: ${counts.users.read} read, ${counts.users.written} given grams; ` +
      `store products: ${counts.products.read} read, ${counts.products.written} search entries written; ` +
      `console search: ${counts.console.read} records read, ${counts.console.written} keys and titles written.`
    );
  });
}
