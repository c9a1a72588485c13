// The averages (decision 026): a review's stars join its subject's rating when it is published, once.
// The increment goes to one of a few shards (shared rating.ts) with FieldValue.increment, so its cost does not grow
// with the number of reviews and reviews of one popular seller landing at once do not all write one document.
// `counted` is set in the same transaction as the increment: a redelivered event counts nothing again.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { ratingShardOf } from '@marketplace/shared/reviews/rating';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { transact } from '../../platform/transaction.ts';

const countableSchema = z.object({
  subjectId: z.string().min(1),
  stars: z.number().int().min(1).max(5),
  published: z.literal(true),
  counted: z.literal(false),
  // A hidden review stays out of the rating (hide-review.ts takes back what was counted).
  hidden: z.literal(false).optional(),
});

export async function countRating({ db }: DbDeps, change: DocumentChange): Promise<void> {
  if (!countableSchema.safeParse(change.after ?? {}).success) return;
  const reviewId = change.params.reviewId!;
  const ref = db.doc(paths.review(reviewId));
  const counted = await transact(db, async (tx) => {
    const review = countableSchema.safeParse((await tx.get(ref)).data() ?? {});
    if (!review.success) return null;
    const { subjectId, stars } = review.data;
    const shard = db.doc(paths.ratingShard(subjectId, ratingShardOf(reviewId)));
    tx.set(shard, { ratingSum: FieldValue.increment(stars), ratingCount: FieldValue.increment(1) }, { merge: true });
    tx.update(ref, { counted: true });
    return subjectId;
  });
  if (counted) log.info('review counted in the rating', { reviewId, subjectId: counted });
}

export const countRatingTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.reviews}/{reviewId}`,
  handle: countRating,
};
