// The ReviewsPort: a person's own review and the ratings read live from Firestore (the rules let an author read
// theirs before it is published, and anyone read the rating shards); a review is written only by the API.
import type { Auth } from 'firebase/auth';
import { onSnapshot, query, where, type Firestore } from 'firebase/firestore';
import { ApiError } from '@marketplace/shared/api-error';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { reviewSchema } from '@marketplace/shared/reviews/review';
import { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { apiClient } from '../../lib/api-client.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { ratingShardsCollection, reviewsCollection } from '../../lib/paths.ts';
import { logged, loggedWatch } from '../../lib/watch.ts';
import type { ReviewsPort } from './projects.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function reviewsAdapter(db: Firestore, auth: Auth): ReviewsPort {
  return {
    // A query on the author, not a get: a get of a review not written yet would be refused (the rules read only
    // what names its reader), and would tell whether the other party has written theirs.
    watchOwnReview: (projectId, authorId) =>
      loggedWatch('Reading your review', (onNext, onError) =>
        onSnapshot(
          query(reviewsCollection(db), where('authorId', '==', authorId), where('projectId', '==', projectId)),
          (snapshot) => onNext(parsedDocuments(reviewSchema, snapshot.docs)[0] ?? null),
          onError,
        ),
      ),
    submitReview: (projectId, review) =>
      logged(
        'Writing a review',
        apiClient(reviewsContract, auth)
          .create({ projectId, ...review })
          .then(() => undefined),
        isRefusal,
      ),
    watchRating: (uid) =>
      loggedWatch('Reading a rating', (onNext, onError) =>
        onSnapshot(
          ratingShardsCollection(db, uid),
          (snapshot) => onNext(ratingOf(snapshot.docs.map((shard) => ratingShardSchema.parse(shard.data())))),
          onError,
        ),
      ),
  };
}
