// A project's milestones (decision 068): the stages its price is split into, each funded, delivered and released on
// its own through the escrow's process table. These are the terms both sides agree (a posted project's, or an
// accepted offer's): a title, an amount in paise and a due date each, up to MAX_MILESTONES, adding up exactly to the
// price. A project posted without milestones reads as one milestone, its title, budget and deadline, so SPEC's
// single-payment flow is the one-milestone case and nothing stored before changes.
// The escrow's table, and with it the visitors' first load, reads this file: the terms' limits, texts and checks live
// in milestone-check.ts and their schemas in milestone-schemas.ts, so neither comes along.
import { toPaise } from './money.ts';

/** One stage as agreed: what is delivered, what it costs (whole paise) and when it is due (epoch millis). */
export interface MilestoneTerms {
  title: string;
  amountPaise: number;
  /** The day it is due: local midnight, as the deadline (epoch millis). */
  due: number;
}

/** A project's milestone as read: its due date is null only on a project stored without a deadline. */
export type ProjectMilestone = Omit<MilestoneTerms, 'due'> & { due: number | null };

/**
 * A project's milestones: its own, or else the one milestone it is (its title, its budget, its deadline). Every
 * project stored before milestones, and every project posted without them, is this one milestone.
 */
export function milestonesOf(project: {
  title: string;
  budget: number;
  deadline: number | null;
  milestones?: readonly ProjectMilestone[] | null;
}): ProjectMilestone[] {
  if (project.milestones && project.milestones.length > 0) return project.milestones.map((m) => ({ ...m }));
  return [{ title: project.title, amountPaise: toPaise(project.budget), due: project.deadline }];
}

/** Whether the price is split into more than one milestone (the screens say more only then). */
export const isSplit = (project: Parameters<typeof milestonesOf>[0]) => milestonesOf(project).length > 1;

/**
 * How a milestone ended, or that it is funded (decision 068): the money of each is held, released, settled or
 * refunded on its own; `cancelled` closes a milestone never funded when the project ends early. A milestone with no
 * outcome yet is still to fund.
 */
export const milestoneStates = ['funded', 'released', 'settled', 'refunded', 'cancelled'] as const;
export type MilestoneState = (typeof milestoneStates)[number];

export interface MilestoneOutcome {
  state: MilestoneState;
  /** What of it was paid out (70/30) and what refunded, in paise, once it ended. */
  payoutPaise: number;
  refundPaise: number;
}

type WithMilestones = Parameters<typeof milestonesOf>[0] & {
  milestoneIndex?: number | undefined;
  milestoneOutcomes?: readonly MilestoneOutcome[] | undefined;
};

/** Which milestone the escrow fields describe now: the first, unless earlier ones have ended (decision 068). */
export const currentMilestoneIndex = (project: { milestoneIndex?: number | undefined }) => project.milestoneIndex ?? 0;

/** The milestone under way: the one the project's payment and delivery fields are about. */
export function currentMilestone(project: WithMilestones): ProjectMilestone {
  const milestones = milestonesOf(project);
  return milestones[Math.min(currentMilestoneIndex(project), milestones.length - 1)]!;
}

/** What funding the current milestone charges, and what is held while it is funded (in paise). */
export const currentAmountPaise = (project: WithMilestones) => currentMilestone(project).amountPaise;

/** Whether the current milestone is the project's last (always, for a project that is one milestone). */
export const isLastMilestone = (project: WithMilestones) =>
  currentMilestoneIndex(project) >= milestonesOf(project).length - 1;

/**
 * The id the money of one milestone goes by (decision 068): its ledger subject, payout and refund are named by it.
 * The first milestone's money is the project's own, so every project that is one milestone keeps the ids it had;
 * a later one adds `_m` and its number (store-made document ids have no underscore).
 */
export function moneyIdOf(projectId: string, index: number): string {
  return index === 0 ? projectId : `${projectId}_m${index + 1}`;
}

/** The project and the milestone's index a money id names (moneyIdOf's inverse). */
export function projectOfMoneyId(moneyId: string): { projectId: string; index: number } {
  const match = /^(.+)_m([2-9])$/.exec(moneyId);
  return match ? { projectId: match[1]!, index: Number(match[2]) - 1 } : { projectId: moneyId, index: 0 };
}

/** Where each milestone stands, for the screens: its terms, its state (`to-fund` until funded) and its amounts. */
export interface MilestoneStanding extends ProjectMilestone {
  state: MilestoneState | 'to-fund';
  current: boolean;
  payoutPaise: number;
  refundPaise: number;
}

const standingOfPayment: Record<string, MilestoneState | undefined> = {
  Funded: 'funded',
  Released: 'released',
  Settled: 'settled',
  Refunded: 'refunded',
};

type Standing = WithMilestones & {
  paymentStatus: string;
  status: string;
  settlement?: { payoutPaise: number; refundPaise: number } | null;
};

export function milestoneStandings(project: Standing): MilestoneStanding[] {
  const index = currentMilestoneIndex(project);
  return milestonesOf(project).map((terms, i) => {
    const outcome = project.milestoneOutcomes?.[i];
    const base = { ...terms, current: i === index };
    if (outcome && !(i === index && outcome.state === 'funded' && project.paymentStatus !== 'Funded'))
      return { ...base, state: outcome.state, payoutPaise: outcome.payoutPaise, refundPaise: outcome.refundPaise };
    if (i !== index) return { ...base, state: 'to-fund', payoutPaise: 0, refundPaise: 0 };
    // The milestone under way (the only one of a project that is not split) stands where the payment does.
    const state =
      standingOfPayment[project.paymentStatus] ?? (project.status === 'Cancelled' ? 'cancelled' : 'to-fund');
    const settled = project.settlement;
    return {
      ...base,
      state,
      payoutPaise: state === 'released' ? terms.amountPaise : state === 'settled' ? (settled?.payoutPaise ?? 0) : 0,
      refundPaise: state === 'refunded' ? terms.amountPaise : state === 'settled' ? (settled?.refundPaise ?? 0) : 0,
    };
  });
}

/** How much is held now, released to the seller's side, refunded, and still to fund, in paise. */
export function milestoneTotals(project: Standing) {
  const totals = { heldPaise: 0, releasedPaise: 0, refundedPaise: 0, toFundPaise: 0 };
  for (const standing of milestoneStandings(project)) {
    if (standing.state === 'funded') totals.heldPaise += standing.amountPaise;
    else if (standing.state === 'to-fund') totals.toFundPaise += standing.amountPaise;
    totals.releasedPaise += standing.payoutPaise;
    totals.refundedPaise += standing.refundPaise;
  }
  return totals;
}
