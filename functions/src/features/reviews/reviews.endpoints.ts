// The reviews' endpoint, declared with the contract (decision 022; shared/src/reviews/reviews-api.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { answer, callerOf, endpointsOf } from '../../platform/api/implement.ts';
import { writeReview } from './write-review.ts';

const api = endpointsOf(reviewsContract);

export function reviewsEndpoints(deps: { db: Firestore }) {
  return api.router({
    create: api.create.handler(async ({ input, context }) => answer(await writeReview(deps, callerOf(context), input))),
  });
}
