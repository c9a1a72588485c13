// 'Fund all at once' (decision 075): on a project split into milestones, the student funds every milestone still
// to fund in one checkout. Each stays a milestone of its own (decision 068): its own ledger capture, receipt and
// 'funded' event; the later ones wait, funded, until the project reaches them (milestone-steps.ts). This is what the
// server prices, checks again when the payment arrives, and what the screens ask to show the button; the visitors'
// first load never reads it (only the student's project detail and the server do).
import { isCancelPending, isFrozen, isLive } from './escrow-states.ts';
import { currentMilestoneIndex, milestonesOf, type MilestoneOutcome } from './milestones.ts';
import type { Project } from './project.ts';

type Fundable = Pick<
  Project,
  | 'title'
  | 'budget'
  | 'deadline'
  | 'status'
  | 'paymentStatus'
  | 'cancelRequestedAt'
  | 'disputeStatus'
  | 'milestones'
  | 'milestoneIndex'
  | 'milestoneOutcomes'
>;

/**
 * The milestones still to fund, by index: the one under way while it is Unpaid, and every later one with no outcome
 * yet. None on a project that is not under way (Open, Cancelled, or finished).
 */
export function milestonesToFund(project: Fundable): number[] {
  if (!isLive(project)) return [];
  const index = currentMilestoneIndex(project);
  const { paymentStatus } = project;
  if (paymentStatus !== 'Unpaid' && paymentStatus !== 'Funded') return [];
  const indexes = paymentStatus === 'Unpaid' ? [index] : [];
  const count = milestonesOf(project).length;
  for (let i = index + 1; i < count; i++) if (!project.milestoneOutcomes?.[i]) indexes.push(i);
  return indexes;
}

/**
 * Whether the project's student may fund the rest at once now: at least two milestones to fund (one is the ordinary
 * 'Fund milestone N'), nothing disputed and no cancellation asked. The milestone under way, when it is among them,
 * must be fundable as the table's `fund` row says (In Progress, Unpaid).
 */
export function canFundAll(project: Fundable): boolean {
  const toFund = milestonesToFund(project);
  if (toFund.length < 2 || isFrozen(project) || isCancelPending(project) || project.cancelRequestedAt !== null)
    return false;
  return toFund[0] !== currentMilestoneIndex(project) || project.status === 'In Progress';
}

/** What funding them at once charges: the sum of their agreed amounts, in paise. */
export function fundAllAmountPaise(project: Fundable, indexes: readonly number[] = milestonesToFund(project)): number {
  const milestones = milestonesOf(project);
  return indexes.reduce((sum, i) => sum + (milestones[i]?.amountPaise ?? 0), 0);
}

const fundedAhead: MilestoneOutcome = { state: 'funded', payoutPaise: 0, refundPaise: 0 };

/**
 * The outcomes with the later milestones of `indexes` funded ahead (the one under way is the `fund` row's to mark):
 * what the payment's transaction writes beside the row's patch.
 */
export function outcomesFundedAhead(project: Fundable, indexes: readonly number[]): MilestoneOutcome[] {
  const index = currentMilestoneIndex(project);
  const outcomes = [...(project.milestoneOutcomes ?? [])];
  for (const i of indexes) if (i > index) outcomes[i] = fundedAhead;
  // Firestore keeps no holes in an array. The only one possible is the milestone under way while it is Unpaid, and
  // the `fund` row's patch writes its outcome over this (milestonePatch).
  return Array.from(outcomes, (outcome) => outcome ?? { state: 'cancelled', payoutPaise: 0, refundPaise: 0 });
}
