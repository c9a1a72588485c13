// Reports (docs/decisions/031-reports-blocks-and-moderation.md): what a person may report, why, and how a report
// is stored. One open report per reporter and thing: its id is derived from both, so reporting twice makes one.
import { z } from 'zod';
import { documentId } from '../document-id-schema.ts';
import { epochMillis } from '../epoch-millis.ts';

/** A store product, a project, a chat message, a review, or a person. */
export const reportKinds = ['product', 'project', 'message', 'review', 'person'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** Why, in the Report dialog's order; the web's catalogue words them (report.reason.*, decision 090). */
export const reportReasons = ['scam', 'harassment', 'inappropriate', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_NOTE_MAX = 500;

/** What is reported: a chat message is named with its project, everything else by its own id. */
export const reportedThingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: documentId('id') }),
  z.object({ kind: z.literal('project'), id: documentId('id') }),
  z.object({ kind: z.literal('message'), id: documentId('id'), projectId: documentId('projectId') }),
  z.object({ kind: z.literal('review'), id: documentId('id') }),
  z.object({ kind: z.literal('person'), id: documentId('id') }),
]);
export type ReportedThing = z.infer<typeof reportedThingSchema>;

/** One key per thing, the moderation case's id: 'product-abc', 'message-{projectId}-{messageId}'. */
export function thingKeyOf(thing: ReportedThing): string {
  return thing.kind === 'message' ? `message-${thing.projectId}-${thing.id}` : `${thing.kind}-${thing.id}`;
}

/** The reporter's open report of a thing; a closed one is kept under its own id when they report it again. */
export const reportId = (thingKey: string, reporterId: string) => `${thingKey}~${reporterId}`;

export const reportTexts = {
  reasonRequired: 'Choose why you are reporting this.',
  noteTooLong: `Keep the note to ${REPORT_NOTE_MAX} characters.`,
  notFound: 'What you reported is no longer here.',
  ownThing: 'You cannot report your own post or yourself.',
  notVisible: 'You can only report what you can see.',
  received: 'Thank you. We received your report and will look into it; you will get a notification with the outcome.',
  alreadyOpen: 'You have already reported this. We will tell you the outcome.',
} as const;

export const reportInputSchema = z.object({
  thing: reportedThingSchema,
  reason: z.enum(reportReasons, { error: reportTexts.reasonRequired }),
  note: z.string().trim().max(REPORT_NOTE_MAX, reportTexts.noteTooLong).default(''),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A report as stored (written by the API; the counting trigger and the moderator's decision change it). */
export const reportSchema = z.object({
  id: z.string(),
  thingKey: z.string(),
  thing: reportedThingSchema,
  /** A few words naming the thing for the reporter's notifications ('the product "Line follower"'). */
  thingName: z.string().catch(''),
  reporterId: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().catch(''),
  status: z.enum(['open', 'closed']),
  /** Whether its case has counted it (the counting trigger sets it in the same transaction). */
  counted: z.boolean().catch(false),
  /** How the moderator decided, once closed. */
  outcome: z.enum(['dismissed', 'hidden', 'suspended']).nullable().catch(null),
  createdAt: epochMillis,
  closedAt: epochMillis.default(null),
});
export type Report = z.infer<typeof reportSchema>;
