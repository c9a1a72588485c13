// POST /api/admin/reviews/{reviewId}/restore (decision 026): an admin shows a hidden review again (hidden by
// mistake, or the reason no longer holds). In one transaction: the review is no longer hidden and not counted, so
// the rating trigger counts it again once it is published (count-rating.ts), and the admin audit gets its record.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';

export async function restoreReview(
  { db }: { db: Firestore },
  admin: Caller,
  { reviewId }: { reviewId: string },
): Promise<Outcome<{ ok: true }>> {
  const ref = db.doc(paths.review(reviewId));
  const outcome = await transact(db, async (tx): Promise<Outcome<{ ok: true }>> => {
    const review = await tx.get(ref);
    if (!review.exists) return failure('not-found', reviewTexts.reviewNotFound);
    if (review.get('hidden') !== true) return failure('conflict', reviewTexts.notHidden);
    const at = FieldValue.serverTimestamp();
    // Hiding took its stars out and cleared `counted`: counting it again is the trigger's, once, as for any review.
    tx.update(ref, { hidden: false, hiddenReason: null, restoredBy: admin.uid, restoredAt: at, counted: false });
    tx.create(db.collection(paths.adminAudit).doc(), {
      action: 'restore-review',
      target: { reviewId, hiddenReason: String(review.get('hiddenReason') ?? '') },
      byUid: admin.uid,
      byEmail: admin.email,
      at,
    });
    return success({ ok: true as const });
  });
  if (outcome.ok) log.info('review restored', { reviewId, by: admin.uid });
  return outcome;
}
