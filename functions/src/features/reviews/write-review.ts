// POST /api/projects/{projectId}/reviews (decision 026): a party reviews the other, once, in one
// transaction with the checks: the review's id is `{projectId}-{authorRole}`, so a second attempt (or two at once)
// finds the first. The second review of a pair publishes both in the same transaction; a lone one waits for its
// publishAt (publish-review.ts). The averages follow publication (count-rating.ts).
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { milestonesOf } from '@marketplace/shared/projects/milestones';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';
import { fixedEventId } from '@marketplace/shared/projects/project-history';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import {
  canReview,
  closedAt,
  otherRole,
  PUBLISH_AFTER_MS,
  reviewerRoleOf,
  reviewIdOf,
  type ReviewInput,
  type ReviewerRole,
} from '@marketplace/shared/reviews/review';
import { toMillis } from '@marketplace/shared/to-millis';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';

export interface ReviewAnswer {
  id: string;
  authorRole: ReviewerRole;
  published: boolean;
  publishAt: number;
}

/**
 * When the student's release happened: its history event (the automatic release's, or the student's), of the last
 * milestone on a project split into milestones (decision 068: each milestone's release is an event of its own).
 */
async function releaseEventAt(tx: Transaction, db: Firestore, project: Project): Promise<number | null> {
  const events = db.collection(paths.projectHistory(project.id));
  const milestone = milestonesOf(project).length - 1;
  const [automatic, released] = await Promise.all([
    tx.get(events.doc(fixedEventId({ kind: 'auto-released', milestone })!)),
    tx.get(events.doc(fixedEventId({ kind: 'released', milestone })!)),
  ]);
  return toMillis(automatic.get('at')) ?? toMillis(released.get('at'));
}

export async function writeReview(
  { db }: { db: Firestore },
  caller: Caller,
  { projectId, ...input }: ReviewInput & { projectId: string },
): Promise<Outcome<ReviewAnswer>> {
  const outcome = await transact(db, async (tx): Promise<Outcome<ReviewAnswer>> => {
    const now = Date.now();
    const snapshot = await tx.get(db.doc(paths.project(projectId)));
    const project = snapshot.exists ? projectSchema.parse({ ...snapshot.data(), id: snapshot.id }) : null;
    if (!project) return failure('not-found', reviewTexts.notFound);
    const actor = caller.role ? { uid: caller.uid, role: caller.role } : null;
    const role = actor ? reviewerRoleOf(project, actor) : null;
    if (!actor || !role) return failure('forbidden', reviewTexts.notParty);
    const mine = db.doc(paths.review(reviewIdOf(projectId, role)));
    const theirs = db.doc(paths.review(reviewIdOf(projectId, otherRole(role))));
    const [mineSnap, theirsSnap, releasedAt] = await Promise.all([
      tx.get(mine),
      tx.get(theirs),
      releaseEventAt(tx, db, project),
    ]);
    const allowed = canReview(project, actor, now, {
      closedAtMs: closedAt(project, releasedAt, now),
      alreadyReviewed: mineSnap.exists,
    });
    if (!allowed.ok) return failure('conflict', allowed.text);
    const subjectId = allowed.role === 'student' ? project.sellerId! : project.studentId;
    // The second review publishes the pair now; a first waits 7 days for the other's.
    const completesPair = theirsSnap.exists;
    const publishAt = completesPair ? now : now + PUBLISH_AFTER_MS;
    tx.create(mine, {
      projectId,
      projectTitle: project.title,
      authorId: caller.uid,
      authorRole: allowed.role,
      subjectId,
      stars: input.stars,
      text: input.text,
      createdAt: Timestamp.fromMillis(now),
      publishAt: Timestamp.fromMillis(publishAt),
      published: completesPair,
      counted: false,
      hidden: false,
    });
    if (completesPair && theirsSnap.get('published') !== true) tx.update(theirs, { published: true });
    return success({ id: mine.id, authorRole: allowed.role, published: completesPair, publishAt });
  });
  if (outcome.ok) log.info('review written', { projectId, authorRole: outcome.value.authorRole });
  return outcome;
}
