// Two-sided reviews (decision 026; Sharetribe's process): after a project's payment is released or settled, its
// student reviews the seller and its seller reviews the student, once each, within 14 days. A review is
// published when both have written one, or 7 days after the first; until then only its author (and admins)
// read it. Pure rules: the API asks them in its transaction, the screens ask them what to offer.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { isClosed } from '../projects/escrow-states.ts';
import type { Actor } from '../projects/project-actions.ts';
import type { Project } from '../projects/project.ts';
import { REVIEW_TEXT_MAX_LENGTH, reviewTexts } from './review-texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after the release (or settlement) the two parties may review. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * DAY_MS;
/** A review nobody answers is published this long after it was written. */
export const PUBLISH_AFTER_DAYS = 7;
export const PUBLISH_AFTER_MS = PUBLISH_AFTER_DAYS * DAY_MS;

export const reviewerRoles = ['student', 'seller'] as const;
export type ReviewerRole = (typeof reviewerRoles)[number];

/**
 * What a person sends: 1–5 whole stars and a text of at most 1,000 characters once trimmed. An empty text is
 * allowed: a rating alone is a common review.
 */
export const reviewInputSchema = z.object({
  stars: z
    .number({ error: reviewTexts.starsInvalid })
    .int(reviewTexts.starsInvalid)
    .min(1, reviewTexts.starsInvalid)
    .max(5, reviewTexts.starsInvalid),
  text: z
    .string()
    .default('')
    .transform((text) => text.trim())
    .pipe(z.string().max(REVIEW_TEXT_MAX_LENGTH, reviewTexts.textTooLong)),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A stored review (reviews/{projectId}-{authorRole}), as its readers see it. */
export const reviewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string().catch(''),
  authorId: z.string(),
  authorRole: z.enum(reviewerRoles),
  /** Who is reviewed: the other party. */
  subjectId: z.string(),
  stars: z.number().int().min(1).max(5),
  text: z.string().catch(''),
  createdAt: epochMillis,
  /** When it is published if the other party does not review first: the first review's time + 7 days. */
  publishAt: epochMillis,
  published: z.boolean().catch(false),
  /** Hidden by an admin for breaking the terms: read by admins only, and out of the rating. */
  hidden: z.boolean().catch(false),
  /** The admin's reason for hiding it (admins and its author read it). */
  hiddenReason: z.string().nullable().catch(null),
});
export type Review = z.infer<typeof reviewSchema>;

/** One review per author per project: its id says whose, so a second attempt finds the first. */
export const reviewIdOf = (projectId: string, authorRole: ReviewerRole) => `${projectId}-${authorRole}`;

export const otherRole = (role: ReviewerRole): ReviewerRole => (role === 'student' ? 'seller' : 'student');

/** The project as review rules need it, with when its payment was released or settled (null: not known yet). */
export type ReviewableProject = Pick<Project, 'studentId' | 'sellerId' | 'paymentStatus' | 'settlement'>;

/**
 * When the payment left escrow: a settlement's time, else the release's (its history event, read by the caller).
 * A release whose event the history trigger has not written yet is treated as happening now.
 */
export function closedAt(project: ReviewableProject, releaseEventAt: number | null, now: number): number {
  return project.settlement?.settledAt ?? releaseEventAt ?? now;
}

/** The project's party the actor is, if any. Admins review nobody. */
export function reviewerRoleOf(project: ReviewableProject, actor: Pick<Actor, 'uid' | 'role'>): ReviewerRole | null {
  if (actor.role === 'student' && project.studentId === actor.uid) return 'student';
  if (actor.role === 'seller' && project.sellerId !== null && project.sellerId === actor.uid) return 'seller';
  return null;
}

export type ReviewRefusal = Extract<
  keyof typeof reviewTexts,
  'notParty' | 'notClosed' | 'windowClosed' | 'alreadyReviewed'
>;

/**
 * Whether the actor may review now: a party, after the release or settlement, within 14 days of it, once.
 * `closedAtMs` is closedAt()'s answer; `alreadyReviewed` whether the actor's review exists.
 */
export function canReview(
  project: ReviewableProject,
  actor: Pick<Actor, 'uid' | 'role'>,
  now: number,
  { closedAtMs, alreadyReviewed }: { closedAtMs: number; alreadyReviewed: boolean },
): { ok: true; role: ReviewerRole } | { ok: false; refusal: ReviewRefusal; text: string } {
  const refuse = (refusal: ReviewRefusal) => ({ ok: false as const, refusal, text: reviewTexts[refusal] });
  const role = reviewerRoleOf(project, actor);
  if (!role) return refuse('notParty');
  if (!isClosed(project)) return refuse('notClosed');
  if (alreadyReviewed) return refuse('alreadyReviewed');
  if (now >= closedAtMs + REVIEW_WINDOW_MS) return refuse('windowClosed');
  return { ok: true, role };
}

/** The two reviews of a project (either may be missing), as far as publication needs them. */
export type ReviewPair = Partial<Record<ReviewerRole, Pick<Review, 'createdAt'> | null>>;

/** When the pair is published: at once when both wrote; else 7 days after the first; null when none is written. */
export function publishAtOf(pair: ReviewPair): number | null {
  const written = [pair.student, pair.seller].filter((review) => review != null);
  if (written.length === 0) return null;
  const first = Math.min(...written.map((review) => review.createdAt ?? Number.POSITIVE_INFINITY));
  const publishAt = first + PUBLISH_AFTER_MS;
  return written.length === 2 ? Math.min(publishAt, Math.max(...written.map((r) => r.createdAt ?? 0))) : publishAt;
}

/** Whether the pair's reviews are published (visible to everyone) at `now`. */
export function isPublished(pair: ReviewPair, now: number): boolean {
  const publishAt = publishAtOf(pair);
  return publishAt !== null && now >= publishAt;
}
