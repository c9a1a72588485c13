// A lifecycle step a person takes through the API with a note at most (issue 20): change requests, withdrawal,
// giving up, cancellation and disputes. One transaction reads the project (and, for a step that refunds, what
// the refund needs), asks shared's guard with the server's clock, and writes the patch, the history event and
// the refund record together: a repeated or racing request finds the project moved on and writes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import { noteRequired, transitionPatch, type TransitionAction } from '@marketplace/shared/projects/project-actions';
import { historyKindOf } from '@marketplace/shared/projects/project-history';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import { writeHistory } from './project-history.ts';
import { projectFrom, storedPatch } from './project-record.ts';
import { checkedNote, stepAllowed } from './step-guard.ts';

export interface StepDeps {
  db: Firestore;
  refundRequests: RefundRequests;
}

export interface StepRequest {
  projectId: string;
  action: TransitionAction;
  note?: string;
}

/** The steps that end a funding with a full refund. */
const refunds = (action: TransitionAction) => action === 'agree-cancel' || action === 'cancel-overdue';

export async function takeStep(
  { db, refundRequests }: StepDeps,
  caller: Caller,
  { projectId, action, note }: StepRequest,
): Promise<Outcome<{ ok: true }>> {
  const checked = checkedNote(note);
  if (!checked.ok) return checked;
  if (noteRequired(action) && !checked.value) return failure('invalid', projectErrors.noteRequired);
  const ref = db.doc(paths.project(projectId));
  return db.runTransaction(async (tx) => {
    const now = Date.now();
    const allowed = stepAllowed(action, projectFrom(await tx.get(ref)), caller, now);
    if (!allowed.ok) return allowed;
    const { project, actor } = allowed.value;
    // Reads before writes: the refund's plan is read here, written below.
    const refund = refunds(action)
      ? await refundRequests.plan(tx, db, { purpose: 'project', subjectId: projectId, title: project.title })
      : null;
    tx.update(ref, storedPatch(transitionPatch(action, project, actor, { now, note: checked.value })));
    writeHistory(tx, db, projectId, {
      kind: historyKindOf[action],
      by: actor.uid,
      byRole: actor.role,
      at: now,
      note: checked.value,
      round: action === 'request-changes' ? project.deliveries : null,
      refundPaise: refund ? toPaise(project.budget) : null,
    });
    if (refund) refundRequests.write(tx, db, refund, toPaise(project.budget));
    return success({ ok: true as const });
  });
}
