// The ReviewsPort's Firestore half: a person's own review, ratings, public profiles and published reviews, read live
// (the rules let an author read theirs before it is published, and anyone read the rating shards and the published
// reviews); a review is written only by the API (the reviews' client, ReviewsApi).
import { doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { publicProfileSchema } from '@marketplace/shared/reviews/public-profile';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { reviewSchema } from '@marketplace/shared/reviews/review';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { ratingShardsCollection, reviewsCollection } from '../../lib/paths.ts';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import type { ReviewsPort } from './reviews.port.ts';

export function firestoreReviews(db: Firestore): ReviewsPort {
  return {
    // A query on the author, not a get: a get of a review not written yet would be refused (the rules read only
    // what names its reader), and would tell whether the other party has written theirs.
    watchOwnReview: (projectId, authorId) =>
      watchQuery(
        'Reading your review',
        query(reviewsCollection(db), where('authorId', '==', authorId), where('projectId', '==', projectId)),
        (snapshot) => parsedDocuments(reviewSchema, snapshot.docs)[0] ?? null,
      ),
    watchRating: (uid) =>
      watchQuery('Reading a rating', ratingShardsCollection(db, uid), (snapshot) =>
        ratingOf(snapshot.docs.map((shard) => ratingShardSchema.parse(shard.data()))),
      ),
    watchPublicProfile: (uid) =>
      watchDocument("Reading a person's profile", doc(db, paths.publicProfile(uid)), (snapshot) =>
        snapshot.exists() ? publicProfileSchema.parse(snapshot.data()) : null,
      ),
    // The rules' public query: every result must be published and not hidden, or the list is refused.
    watchPublishedReviews: (subjectId) =>
      watchQuery(
        "Reading a person's reviews",
        query(
          reviewsCollection(db),
          where('subjectId', '==', subjectId),
          where('published', '==', true),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(PUBLISHED_REVIEWS_SHOWN),
        ),
        (snapshot) => parsedDocuments(reviewSchema, snapshot.docs),
      ),
  };
}

/** A profile page lists this many of a person's newest reviews; their rating counts them all. */
const PUBLISHED_REVIEWS_SHOWN = 50;
