// Requests to the grievance officer (DPDP Act 2023 s.13, Rules 2025 rule 14; decision 040): access, correction,
// erasure or anything else about a person's data. Each lands in the admins' queue with a 90-day clock; the person
// follows its status on their Privacy page, and the answer reaches them as a notification and an email.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

/** What a request is about, in the order the Privacy page offers them; the catalogues word them (decision 090). */
export const requestKinds = ['access', 'correction', 'erasure', 'other'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Rule 14(3): a grievance is answered within a period the fiduciary publishes, at most 90 days. */
export const ANSWER_WITHIN_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const dueAtOf = (createdAt: number) => createdAt + ANSWER_WITHIN_DAYS * DAY_MS;

/** Whole days left until `dueAt` (negative once it has passed), counted from `now`. */
export const daysLeft = (dueAt: number, now: number) => Math.ceil((dueAt - now) / DAY_MS);

export const REQUEST_MESSAGE_MAX = 2000;

export const requestTexts = {
  kindRequired: 'Choose what your request is about.',
  messageRequired: 'Say what you are asking for.',
  messageTooLong: `Keep your request to ${REQUEST_MESSAGE_MAX} characters.`,
  answerRequired: 'Write the answer.',
  answerTooLong: `Keep the answer to ${REQUEST_MESSAGE_MAX} characters.`,
  sent: `We received your request. Our grievance officer answers within ${ANSWER_WITHIN_DAYS} days; you will get a notification and an email.`,
  notFound: 'This request no longer exists.',
  alreadyAnswered: 'This request has been answered already.',
} as const;

export const requestInputSchema = z.object({
  kind: z.enum(requestKinds, { error: requestTexts.kindRequired }),
  message: z
    .string({ error: requestTexts.messageRequired })
    .trim()
    .min(1, requestTexts.messageRequired)
    .max(REQUEST_MESSAGE_MAX, requestTexts.messageTooLong),
});
export type RequestInput = z.infer<typeof requestInputSchema>;

export const answerInputSchema = z
  .string({ error: requestTexts.answerRequired })
  .trim()
  .min(1, requestTexts.answerRequired)
  .max(REQUEST_MESSAGE_MAX, requestTexts.answerTooLong);

export const requestStatuses = ['open', 'answered'] as const;

/** privacyRequests/{id}, as its requester and the admins read it. */
export const privacyRequestSchema = z.object({
  id: z.string(),
  requesterId: z.string(),
  requesterEmail: z.string().catch(''),
  kind: z.enum(requestKinds),
  message: z.string().catch(''),
  status: z.enum(requestStatuses),
  createdAt: epochMillis,
  /** createdAt + 90 days: the clock the admins' queue shows. */
  dueAt: z.number(),
  answer: z.string().nullable().catch(null),
  answeredAt: epochMillis.default(null),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
