// The limits of a project's milestones and their check (decision 068): the form's, the API's for a posted project and
// an offer's. Apart from milestones.ts so the visitors' first load, which reads the escrow's table, leaves them out.
import {
  formatRupees,
  fromPaise,
  MAX_AMOUNT,
  MIN_AMOUNT,
  PROVIDER_MINIMUM_PAISE,
  splitPaise,
  toPaise,
} from './money.ts';
import type { MilestoneTerms } from './milestones.ts';

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

export const milestoneTexts = {
  tooMany: `Split the project into at most ${MAX_MILESTONES} milestones.`,
  none: 'Give the project at least one milestone.',
  title: (n: number) => `Give milestone ${n} a title.`,
  titleTooLong: (n: number) => `The title of milestone ${n} can have at most ${MILESTONE_TITLE_MAX} characters.`,
  amount: (n: number) => `Enter the amount of milestone ${n} in rupees with at most two decimals.`,
  amountTooSmall: (n: number) =>
    `Milestone ${n} must be at least ${formatRupees(fromPaise(MILESTONE_MIN_PAISE))}, so the seller's 70% of it can be paid out on its own.`,
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
