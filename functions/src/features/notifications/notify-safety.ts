// Trust and safety's notices (decision 031): a reporter hears that their report arrived and what was decided; the
// person an admin suspended hears why.
import { notificationsForReport, reportFacts } from '@marketplace/shared/notifications/report-notifications';
import { suspensionNotifications } from '@marketplace/shared/notifications/suspension-notifications';
import { paths } from '@marketplace/shared/paths';
import { suspensionSchema } from '@marketplace/shared/safety/suspension';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { notifyChange, onDocument } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

export const notifyReport = notifyChange(
  reportFacts,
  'reportId',
  'report',
  notificationsForReport,
  // A decided report kept aside when its reporter reports the thing again was notified of under its own id.
  (change) => change.after?.archived === true,
);

/**
 * The person an admin suspended hears why, by bell and email. Once per suspension (keyed by its time), so a
 * repeated event, a change to another field or the catch-up after a restart writes nothing new.
 */
export async function notifySuspension({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const after = suspensionSchema.safeParse(change.after?.suspension);
  if (!after.success) return;
  const before = suspensionSchema.safeParse(change.before?.suspension);
  if (before.success && before.data.at === after.data.at) return;
  await writeNotifications(db, suspensionNotifications(change.params.uid!, after.data));
}

export const notifyReportTrigger = onDocument(`${paths.reports}/{reportId}`, notifyReport);
export const notifySuspensionTrigger = onDocument(paths.user('{uid}'), notifySuspension);
