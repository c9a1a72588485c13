// A project's milestones (decision 068): the stages its price is split into, each funded, delivered and released on
// its own through the escrow's process table. These are the terms both sides agree (a posted project's, or an
// accepted offer's): a title, an amount in paise and a due date each, up to MAX_MILESTONES, adding up exactly to the
// price. A project posted without milestones reads as one milestone, its title, budget and deadline, so SPEC's
// single-payment flow is the one-milestone case and nothing stored before changes.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import {
  formatRupees,
  fromPaise,
  MAX_AMOUNT,
  MIN_AMOUNT,
  PROVIDER_MINIMUM_PAISE,
  splitPaise,
  toPaise,
} from './money.ts';

/** The most stages one price is split into: enough for a final-year project's reviews, few enough to follow. */
export const MAX_MILESTONES = 5;
export const MILESTONE_TITLE_MAX = 100;

/**
 * The least one milestone of several may be: the smallest amount whose seller's 70% is still one payout RazorpayX
 * will send (PROVIDER_MINIMUM_PAISE), so each released milestone is paid on its own (decision 068). A price that is
 * not split keeps SPEC's ₹1 minimum; its smaller payout waits as a balance (decision 029).
 */
export const MILESTONE_MIN_PAISE = (() => {
  let paise = PROVIDER_MINIMUM_PAISE;
  while (splitPaise(paise).sellerPaise < PROVIDER_MINIMUM_PAISE) paise += 1;
  return paise;
})();

/** One stage as agreed: what is delivered, what it costs (whole paise) and when it is due (epoch millis). */
export interface MilestoneTerms {
  title: string;
  amountPaise: number;
  /** The day it is due: local midnight, as the deadline (epoch millis). */
  due: number;
}

/** A project's milestone as read: its due date is null only on a project stored without a deadline. */
export type ProjectMilestone = Omit<MilestoneTerms, 'due'> & { due: number | null };

const minimum = formatRupees(fromPaise(MILESTONE_MIN_PAISE));

export const milestoneTexts = {
  tooMany: `Split the project into at most ${MAX_MILESTONES} milestones.`,
  none: 'Give the project at least one milestone.',
  title: (n: number) => `Give milestone ${n} a title.`,
  titleTooLong: (n: number) => `The title of milestone ${n} can have at most ${MILESTONE_TITLE_MAX} characters.`,
  amount: (n: number) => `Enter the amount of milestone ${n} in rupees with at most two decimals.`,
  amountTooSmall: (n: number) =>
    `Milestone ${n} must be at least ${minimum}, so the seller's 70% of it can be paid out on its own.`,
  amountTooLarge: (n: number) => `Milestone ${n} can be at most ${formatRupees(MAX_AMOUNT)}.`,
  total: (total: number, price: number) =>
    `The milestones add up to ${formatRupees(fromPaise(total))}; they must add up to the budget, ${formatRupees(fromPaise(price))}.`,
  due: (n: number) => `Choose the due date of milestone ${n}.`,
  duePast: (n: number) => `The due date of milestone ${n} cannot be in the past.`,
  dueOrder: (n: number) => `Milestone ${n} cannot be due before milestone ${n - 1}.`,
  dueAfterDeadline: (n: number) => `Milestone ${n} cannot be due after the project's deadline.`,
} as const;

export type MilestonesCheck = { ok: true; value: MilestoneTerms[] } | { ok: false; error: string };

/**
 * Whether the milestones may be agreed for a price and deadline: 1 to MAX_MILESTONES; each titled, in whole paise,
 * within SPEC's amount limits and, when there are several, at least MILESTONE_MIN_PAISE; adding up exactly to the
 * price; due in order, none after the deadline nor before `notBefore` (the server passes its clock less the
 * deadline's grace, the form today's local midnight). Titles come back trimmed.
 */
export function checkMilestones(
  milestones: readonly MilestoneTerms[],
  price: { pricePaise: number; deadline: number | null },
  notBefore: number,
): MilestonesCheck {
  if (milestones.length === 0) return { ok: false, error: milestoneTexts.none };
  if (milestones.length > MAX_MILESTONES) return { ok: false, error: milestoneTexts.tooMany };
  const several = milestones.length > 1;
  const value: MilestoneTerms[] = [];
  let total = 0;
  for (const [index, milestone] of milestones.entries()) {
    const n = index + 1;
    const title = milestone.title.trim();
    if (!title) return { ok: false, error: milestoneTexts.title(n) };
    if (title.length > MILESTONE_TITLE_MAX) return { ok: false, error: milestoneTexts.titleTooLong(n) };
    const { amountPaise, due } = milestone;
    if (!Number.isSafeInteger(amountPaise)) return { ok: false, error: milestoneTexts.amount(n) };
    if (amountPaise < (several ? MILESTONE_MIN_PAISE : toPaise(MIN_AMOUNT)))
      return { ok: false, error: milestoneTexts.amountTooSmall(n) };
    if (amountPaise > toPaise(MAX_AMOUNT)) return { ok: false, error: milestoneTexts.amountTooLarge(n) };
    if (!Number.isFinite(due)) return { ok: false, error: milestoneTexts.due(n) };
    if (due < notBefore) return { ok: false, error: milestoneTexts.duePast(n) };
    const previous = value[index - 1];
    if (previous && due < previous.due) return { ok: false, error: milestoneTexts.dueOrder(n) };
    if (price.deadline !== null && due > price.deadline)
      return { ok: false, error: milestoneTexts.dueAfterDeadline(n) };
    total += amountPaise;
    value.push({ title, amountPaise, due });
  }
  if (total !== price.pricePaise) return { ok: false, error: milestoneTexts.total(total, price.pricePaise) };
  return { ok: true, value };
}

/** A milestone as the form holds it: the amount in rupees as typed, the due date as the date input's 'YYYY-MM-DD'. */
export interface MilestoneInput {
  title: string;
  amount: string;
  due: string;
}

/**
 * The form's milestones in the terms' units, or the first one that cannot be read (an amount that is not rupees
 * in whole paise, a date that is not a date); checkMilestones then checks them as the server will.
 */
export function readMilestoneInputs(
  inputs: readonly MilestoneInput[],
  parseDate: (value: string) => number | null,
): MilestonesCheck {
  const value: MilestoneTerms[] = [];
  for (const [index, input] of inputs.entries()) {
    const n = index + 1;
    const amountText = input.amount.trim();
    const rupees = Number(amountText);
    if (!amountText || !Number.isFinite(rupees) || fromPaise(toPaise(rupees)) !== rupees)
      return { ok: false, error: milestoneTexts.amount(n) };
    const due = parseDate(input.due.trim());
    if (due === null) return { ok: false, error: milestoneTexts.due(n) };
    value.push({ title: input.title, amountPaise: toPaise(rupees), due });
  }
  return { ok: true, value };
}

/** The terms as the API takes them (a posted project's, an offer's); checkMilestones checks them against the price. */
export const milestoneTermsSchema = z.object({
  title: z.string({ error: milestoneTexts.none }),
  amountPaise: z.number({ error: milestoneTexts.none }),
  due: z.number({ error: milestoneTexts.none }),
});
export const milestonesInputSchema = z.array(milestoneTermsSchema).max(MAX_MILESTONES, milestoneTexts.tooMany);

/** The stored terms of one milestone (dates as Timestamps on the server, epoch millis here). */
export const storedMilestoneTermsSchema = z.object({
  title: z.string(),
  amountPaise: z.number().int(),
  due: epochMillis,
});

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

export const milestoneOutcomeSchema = z.object({
  state: z.enum(milestoneStates),
  /** What of it was paid out (70/30) and what refunded, in paise, once it ended. */
  payoutPaise: z.number().int().nonnegative().catch(0),
  refundPaise: z.number().int().nonnegative().catch(0),
});
export type MilestoneOutcome = z.infer<typeof milestoneOutcomeSchema>;

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
