// The privacy centre's notices (decision 040): a person's download is ready; a request to the grievance officer
// arrived (to every admin) or was answered (to its requester).
import { dataExportSchema } from '@marketplace/shared/privacy/data-export';
import {
  exportReadyNotification,
  newRequestNotification,
  requestAnsweredNotification,
} from '@marketplace/shared/privacy/privacy-notifications';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { privacyRequestSchema } from '@marketplace/shared/privacy/requests';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

/** A person's download is ready (once per attempt). */
export async function notifyPrivacyExport({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const after = dataExportSchema.safeParse(change.after ?? null);
  if (!after.success || after.data.status !== 'ready' || after.data.expiresAt === null) return;
  if (change.before?.status === 'ready' && change.before.attempt === after.data.attempt) return;
  await writeNotifications(db, [exportReadyNotification(change.params.uid!, after.data.attempt, after.data.expiresAt)]);
}

/** Every admin hears of a new request to the grievance officer; its requester of the answer. */
export async function notifyPrivacyRequest({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const id = change.params.requestId!;
  const after = read(privacyRequestSchema, id, change.after, 'privacy request');
  if (!after) return;
  if (!change.before) await writeNotifications(db, [newRequestNotification(after, after.createdAt ?? Date.now())]);
  else if (after.status === 'answered' && change.before.status !== 'answered' && after.answer)
    await writeNotifications(db, [requestAnsweredNotification(after, after.answer, after.answeredAt ?? Date.now())]);
}

export const notifyPrivacyExportTrigger = onDocument(privacyPaths.privacyExport('{uid}'), notifyPrivacyExport);
export const notifyPrivacyRequestTrigger = onDocument(privacyPaths.privacyRequest('{requestId}'), notifyPrivacyRequest);
