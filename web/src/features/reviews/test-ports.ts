// A stand-in for the ReviewsPort in component tests: vi.fn writes the test can inspect or make fail, and watches
// that never answer unless the test hands in a feed. Only tests import this file.
import { vi } from 'vitest';
import { fakePort } from '../../lib/testing/fake-port.ts';
import { never } from '../../lib/testing/feed.ts';
import type { ReviewsPort } from './reviews.port.ts';

export { aProject } from '../../lib/testing/a-project.ts';

export const fakeReviewsPort = fakePort<ReviewsPort>(() => ({
  watchOwnReview: vi.fn(() => never),
  submitReview: vi.fn(async () => {}),
  watchRating: vi.fn(() => never),
  watchPublicProfile: vi.fn(() => never),
  watchPublishedReviews: vi.fn(() => never),
}));
