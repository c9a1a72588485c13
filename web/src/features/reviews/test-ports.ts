// Stand-ins for the ReviewsPort and the reviews' client in component tests: watches that never answer unless the test
// hands in a feed, and a write the test can inspect or make fail. Only tests import this file.
import { vi } from 'vitest';
import { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { fakePort } from '../../lib/testing/fake-port.ts';
import { never } from '../../lib/testing/feed.ts';
import type { ReviewsPort } from './reviews.port.ts';

export { aProject } from '../../lib/testing/a-project.ts';

export const fakeReviewsPort = fakePort<ReviewsPort>(() => ({
  watchOwnReview: vi.fn(() => never),
  watchRating: vi.fn(() => never),
  watchPublicProfile: vi.fn(() => never),
  watchPublishedReviews: vi.fn(() => never),
}));

/** The reviews' client: a review is taken, the first of its pair. */
export const fakeReviewsApi = () =>
  fakeClient(reviewsContract, {
    create: vi.fn(async () => ({ id: 'r1', authorRole: 'student' as const, published: false, publishAt: 0 })),
  });
