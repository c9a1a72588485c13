// POST /api/admin/reviews/{reviewId}/hide: an admin hides a review that breaks the terms, with a reason.
// In one transaction: the review is marked hidden (the rules then show it to admins only), its stars leave the
// rating if they were counted, and the admin audit gets its record.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';
import { hideReviewIn } from '../../platform/review-visibility.ts';

export async function hideReview(
  { db }: { db: Firestore },
  admin: Caller,
  { reviewId, reason }: { reviewId: string; reason: string },
): Promise<Outcome<{ ok: true }>> {
  const ref = db.doc(paths.review(reviewId));
  const outcome = await transact(db, async (tx): Promise<Outcome<{ ok: true }>> => {
    const review = await tx.get(ref);
    if (!review.exists) return failure('not-found', reviewTexts.reviewNotFound);
    if (review.get('hidden') === true) return failure('conflict', reviewTexts.alreadyHidden);
    hideReviewIn(tx, db, review, { reason, byUid: admin.uid });
    tx.create(db.collection(paths.adminAudit).doc(), {
      action: 'hide-review',
      target: { reviewId, reason },
      byUid: admin.uid,
      byEmail: admin.email,
      at: FieldValue.serverTimestamp(),
    });
    return success({ ok: true as const });
  });
  if (outcome.ok) log.info('review hidden', { reviewId, by: admin.uid });
  return outcome;
}
