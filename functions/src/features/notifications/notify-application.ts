// A job application told to the admins once, when it arrives.
import { applicationSchema } from '@marketplace/shared/careers/application';
import { notificationsForApplication } from '@marketplace/shared/notifications/application-notifications';
import { paths } from '@marketplace/shared/paths';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

const applicationFacts = applicationSchema.pick({ id: true, jobTitle: true, applicantName: true, appliedAt: true });

export async function notifyApplication({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (change.before) return;
  const application = read(applicationFacts, change.params.applicationId!, change.after, 'application');
  if (application) await writeNotifications(db, notificationsForApplication(application));
}

export const notifyApplicationTrigger = onDocument(`${paths.applications}/{applicationId}`, notifyApplication);
