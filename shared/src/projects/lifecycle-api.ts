// The project lifecycle's endpoints (decision 022): the seller's delivery with its files, every other step a person
// takes on a funded or taken project, short-lived links to delivered files, and an admin's settlement of a dispute.
// Apart from posting and the chat (projects-api.ts, which gathers these with them), so a step's screen and endpoint
// load the lifecycle's schemas alone. Each use case asks shared's project-actions before it writes.
import { z } from 'zod';
import { adminEndpoint, endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { lifecycleTexts } from './project-errors.ts';
import { transitionActions } from './project-actions.ts';
import { settlementOutcomes } from './project.ts';

export const lifecycleAnswerSchema = z.object({ ok: z.literal(true) });
export const fileLinkSchema = z.object({ url: z.string().min(1) });
/** How long a delivered file's link opens it. */
export const FILE_LINK_SECONDS = 300;

const lifecycleErrors = {
  NOT_FOUND: lifecycleTexts.notFound,
  FORBIDDEN: lifecycleTexts.notYours,
  CONFLICT: lifecycleTexts.notNow,
} as const;

export const lifecycleContract = {
  // SPEC 4's 'Mark as Complete', carrying the delivery: files (checked by their bytes), a note and a link.
  deliver: endpoint
    .meta({ caller: 'member', body: 'multipart-or-json' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/deliveries',
      successStatus: 201,
      summary: 'Deliver the work: mark the project complete with files, a note or a link',
    })
    .input(
      z.object({
        projectId: documentId('projectId'),
        note: z.string().optional(),
        link: z.string().optional(),
        files: z.array(z.file()).optional(),
      }),
    )
    .output(lifecycleAnswerSchema)
    .errors(
      errorsWith({
        ...lifecycleErrors,
        BAD_REQUEST: lifecycleTexts.fileNotAllowed,
      }),
    ),
  transition: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/transitions',
      summary: 'Take a lifecycle step: changes, withdrawal, cancellation, a dispute',
    })
    .input(
      z.object({
        projectId: documentId('projectId'),
        action: z.enum(transitionActions),
        note: z.string().optional(),
      }),
    )
    .output(lifecycleAnswerSchema)
    .errors(
      errorsWith({
        ...lifecycleErrors,
        BAD_REQUEST: lifecycleTexts.noteRequired,
      }),
    ),
  // Never kept by a browser or a proxy: the link opens a private file.
  fileLink: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'GET',
      path: '/projects/{projectId}/files/{fileId}',
      summary: "A short-lived link to a delivered file, for the project's student, its seller and admins",
    })
    .input(z.object({ projectId: documentId('projectId'), fileId: documentId('fileId') }))
    .output(fileLinkSchema)
    .errors(
      errorsWith({
        NOT_FOUND: lifecycleTexts.fileGone,
        FORBIDDEN: lifecycleTexts.notYours,
        BAD_GATEWAY: lifecycleTexts.fileUnavailable,
      }),
    ),
  settleDispute: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/disputes/{projectId}/settlement',
      summary: 'Settle a dispute: release, refund, or split the budget (final)',
    })
    // A split names the part refunded in whole paise; the use case checks it against the budget (settlementPatch).
    .input(
      z.object({
        projectId: documentId('projectId'),
        outcome: z.enum(settlementOutcomes),
        refundPaise: z.number().int().optional(),
      }),
    )
    .output(lifecycleAnswerSchema)
    .errors(
      errorsWith({
        NOT_FOUND: lifecycleTexts.notFound,
        CONFLICT: lifecycleTexts.disputeNotOpen,
        BAD_REQUEST: lifecycleTexts.settlementInvalid,
      }),
    ),
};
