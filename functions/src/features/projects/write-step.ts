// A step's own writes in its transaction (decision 046): the process table's patch as it applies to the project, and
// the history event its notices and other follow-ups start from. Every road through the table writes its step here:
// takeTransition (take-transition.ts, with the step's money), an offer's step, and the verified payment's funding
// (project-funding.ts, decision 062), so no trigger tells a step from the project's before and after.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import {
  escrowProcess,
  type Actor,
  type EscrowTransition,
  type ProjectPatch,
  type TransitionName,
} from '@marketplace/shared/projects/escrow-process';
import { milestonePatch } from '@marketplace/shared/projects/milestone-steps';
import { currentMilestoneIndex, isSplit } from '@marketplace/shared/projects/milestones';
import type { Project } from '@marketplace/shared/projects/project';
import { writeHistory, type HistoryEntry } from './project-history.ts';
import { storedPatch } from './project-record.ts';

const historyActor = (actor: Actor | 'server'): Pick<HistoryEntry, 'by' | 'byRole'> =>
  actor === 'server' ? { by: 'system', byRole: 'system' } : { by: actor.uid, byRole: actor.role };

/**
 * The event's details: the row's own (a round, a settlement's amounts) and what the refunds moved. All that was
 * refunded wins over a settlement's part of the milestone under way: a settlement refunded whole refunds the milestones
 * funded ahead too (decision 075), and its event, history and notices say the sum.
 */
function historyDetails(transition: EscrowTransition, project: Project, patch: ProjectPatch, refundPaise: number) {
  const own = transition.details?.(project, patch) ?? {};
  return { round: null, refundPaise: null, ...own, ...(refundPaise > 0 && { refundPaise }) };
}

/** A step as the table decided it: the project as read, the row's patch, who took it and when. */
export interface Step {
  projectId: string;
  name: TransitionName;
  project: Project;
  patch: ProjectPatch;
  actor: Actor | 'server';
  now: number;
  /** What a refund effect moved (0: none). */
  refundPaise?: number;
  /** On a split project, each milestone the step refunded with its amount (decision 075). */
  refunds?: { milestone: number; amountPaise: number }[];
}

/**
 * The row's own writes in the step's transaction (after its reads): the patch and the history event its notices
 * and other follow-ups start from (decision 046). The verified payment's funding writes through here too (decision
 * 062), so no trigger tells a step from the project's before and after.
 */
export function writeStep(
  tx: Transaction,
  db: Firestore,
  { projectId, name, project, patch, actor, now, refundPaise = 0, refunds = [] }: Step,
  history: Partial<HistoryEntry> = {},
): void {
  const transition = escrowProcess[name];
  // The row's patch as it applies to a project split into milestones (decision 068): unchanged for one milestone.
  tx.update(db.doc(paths.project(projectId)), storedPatch(milestonePatch(project, patch)));
  writeHistory(tx, db, projectId, {
    kind: transition.history,
    ...historyActor(actor),
    at: now,
    ...historyDetails(transition, project, patch, refundPaise),
    // Which milestone the step was about, so its event is its own and its notice names it (decision 068); the
    // take's event (an accepted offer's too) comes before the first milestone and names none, as the browser's take.
    ...(isSplit(project) && transition.history !== 'taken' ? { milestone: currentMilestoneIndex(project) } : {}),
    ...(isSplit(project) && refunds.length > 0 && { refunds }),
    ...history,
  });
}
