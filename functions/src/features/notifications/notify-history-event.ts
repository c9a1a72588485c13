// A project's history events told (every step of its process table, decision 062): read with shared's schema,
// who hears of it asked of shared, written once (write-notifications.ts).
import { paths } from '@marketplace/shared/paths';
import { isNewStep, notificationsForHistoryEvent } from '@marketplace/shared/notifications/project-notifications';
import { historyEventSchema } from '@marketplace/shared/projects/project-history';
import { noticesOf } from '@marketplace/shared/projects/escrow-notices';
import { transitionNameOf } from '@marketplace/shared/projects/escrow-process';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { projectOf, shownNameOf } from './project-notice-facts.ts';
import { writeNotifications } from './write-notifications.ts';

export async function notifyHistoryEvent({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (!change.after) return;
  const { projectId, eventId } = change.params as { projectId: string; eventId: string };
  const event = read(historyEventSchema, eventId, change.after, 'history event');
  const before = read(historyEventSchema, eventId, change.before, 'history event');
  // Only a step is news: an event's creation, or another seller's take rewriting the take's (decision 062).
  if (!event || !isNewStep(before, event)) return;
  const project = await projectOf(db, projectId);
  if (!project) return;
  // A row whose notice names its taker (the take) reads their public name.
  const takerName = noticesOf(transitionNameOf(event)).notice.namesTaker ? await shownNameOf(db, event.by) : undefined;
  await writeNotifications(db, notificationsForHistoryEvent(project, event, { takerName }));
}

export const notifyHistoryEventTrigger = onDocument(
  `${paths.projects}/{projectId}/history/{eventId}`,
  notifyHistoryEvent,
);
