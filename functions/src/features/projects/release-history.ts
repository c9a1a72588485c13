// The student's release is a browser write under the rules (firestore.rules isRelease), so its history event is
// written here, by a trigger, under a fixed id: a redelivered event writes nothing new. A release the server made
// itself (automatic, or a settlement's) has its own event from its transaction and gets no 'released' one.
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { historyRecord } from './project-history.ts';

export async function recordRelease({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const after = change.after;
  // A catch-up (no before) cannot say when the release happened, so it does not date one.
  if (after?.paymentStatus !== 'Released' || !change.before || change.before.paymentStatus === 'Released') return;
  if (after.settlement != null) return;
  const projectId = change.params.projectId!;
  const events = db.collection(paths.projectHistory(projectId));
  const written = await db.runTransaction(async (tx) => {
    const [automatic, released] = await Promise.all([
      tx.get(events.doc('auto-released')),
      tx.get(events.doc('released')),
    ]);
    if (automatic.exists || released.exists) return false;
    const studentId = typeof after.studentId === 'string' ? after.studentId : '';
    tx.create(events.doc('released'), historyRecord({ kind: 'released', by: studentId, byRole: 'student' }));
    return true;
  });
  if (written) log.info('release recorded in the history', { projectId });
}

export const recordReleaseTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}`,
  handle: recordRelease,
};
