// An admin settles a project's open dispute (issue 20): release to the seller, a full refund, or a split. One
// transaction reads the project and what a refund needs, checks shared's canSettle and settlementPatch (the two
// parts never add up to more than the budget), and writes the settlement, its refund record, the history event
// and the audit record together; a second settlement, or an automatic release racing it, finds it settled.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { SettlementOutcome } from '@marketplace/shared/projects/project';
import { canSettle, settlementPatch, type SettlementChoice } from '@marketplace/shared/projects/project-actions';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import { writeHistory } from './project-history.ts';
import { projectFrom, storedPatch } from './project-record.ts';

export interface SettlementRequest {
  projectId: string;
  outcome: SettlementOutcome;
  refundPaise?: number;
}

function choiceOf({ outcome, refundPaise }: SettlementRequest): SettlementChoice | null {
  if (outcome !== 'split') return { outcome };
  return refundPaise === undefined ? null : { outcome, refundPaise };
}

export async function settleDispute(
  { db, refundRequests }: { db: Firestore; refundRequests: RefundRequests },
  admin: Caller,
  request: SettlementRequest,
): Promise<Outcome<{ ok: true }>> {
  const choice = choiceOf(request);
  if (!choice) return failure('invalid', projectErrors.settlementInvalid);
  const { projectId } = request;
  const ref = db.doc(paths.project(projectId));
  const outcome = await db.runTransaction(async (tx) => {
    const now = Date.now();
    const project = projectFrom(await tx.get(ref));
    if (!project) return failure('not-found', projectErrors.notFound);
    if (!canSettle(project)) return failure('conflict', projectErrors.disputeNotOpen);
    const patch = settlementPatch(project, choice, now);
    if (!patch?.settlement) return failure('invalid', projectErrors.settlementInvalid);
    const { refundPaise, payoutPaise } = patch.settlement;
    const refund =
      refundPaise > 0
        ? await refundRequests.plan(tx, db, { purpose: 'project', subjectId: projectId, title: project.title })
        : null;
    tx.update(ref, storedPatch(patch));
    writeHistory(tx, db, projectId, {
      kind: 'settled',
      by: admin.uid,
      byRole: 'admin',
      at: now,
      outcome: choice.outcome,
      refundPaise,
      payoutPaise,
    });
    if (refund) refundRequests.write(tx, db, refund, refundPaise);
    tx.create(db.collection(paths.adminAudit).doc(), {
      action: 'settle-dispute',
      target: { projectId, outcome: choice.outcome, refundPaise, payoutPaise },
      byUid: admin.uid,
      byEmail: admin.email,
      at: FieldValue.serverTimestamp(),
    });
    return success({ ok: true as const });
  });
  if (outcome.ok) log.info('admin settled a dispute', { by: admin.uid, projectId, outcome: choice.outcome });
  return outcome;
}
