// SPEC 5 'Post project' validation.
import { texts } from '../texts.ts';
import { fromPaise, MAX_AMOUNT, MIN_AMOUNT, toPaise } from './money.ts';

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
}

export type PostProjectCheck = { ok: true; value: NewProject } | { ok: false; error: string };

/** 'YYYY-MM-DD' in local time, the way a date input shows today. */
export function localDateString(millis: number): string {
  const date = new Date(millis);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseLocalDate(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getMonth() === m - 1 && date.getDate() === d ? date.getTime() : null;
}

export function checkPostProject(input: PostProjectInput, now: number): PostProjectCheck {
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
  };
}
