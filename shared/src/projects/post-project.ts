// SPEC 5 'Post project' validation: the form's (checkPostProject), and the API's, which posts the project
// (newProjectSchema, POST /api/projects: decision 032 puts posting behind the API so it can be limited).
import { z } from 'zod';
import { texts } from '../texts.ts';
import { milestonesInputSchema } from './milestone-schemas.ts';
import { checkMilestones, readMilestoneInputs, type MilestoneInput, type MilestonesCheck } from './milestone-check.ts';
import type { MilestoneTerms } from './milestones.ts';
import { fromPaise, MAX_AMOUNT, MIN_AMOUNT, toPaise } from './money.ts';
import { pricings, type Pricing } from './project.ts';

export interface PostProjectInput {
  title: string;
  description: string;
  hardware: string;
  software: string;
  features: string;
  /** The date input's value, 'YYYY-MM-DD'. */
  deadline: string;
  /** The number input's value, as typed. */
  budget: string;
  deliveryAddress: string;
  /** 'Sellers take it at my price' (fixed, the default) or 'Ask for offers' (decision 067). */
  pricing?: Pricing;
}

export interface NewProject {
  title: string;
  description: string;
  hardware: string;
  software: string;
  features: string;
  /** Midnight at the start of the chosen day, local time, epoch millis. */
  deadline: number;
  budget: number;
  deliveryAddress: string;
  /** Two or more milestones adding up to the budget (decision 068); absent when the project is one milestone. */
  milestones?: MilestoneTerms[];
  /** Fixed unless the student asks for offers (decision 067). */
  pricing?: Pricing;
}

export type PostProjectCheck = { ok: true; value: NewProject } | { ok: false; error: string };

/** 'YYYY-MM-DD' in local time, the way a date input shows today. */
export function localDateString(millis: number): string {
  const date = new Date(millis);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's 'YYYY-MM-DD' as local midnight, or null when it is not a date. */
export function parseLocalDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 && date.getDate() === d ? date.getTime() : null;
}

/**
 * A form's milestones as typed (a posted project's, an offer's or a counter's), read and checked as the server checks
 * them (decision 068) against the price in paise and the deadline or delivery day, none due before today.
 */
export function checkMilestoneInputs(
  inputs: readonly MilestoneInput[],
  price: { pricePaise: number; deadline: number | null },
  now: number,
): MilestonesCheck {
  const read = readMilestoneInputs(inputs, parseLocalDate);
  if (!read.ok) return read;
  return checkMilestones(read.value, price, parseLocalDate(localDateString(now))!);
}

/**
 * The form's project, or SPEC 5's first error; then its milestones (decision 068), when the budget is split into
 * more than one (none, or one, is the whole project as SPEC posts it).
 */
export function checkPostProject(
  input: PostProjectInput,
  now: number,
  milestoneInputs: readonly MilestoneInput[] = [],
): PostProjectCheck {
  const title = input.title.trim();
  const description = input.description.trim();
  const deliveryAddress = input.deliveryAddress.trim();
  const budgetText = input.budget.trim();
  const deadlineText = input.deadline.trim();
  if (!title || !description || !deadlineText || !budgetText || !deliveryAddress) {
    return { ok: false, error: texts.projects.requiredFields };
  }
  const budget = Number(budgetText);
  if (!Number.isFinite(budget) || budget < MIN_AMOUNT) return { ok: false, error: texts.projects.budgetMinimum };
  if (budget > MAX_AMOUNT) return { ok: false, error: texts.projects.budgetMaximum };
  if (fromPaise(toPaise(budget)) !== budget) return { ok: false, error: texts.projects.budgetPaise };
  const deadline = parseLocalDate(deadlineText);
  if (deadline === null) return { ok: false, error: texts.projects.deadlineInvalid };
  if (deadlineText < localDateString(now)) return { ok: false, error: texts.projects.deadlinePast };
  let milestones: MilestoneTerms[] | undefined;
  if (milestoneInputs.length > 1) {
    const check = checkMilestoneInputs(milestoneInputs, { pricePaise: toPaise(budget), deadline }, now);
    if (!check.ok) return check;
    milestones = check.value;
  }
  return {
    ok: true,
    value: {
      title,
      description,
      hardware: input.hardware.trim(),
      software: input.software.trim(),
      features: input.features.trim(),
      deadline,
      budget,
      deliveryAddress,
      ...(milestones ? { milestones } : {}),
      pricing: input.pricing ?? 'fixed',
    },
  };
}

/**
 * The fields a posted project starts with (SPEC 3 and 4: Open, Unpaid, nobody assigned), besides its two
 * dates, which each SDK writes in its own Timestamp type: `deadline` from NewProject, `createdAt` the server's.
 */
export function newProjectFields(student: { uid: string; email: string }, project: NewProject) {
  return {
    studentId: student.uid,
    studentEmail: student.email,
    title: project.title,
    description: project.description,
    hardware: project.hardware,
    software: project.software,
    features: project.features,
    budget: project.budget,
    status: 'Open' as const,
    paymentStatus: 'Unpaid' as const,
    sellerId: null,
    sellerEmail: null,
    pricing: project.pricing ?? 'fixed',
    // Listed until a moderator hides it or its student is suspended (decision 031): the sellers' queries ask for it.
    hidden: false,
  };
}

/** The longest texts a project takes: enough for any real request, far below a document's size. */
export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_DETAIL_MAX = 1000;
export const PROJECT_ADDRESS_MAX = 500;

const longest = (what: string, max: number) =>
  `The ${what} can have at most ${max.toLocaleString('en-IN')} characters.`;
const required = (what: string, max: number) =>
  z
    .string({ error: texts.projects.requiredFields })
    .trim()
    .min(1, texts.projects.requiredFields)
    .max(max, longest(what, max));
const optional = (what: string) =>
  z.string().trim().max(PROJECT_DETAIL_MAX, longest(what, PROJECT_DETAIL_MAX)).default('');

/** The day before `now`: SPEC 5's 'not before today' in any time zone (the form sends its local midnight). */
export const DEADLINE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * What POST /api/projects takes: a NewProject, checked the way the form checks it (the deadline against the
 * server's clock by the use case: midnight of today in the student's zone is less than a day ago everywhere).
 */
export const newProjectSchema = z.object({
  title: required('title', PROJECT_TITLE_MAX),
  description: required('description', PROJECT_DESCRIPTION_MAX),
  hardware: optional('hardware'),
  software: optional('software'),
  features: optional('features'),
  deadline: z.number({ error: texts.projects.deadlineInvalid }).int(texts.projects.deadlineInvalid),
  budget: z
    .number({ error: texts.projects.requiredFields })
    .refine(Number.isFinite, texts.projects.budgetMinimum)
    .refine((budget) => budget >= MIN_AMOUNT, texts.projects.budgetMinimum)
    .refine((budget) => budget <= MAX_AMOUNT, texts.projects.budgetMaximum)
    .refine((budget) => fromPaise(toPaise(budget)) === budget, texts.projects.budgetPaise),
  deliveryAddress: required('delivery address', PROJECT_ADDRESS_MAX),
  // Checked against the budget and deadline by the use case (checkMilestones), as the form checks them.
  milestones: milestonesInputSchema.optional(),
  pricing: z.enum(pricings, { error: 'Choose how sellers price the project.' }).default('fixed'),
}) satisfies z.ZodType<NewProject, unknown>;
