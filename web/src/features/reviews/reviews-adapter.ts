// The ReviewsPort: a person's own review and the ratings read live from Firestore (the rules let an author read
// theirs before it is published, and anyone read the rating shards); a review is written only by the API.
import type { Auth } from 'firebase/auth';
import { doc, limit, onSnapshot, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { ApiError } from '@marketplace/shared/api-error';
import { paths } from '@marketplace/shared/paths';
import { publicProfileSchema } from '@marketplace/shared/reviews/public-profile';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { reviewSchema } from '@marketplace/shared/reviews/review';
import { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { apiClient } from '../../lib/api-client.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { ratingShardsCollection, reviewsCollection } from '../../lib/paths.ts';
import { logged, loggedWatch } from '../../lib/watch.ts';
import type { ReviewsPort } from './reviews.port.ts';

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
    watchPublicProfile: (uid) =>
      loggedWatch("Reading a person's profile", (onNext, onError) =>
        onSnapshot(
          doc(db, paths.publicProfile(uid)),
          (snapshot) => onNext(snapshot.exists() ? publicProfileSchema.parse(snapshot.data()) : null),
          onError,
        ),
      ),
    // The rules' public query: every result must be published and not hidden, or the list is refused.
    watchPublishedReviews: (subjectId) =>
      loggedWatch("Reading a person's reviews", (onNext, onError) =>
        onSnapshot(
          query(
            reviewsCollection(db),
            where('subjectId', '==', subjectId),
            where('published', '==', true),
            where('hidden', '==', false),
            orderBy('createdAt', 'desc'),
            limit(PUBLISHED_REVIEWS_SHOWN),
          ),
          (snapshot) => onNext(parsedDocuments(reviewSchema, snapshot.docs)),
          onError,
        ),
      ),
  };
}

/** A profile page lists this many of a person's newest reviews; their rating counts them all. */
const PUBLISHED_REVIEWS_SHOWN = 50;
