// When each project was taken (decision 037): the take is the seller's own write under the rules (SPEC 4: Open → In
// Progress), which stamps no time, so this trigger keeps it beside the project, at projectTakes/{id}, for the daily
// fold's 'taken' and 'time from posted to taken'. The time is the change's own (the event's), and the record is
// created once: a repeated event finds it there and writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { toMillis } from '@marketplace/shared/to-millis';
import { createOnce } from '../../platform/firestore-errors.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

const isTake = ({ before, after }: DocumentChange) => before?.status === 'Open' && after?.status === 'In Progress';

export async function recordTake({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (!isTake(change)) return;
  const postedAt = toMillis(change.after!.createdAt);
  await createOnce(db, insightsPaths.projectTake(change.params.projectId!), {
    postedAt: postedAt === null ? null : Timestamp.fromMillis(postedAt),
    takenAt: Timestamp.fromMillis(change.time ?? Date.now()),
    sellerId: change.after!.sellerId ?? null,
  });
}

export const recordTakeTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.project('{projectId}'),
  handle: recordTake,
};
