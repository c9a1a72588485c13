// `node --import tsx scripts/backfill-insights.ts [--project <id>] [--from YYYY-MM-DD]`: after the first deploy of
// Insights (decision 037), counts every existing user, store product, job and application into the admin tiles'
// counters, then folds every India day from `--from` (by default the first day a project, a person or a ledger entry
// was recorded) to yesterday. Against `npm start`'s running emulators by default; with `--project <id>` against that
// Firebase project, with the machine's Google credentials. Safe to run again, and beside the deployed triggers and
// schedule: counting follows each item, and a fold writes what the days hold.
import type { Firestore } from 'firebase-admin/firestore';
import { addDays } from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { paths } from '@marketplace/shared/paths';
import { toMillis } from '@marketplace/shared/to-millis';
import { backfillTotals } from '../functions/src/features/insights/count-totals.ts';
import { backfillInsights } from '../functions/src/features/insights/fold-insights.ts';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';
import { useRunningLocalEmulators, withLocalAdmin } from './seed.ts';
import { inProject } from './backfill.ts';

const say = (line: string) => console.log(`[backfill-insights] ${line}`);
const usage = 'Usage: node --import tsx scripts/backfill-insights.ts [--project <id>] [--from YYYY-MM-DD]';

/** The first India day anything was recorded: the oldest project, public profile or ledger entry. */
async function firstDay(db: Firestore): Promise<string | null> {
  const oldest = async (collection: string, field: string) => {
    const found = await db.collection(collection).orderBy(field).limit(1).get();
    return found.empty ? null : toMillis(found.docs[0]!.get(field));
  };
  const times = (
    await Promise.all([
      oldest(paths.projects, 'createdAt'),
      oldest(db.doc(paths.publicProfile('_')).parent.path, 'since'),
      oldest(paths.ledgerEntries, 'at'),
    ])
  ).filter((millis): millis is number => millis !== null);
  return times.length === 0 ? null : indiaDay(Math.min(...times));
}

export async function backfill(db: Firestore, from: string | null): Promise<void> {
  const counted = await backfillTotals({ db });
  say(
    `counted ${counted.users} users, ${counted.products} products, ${counted.jobs} jobs, ${counted.applications} applications`,
  );
  const start = from ?? (await firstDay(db));
  const yesterday = addDays(indiaDay(Date.now()), -1);
  if (!start || start > yesterday) return say('no day to fold');
  say(`folded ${await backfillInsights(db, { from: start, to: yesterday })} days, ${start} to ${yesterday}`);
}

if (isMain(import.meta.url)) {
  await runMain('backfill-insights', async () => {
    const args = process.argv.slice(2);
    const option = (name: string) => {
      const at = args.indexOf(name);
      return at === -1 ? null : (args[at + 1] ?? '');
    };
    const projectId = option('--project');
    const from = option('--from');
    if (projectId === '' || (from !== null && !/^\d{4}-\d{2}-\d{2}$/.test(from)) || args.length % 2 !== 0)
      throw new UserFacingError(usage);
    if (projectId) return inProject(projectId, (db) => backfill(db, from));
    await useRunningLocalEmulators();
    await withLocalAdmin(({ db }) => backfill(db, from));
  });
}
