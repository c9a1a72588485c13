// The moderation queue (docs/decisions/031-reports-blocks-and-moderation.md): one case per reported thing, its
// open reports counted by the server, and an admin's decision on it: dismiss the reports, hide the thing, or
// suspend its author. Each decision carries a reason, is audited, and can be undone.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { reportedThingSchema, reportReasons, type ReportKind } from './report.ts';

/** Where a case stands; the steps between are the moderation process's rows (moderation-process.ts). */
export const caseStatuses = ['open', 'decided'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const moderationActions = ['dismiss', 'hide', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** What a report's reporter is told became of it. */
export const reportOutcomeOf = {
  dismiss: 'dismissed',
  hide: 'hidden',
  suspend: 'suspended',
} as const satisfies Record<ModerationAction, string>;

/** A person cannot be hidden, only suspended; everything else can be either. */
export const actionsFor = (kind: ReportKind): readonly ModerationAction[] =>
  kind === 'person' ? ['dismiss', 'suspend'] : moderationActions;

export const MODERATION_REASON_MAX = 500;

export const moderationTexts = {
  reasonRequired: 'Give a reason: it is kept in the audit log and shown to the person it concerns.',
  reasonTooLong: `Keep the reason to ${MODERATION_REASON_MAX} characters.`,
  caseNotFound: 'This case is no longer in the queue.',
  alreadyDecided: 'This case was decided already. Undo that decision first.',
  notDecided: 'This case has no decision to undo.',
  cannotHidePerson: 'A person cannot be hidden; suspend them instead.',
  cannotSuspendAdmin: 'An admin cannot be suspended here.',
  thingGone: 'What was reported no longer exists; dismiss the case instead.',
  personGone: 'This person no longer has an account.',
} as const;

export const moderationDecisionSchema = z.object({
  action: z.enum(moderationActions),
  reason: z.string(),
  byUid: z.string(),
  byEmail: z.string().catch(''),
  at: epochMillis,
  /** How many open reports the decision closed (an undo puts them back in the count). */
  reports: z.number().int().nonnegative().catch(0),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** moderationCases/{thingKey}: written by the server only (the counting trigger and the admin's decisions). */
export const moderationCaseSchema = z.object({
  id: z.string(),
  thing: reportedThingSchema,
  /** Whose thing it is (the person for a person): who a suspension suspends. */
  authorId: z.string(),
  /** What the thing said when first reported, so the queue shows it even once hidden or changed. */
  title: z.string().catch(''),
  text: z.string().catch(''),
  status: z.enum(caseStatuses),
  /** Reports since the last decision, by reason. */
  openReports: z.number().int().nonnegative().catch(0),
  reasons: z.partialRecord(z.enum(reportReasons), z.number()).catch({}),
  lastReportedAt: epochMillis,
  decision: moderationDecisionSchema.nullable().catch(null),
});
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

/** The admin's reason for a decision or an undo. */
export const moderationReasonSchema = z
  .string({ error: moderationTexts.reasonRequired })
  .trim()
  .min(1, moderationTexts.reasonRequired)
  .max(MODERATION_REASON_MAX, moderationTexts.reasonTooLong);

/** What the admin sees of a thing's author beside the case (GET /api/admin/moderation/people/{uid}). */
export const authorHistorySchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  suspended: z.boolean(),
  /** Cases about their things or them, and how many of those were decided against them (hidden or suspended). */
  reportedCases: z.number().int(),
  casesActioned: z.number().int(),
  /** Reviews of them that are published, and their average; reviews they wrote that an admin hid. */
  reviewsReceived: z.number().int(),
  averageStars: z.number().nullable(),
  reviewsHidden: z.number().int(),
  /** Disputes on projects they were a party to: opened in all, and still open. */
  disputes: z.number().int(),
  openDisputes: z.number().int(),
});
export type AuthorHistory = z.infer<typeof authorHistorySchema>;
