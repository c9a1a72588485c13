// What the reviews' screens need (decision 026): a party's own review, writing one through the API, ratings, and
// a person's public page. One adapter, built once at the composition root (web/src/app); tests hand in fakes.
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { Review, ReviewInput } from '@marketplace/shared/reviews/review';
import type { Watch } from '../../lib/watch.ts';

/** Reviews: a party's own review of a released project, writing it (through the API), and ratings. */
export interface ReviewsPort {
  /** The review this person wrote of the project (always readable by its author); null: none yet. */
  watchOwnReview(projectId: string, authorId: string): Watch<Review | null>;
  /** Rejects with the server's ApiError (not a party, not released, window closed, already reviewed, bad input). */
  submitReview(projectId: string, review: ReviewInput): Promise<void>;
  /** A person's average and count, summed from the server's shards. */
  watchRating(uid: string): Watch<Rating>;
  /** What anyone may read of a person (people/{uid}, kept by the server); null: no such person. */
  watchPublicProfile(uid: string): Watch<PublicProfile | null>;
  /** The published reviews of a person that no admin hid, newest first (the newest 50). */
  watchPublishedReviews(subjectId: string): Watch<Review[]>;
}
