// The server's one road through the escrow's process table (shared escrow-process.ts, decision 028): every
// transition the API, a task or a delivery takes runs here, in one transaction that reads the project (and what a
// refund needs), asks the table's guard with the server's clock, and writes the table's patch, its history event,
// and its money effects together: a refund record with its ledger entry, an earning booked in the ledger with its
// payout record (decision 046). A repeated or racing request finds the project moved on and writes nothing.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { earningEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { CURRENCY, splitPaise } from '@marketplace/shared/projects/money';
import {
  assigns,
  canTake,
  escrowProcess,
  moneyEffects,
  type Actor,
  type ProjectPatch,
  type TransitionContext,
  type TransitionName,
} from '@marketplace/shared/projects/escrow-process';
import { refundsAhead } from '@marketplace/shared/projects/milestone-steps';
import {
  currentMilestone,
  currentMilestoneIndex,
  isSplit,
  milestonesOf,
  moneyIdOf,
} from '@marketplace/shared/projects/milestones';
import type { Project } from '@marketplace/shared/projects/project';
import { lifecycleTexts } from '@marketplace/shared/projects/project-errors';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { bookEntry } from '../../platform/ledger.ts';
import { payoutWritten, writePayoutRecord } from '../../platform/earned-payout.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import type { HistoryEntry } from './project-history.ts';
import { actorOf, isPartyTo, projectFrom } from './project-record.ts';
import { writeStep } from './write-step.ts';
import { transact } from '../../platform/transaction.ts';

export interface TransitionDeps {
  db: Firestore;
  refundRequests: RefundRequests;
  /** How long after a delivery the server releases by itself (configurable; the table's default otherwise). */
  autoReleaseAfterMs?: number;
}

export interface TransitionRequest {
  projectId: string;
  name: TransitionName;
  /** A person through the API, or the server on its own clock (a task). */
  by: Caller | 'server';
  context?: Omit<TransitionContext, 'now' | 'autoReleaseAfterMs'>;
  /** What the step's history event keeps besides what the table gives it (a delivery's files and link). */
  history?: Partial<HistoryEntry>;
  /** The step's own writes, after the guard and the table's writes (a delivery's file records). */
  alsoWrite?: (tx: Transaction, project: Project) => void;
  /** A condition of the caller's on the project as read (a task's delivery round); false writes nothing (409). */
  onlyIf?: (project: Project) => boolean;
}

export interface Taken {
  project: Project;
  patch: ProjectPatch;
}

/** Whether the caller may take the transition: 404, 403 for someone who is none of its parties, 409 when not now. */
export function transitionAllowed(
  name: TransitionName,
  project: Project | null,
  by: Caller | 'server',
  now: number,
): Outcome<{ project: Project; actor: Actor | 'server' }> {
  if (!project) return failure('not-found', lifecycleTexts.notFound);
  const actor = by === 'server' ? 'server' : actorOf(by);
  const isAdminStep = escrowProcess[name].by.some((party) => party === 'admin');
  if (by !== 'server' && !isAdminStep && !isPartyTo(project, by.uid) && !assigns(name))
    return failure('forbidden', lifecycleTexts.notYours);
  if (!actor || !canTake(name, project, actor, now))
    return failure('conflict', isAdminStep ? lifecycleTexts.disputeNotOpen : lifecycleTexts.notNow);
  return success({ project, actor });
}

/** Who the history names: the person, or 'system' for the server's own steps. */
/** The server as the table's patches see it: no patch of a server's transition reads who took it. */
const serverActor: Actor = { uid: 'system', email: '', role: 'admin' };

/**
 * The table's decision on a step, from the project as read in the caller's transaction at `now`: whether the caller
 * may take it (404, 403, 409 with words), the caller's own condition, and the row's patch (null: 400). Nothing is read
 * or written: the caller writes it with writeStep (write-step.ts), with the effects it needs (takeTransition's money; an offer's
 * acceptance, which takes the `assign` row inside the offers' transaction, decision 067).
 */
export function decideStep(
  name: TransitionName,
  project: Project | null,
  by: Caller | 'server',
  now: number,
  context: TransitionContext,
  onlyIf?: (project: Project) => boolean,
): Outcome<{ project: Project; actor: Actor | 'server'; patch: ProjectPatch }> {
  const allowed = transitionAllowed(name, project, by, now);
  if (!allowed.ok) return allowed;
  const { actor } = allowed.value;
  if (onlyIf && !onlyIf(allowed.value.project)) return failure('conflict', lifecycleTexts.notNow);
  const patch = escrowProcess[name].patch(allowed.value.project, actor === 'server' ? serverActor : actor, context);
  if (!patch) return failure('invalid', lifecycleTexts.settlementInvalid);
  return success({ ...allowed.value, patch });
}

export async function takeTransition(
  { db, refundRequests, autoReleaseAfterMs }: TransitionDeps,
  { projectId, name, by, context = {}, history, alsoWrite, onlyIf }: TransitionRequest,
): Promise<Outcome<Taken>> {
  const ref = db.doc(paths.project(projectId));
  const transition = escrowProcess[name];
  return transact(db, async (tx) => {
    const now = Date.now();
    const decided = decideStep(
      name,
      projectFrom(await tx.get(ref)),
      by,
      now,
      { ...context, now, autoReleaseAfterMs },
      onlyIf,
    );
    if (!decided.ok) return decided;
    const { project, actor, patch } = decided.value;
    const money = moneyEffects(name, project, patch);
    // The money of the milestone under way goes by its own id (decision 068): the project's, for the first.
    const moneyId = moneyIdOf(projectId, currentMilestoneIndex(project));
    const title = isSplit(project) ? `${project.title}: ${currentMilestone(project).title}` : project.title;
    // Reads before writes: the refund's plan is read here, written below.
    const refund =
      money.refund > 0 ? await refundRequests.plan(tx, db, { purpose: 'project', subjectId: moneyId, title }) : null;
    // Ending the project refunds the later milestones funded ahead too (decision 075), each by its own record.
    const milestones = milestonesOf(project);
    const ahead = await Promise.all(
      refundsAhead(project, patch).map(async ({ index, amountPaise }) => ({
        amountPaise,
        plan: await refundRequests.plan(tx, db, {
          purpose: 'project',
          subjectId: moneyIdOf(projectId, index),
          title: `${project.title}: ${milestones[index]!.title}`,
        }),
      })),
    );
    const refunds = [
      ...(money.refund > 0 ? [{ milestone: currentMilestoneIndex(project), amountPaise: money.refund }] : []),
      ...refundsAhead(project, patch).map(({ index: milestone, amountPaise }) => ({ milestone, amountPaise })),
    ];
    const refundedPaise = refunds.reduce((sum, { amountPaise }) => sum + amountPaise, 0);
    const earns = money.earn > 0 && project.sellerId !== null;
    const paidOutAlready = earns && (await payoutWritten(tx, db, moneyId));

    writeStep(
      tx,
      db,
      { projectId, name, project, patch, actor, now, refundPaise: refundedPaise, refunds },
      {
        note: context.note ?? '',
        ...history,
      },
    );
    if (refund) refundRequests.write(tx, db, refund, money.refund, now);
    for (const { plan, amountPaise } of ahead) refundRequests.write(tx, db, plan, amountPaise, now);
    if (earns && project.sellerId) {
      // The seller's 70% owed and the platform's 30% in the ledger, and the payout record that pays the 70%.
      const party = {
        subject: ledgerSubject.project(moneyId),
        payerId: project.studentId,
        sellerId: project.sellerId,
      };
      const split = splitPaise(money.earn);
      const earning = patch.settlement ? 'settlement' : 'release';
      bookEntry(tx, db, earningEntry(party, earning, split), now);
      if (!paidOutAlready)
        writePayoutRecord(tx, db, moneyId, {
          projectId,
          ...(moneyId === projectId ? {} : { subject: party.subject }),
          sellerId: project.sellerId,
          sellerEmail: project.sellerEmail ?? '',
          studentId: project.studentId,
          title,
          ...split,
          currency: CURRENCY,
        });
    }
    if (actor !== 'server' && actor.role === 'admin')
      tx.create(db.collection(paths.adminAudit).doc(), {
        action: transition.audit ?? name,
        target: { projectId, ...(patch.settlement ? transition.details?.(project, patch) : {}) },
        byUid: actor.uid,
        byEmail: actor.email,
        at: FieldValue.serverTimestamp(),
      });
    alsoWrite?.(tx, project);
    return success({ project, patch });
  });
}
