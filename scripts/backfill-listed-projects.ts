// `node --import tsx scripts/backfill-listed-projects.ts`: gives every project written before decision 031 its
// `hidden: false`, which the sellers' lists ask for (functions/src/features/safety/listed-projects.ts). Against
// `npm start`'s running emulators by default (the start script does it on its own at each start); with
// `--project <id>` against that Firebase project, with the machine's Google credentials. Safe to run again.
import { markProjectsListed } from '../functions/src/features/safety/listed-projects.ts';
import { isMain } from './script-entry.ts';
import { runBackfill } from './backfill.ts';

if (isMain(import.meta.url)) {
  await runBackfill(
    'backfill-listed-projects',
    markProjectsListed,
    (counts) => `projects: ${counts.read} read, ${counts.marked} marked listed.`,
  );
}
