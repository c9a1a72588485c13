// When each project was taken (decision 037): the take is the seller's own write under the rules (SPEC 4: Open → In
// Progress), which write the table's 'taken' event beside it in the same batch (decision 062). This trigger keeps
// the take from that event, at projectTakes/{id}, for the daily fold's 'taken' and 'time from posted to taken': the
// event's time, the project's posting time. The record is created once (the first take of the project): a repeated
// event, or a later take's, finds it there and writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { historyEventSchema } from '@marketplace/shared/projects/project-history';
import { toMillis } from '@marketplace/shared/to-millis';
import { createOnce } from '../../platform/firestore-errors.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

export async function recordTake({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const { projectId, eventId } = change.params as { projectId: string; eventId: string };
  const event = historyEventSchema.safeParse({ ...change.after, id: eventId });
  if (!change.after || !event.success || event.data.kind !== 'taken' || event.data.at === null) return;
  const posted = toMillis((await db.doc(paths.project(projectId)).get()).get('createdAt'));
  await createOnce(db, insightsPaths.projectTake(projectId), {
    postedAt: posted === null ? null : Timestamp.fromMillis(posted),
    takenAt: Timestamp.fromMillis(event.data.at),
    sellerId: event.data.by,
  });
}

export const recordTakeTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}/history/{eventId}`,
  handle: recordTake,
};
