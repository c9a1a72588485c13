// Trust and safety's endpoints (docs/decisions/031-reports-blocks-and-moderation.md, 022's contract): a member
// reports a thing or blocks a person; an admin decides a moderation case, undoes a decision, and reads a thing's
// author's history.
import { z } from 'zod';
import { adminEndpoint, endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId, uid } from '../document-id-schema.ts';
import { blockTexts } from './block.ts';
import { limitMetDeclared } from './limits.ts';
import { authorHistorySchema, moderationActions, moderationReasonSchema, moderationTexts } from './moderation.ts';
import { reportInputSchema, reportTexts } from './report.ts';

export const reportAnswerSchema = z.object({
  id: z.string(),
  /** True when this reporter's report of the thing was open already: nothing new was written. */
  alreadyOpen: z.boolean(),
  message: z.string(),
});

const okSchema = z.object({ ok: z.literal(true) });
/** A suspension also names whom it suspended, for the admin's notice. */
const decisionAnswerSchema = okSchema.extend({
  suspended: z.string().optional().describe("The suspended person's name (else their email), after a suspension"),
});

export const safetyContract = {
  report: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/reports',
      summary: 'Report a product, project, chat message, review or person (one open report per reporter and thing)',
    })
    .input(reportInputSchema)
    .output(reportAnswerSchema)
    .errors(
      errorsWith({
        NOT_FOUND: reportTexts.notFound,
        FORBIDDEN: reportTexts.ownThing,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
  block: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'PUT',
      path: '/blocks/{uid}',
      summary: 'Block a person: neither can message or deal with the other',
    })
    .input(z.object({ uid: uid('uid') }))
    .output(okSchema)
    .errors(errorsWith({ NOT_FOUND: blockTexts.personNotFound, BAD_REQUEST: blockTexts.yourself })),
  // Allowed while suspended: it only undoes the person's own block.
  unblock: endpoint
    .meta({ caller: 'member', whileSuspended: true })
    .route({ method: 'DELETE', path: '/blocks/{uid}', summary: 'Unblock a person' })
    .input(z.object({ uid: uid('uid') }))
    .output(okSchema)
    .errors(errorsWith({ NOT_FOUND: blockTexts.notBlocked })),
};

export const moderationContract = {
  decide: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/moderation/cases/{caseId}/decision',
      summary: 'Decide a moderation case: dismiss its reports, hide the thing, or suspend its author (audited)',
    })
    .input(
      z.object({ caseId: documentId('caseId'), action: z.enum(moderationActions), reason: moderationReasonSchema }),
    )
    .output(decisionAnswerSchema)
    .errors(
      errorsWith({
        NOT_FOUND: moderationTexts.caseNotFound,
        CONFLICT: moderationTexts.alreadyDecided,
        BAD_REQUEST: moderationTexts.cannotHidePerson,
      }),
    ),
  undo: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/moderation/cases/{caseId}/undo',
      summary: "Undo a case's decision: show the thing again or lift the suspension, and reopen the case (audited)",
    })
    .input(z.object({ caseId: documentId('caseId'), reason: moderationReasonSchema }))
    .output(okSchema)
    .errors(errorsWith({ NOT_FOUND: moderationTexts.caseNotFound, CONFLICT: moderationTexts.notDecided })),
  authorHistory: adminEndpoint
    .route({
      method: 'GET',
      path: '/admin/moderation/people/{uid}',
      summary: "A reported thing's author: past reports, reviews and disputes",
    })
    .input(z.object({ uid: uid('uid') }))
    .output(authorHistorySchema)
    .errors(errorsWith({ NOT_FOUND: moderationTexts.personGone })),
};
