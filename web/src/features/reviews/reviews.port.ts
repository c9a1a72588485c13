// What the reviews' screens need (decision 026): a party's own review, ratings, and a person's public page, read
// live; writing a review is the reviews' client (decision 083). Built once at the composition root (web/src/app);
// tests hand in fakes.
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { Review } from '@marketplace/shared/reviews/review';
import type { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

/** Reviews: a party's own review of a released project, and ratings. */
export interface ReviewsPort {
  /** The review this person wrote of the project (always readable by its author); null: none yet. */
  watchOwnReview(projectId: string, authorId: string): Watch<Review | null>;
  /** A person's average and count, summed from the server's shards. */
  watchRating(uid: string): Watch<Rating>;
  /** What anyone may read of a person (people/{uid}, kept by the server); null: no such person. */
  watchPublicProfile(uid: string): Watch<PublicProfile | null>;
  /** The published reviews of a person that no admin hid, newest first (the newest 50). */
  watchPublishedReviews(subjectId: string): Watch<Review[]>;
}

/** Writing a review; rejects with the server's refusal (not a party, not released, window closed, already reviewed). */
export type ReviewsApi = ApiClient<typeof reviewsContract>;
