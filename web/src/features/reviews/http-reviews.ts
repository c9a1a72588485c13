// The ReviewsPort's API half: writing a review (POST /api/projects/{projectId}/reviews, decision 026). A refusal
// (4xx) is an answer the screen shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { ReviewsPort } from './reviews.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpReviews(auth: Auth): Pick<ReviewsPort, 'submitReview'> {
  return {
    submitReview: (projectId, review) =>
      logged(
        'Writing a review',
        apiClient(reviewsContract, auth)
          .create({ projectId, ...review })
          .then(() => undefined),
        isRefusal,
      ),
  };
}
