// A job application told to the admins once, when it arrives.
import {
  applicationFacts,
  notificationsForApplication,
} from '@marketplace/shared/notifications/application-notifications';
import { paths } from '@marketplace/shared/paths';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

export async function notifyApplication({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (change.before) return;
  const application = read(applicationFacts, change.params.applicationId!, change.after, 'application');
  if (application) await writeNotifications(db, notificationsForApplication(application));
}

export const notifyApplicationTrigger = onDocument(`${paths.applications}/{applicationId}`, notifyApplication);
