// Hiding a review and showing it again, inside the caller's transaction: the reviews feature's Hide (decision 026)
// and a moderation case's decision and undo (decision 031) both do it, so it is written once here. A hidden review
// leaves the public list (the rules read `hidden`) and its stars leave its subject's rating (taken back from its
// shard if they were counted); shown again, it is uncounted, so the rating trigger counts it once more.
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { ratingShardOf } from '@marketplace/shared/reviews/rating';

export interface HiddenBy {
  reason: string;
  byUid: string;
}

/** `review` was read in this transaction; the caller has checked it exists and is not hidden. */
export function hideReviewIn(tx: Transaction, db: Firestore, review: DocumentSnapshot, { reason, byUid }: HiddenBy) {
  tx.update(review.ref, {
    hidden: true,
    hiddenReason: reason,
    hiddenBy: byUid,
    hiddenAt: FieldValue.serverTimestamp(),
    counted: false,
  });
  if (review.get('counted') === true) {
    const shard = db.doc(paths.ratingShard(String(review.get('subjectId')), ratingShardOf(review.id)));
    const stars = Number(review.get('stars'));
    tx.set(shard, { ratingSum: FieldValue.increment(-stars), ratingCount: FieldValue.increment(-1) }, { merge: true });
  }
}

/** Shows a hidden review again; the rating trigger (count-rating.ts) counts it when it is published. */
export function showReviewIn(tx: Transaction, review: DocumentSnapshot) {
  tx.update(review.ref, { hidden: false, hiddenReason: null, hiddenBy: null, hiddenAt: null, counted: false });
}
