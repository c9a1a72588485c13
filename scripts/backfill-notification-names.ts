// `node --import tsx scripts/backfill-notification-names.ts`: gives every 'taken' notification written before they
// listed the people they name, and its mail, its `names` (functions/src/features/privacy/backfill-names.ts), which a
// deletion finds them by. Against `npm start`'s running emulators by default (the start script does it on its own at
// each start); with `--project <id>` against that Firebase project, with the machine's Google credentials. Safe to
// run again.
import { backfillNotificationNames } from '../functions/src/features/privacy/backfill-names.ts';
import { isMain } from './script-entry.ts';
import { runBackfill } from './backfill.ts';

if (isMain(import.meta.url)) {
  await runBackfill(
    'backfill-notification-names',
    backfillNotificationNames,
    (counts) => `'taken' notifications: ${counts.read} read; ${counts.named} notifications and mails given names.`,
  );
}
