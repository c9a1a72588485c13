// The reviews' endpoints (writing one; an admin hiding one or showing it again), declared with the contract (decision 022; shared/src/reviews/reviews-api.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { reviewsAdminContract, reviewsContract } from '@marketplace/shared/reviews/reviews-api';
import { answer, callerOf, endpointsOf } from '../../platform/api/implement.ts';
import { hideReview } from './hide-review.ts';
import { restoreReview } from './restore-review.ts';
import { writeReview } from './write-review.ts';

const api = endpointsOf({ ...reviewsContract, admin: reviewsAdminContract });

export function reviewsEndpoints(deps: { db: Firestore }) {
  return api.router({
    create: api.create.handler(async ({ input, context }) => answer(await writeReview(deps, callerOf(context), input))),
    admin: {
      hide: api.admin.hide.handler(async ({ input, context }) =>
        answer(await hideReview(deps, callerOf(context), input)),
      ),
      restore: api.admin.restore.handler(async ({ input, context }) =>
        answer(await restoreReview(deps, callerOf(context), input)),
      ),
    },
  });
}
