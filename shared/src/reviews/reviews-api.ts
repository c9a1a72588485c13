// The reviews' endpoint (decision 026): a party of a released or settled project reviews the other.
// Written by the server only, so the once-each rule, the window and the hidden-until-published rule hold.
import { z } from 'zod';
import { adminEndpoint, endpoint, errorStatus } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { reviewTexts } from './review-texts.ts';
import { reviewerRoles, reviewInputSchema } from './review.ts';

export const reviewAnswerSchema = z.object({
  id: z.string(),
  authorRole: z.enum(reviewerRoles),
  /** True when this review completed the pair, so both are now public. */
  published: z.boolean(),
  publishAt: z.number(),
});

export const reviewsContract = {
  create: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/reviews',
      successStatus: 201,
      summary: "Review the project's other party: 1–5 stars and a text",
    })
    .input(reviewInputSchema.extend({ projectId: documentId('projectId') }))
    .output(reviewAnswerSchema)
    .errors({
      NOT_FOUND: { status: errorStatus.NOT_FOUND, message: reviewTexts.notFound },
      FORBIDDEN: { status: errorStatus.FORBIDDEN, message: reviewTexts.notParty },
      CONFLICT: { status: errorStatus.CONFLICT, message: reviewTexts.alreadyReviewed },
    }),
};

/** The longest reason an admin gives for hiding a review. */
export const HIDE_REASON_MAX_LENGTH = 500;

export const reviewsAdminContract = {
  hide: adminEndpoint
    .route({ method: 'POST', path: '/admin/reviews/{reviewId}/hide', summary: 'Hide a review that breaks the terms' })
    .input(
      z.object({
        reviewId: documentId('reviewId'),
        reason: z
          .string({ error: reviewTexts.hideReasonRequired })
          .trim()
          .min(1, reviewTexts.hideReasonRequired)
          .max(HIDE_REASON_MAX_LENGTH, `Keep the reason to ${HIDE_REASON_MAX_LENGTH} characters.`),
      }),
    )
    .output(z.object({ ok: z.literal(true) }))
    .errors({
      NOT_FOUND: { status: errorStatus.NOT_FOUND, message: reviewTexts.reviewNotFound },
      CONFLICT: { status: errorStatus.CONFLICT, message: reviewTexts.alreadyHidden },
    }),
  restore: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/reviews/{reviewId}/restore',
      summary: 'Show a hidden review again (it was hidden by mistake)',
    })
    .input(z.object({ reviewId: documentId('reviewId') }))
    .output(z.object({ ok: z.literal(true) }))
    .errors({
      NOT_FOUND: { status: errorStatus.NOT_FOUND, message: reviewTexts.reviewNotFound },
      CONFLICT: { status: errorStatus.CONFLICT, message: reviewTexts.notHidden },
    }),
};
