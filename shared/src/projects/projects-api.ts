// The project lifecycle's endpoints (decision 022): the seller's delivery with its files, every other
// step a person takes on a funded or taken project, short-lived links to delivered files, and an admin's
// settlement of a dispute. Each use case asks shared's project-actions before it writes.
import { z } from 'zod';
import { adminEndpoint, callerTexts, endpoint, errorsWith } from '../api/endpoint.ts';
import { texts } from '../texts.ts';
import { documentId } from '../document-id-schema.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { blockTexts } from '../safety/block.ts';
import { newProjectSchema } from './post-project.ts';
import { lifecycleTexts } from './project-errors.ts';
import { transitionActions } from './project-actions.ts';
import { MESSAGE_MAX_LENGTH, settlementOutcomes } from './project.ts';

/** The lifecycle's refusals (project-errors.ts, apart so the screens need not load the contract) and the admin's. */
export const projectErrors = {
  ...lifecycleTexts,
  notAdmin: callerTexts.notAdmin,
  onlyStudents: 'Only students post projects.',
  notInChat: 'Only the student and the seller who took this project can message here.',
  messageEmpty: 'Write a message first.',
} as const;

/** A chat message as the API takes it (SPEC 5: never empty or spaces only; shared MESSAGE_MAX_LENGTH). */
export const chatMessageSchema = z.object({
  text: z
    .string({ error: projectErrors.messageEmpty })
    .trim()
    .min(1, projectErrors.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, `A message can have at most ${MESSAGE_MAX_LENGTH} characters.`),
});

export const lifecycleAnswerSchema = z.object({ ok: z.literal(true) });
export const fileLinkSchema = z.object({ url: z.string().min(1) });
/** How long a delivered file's link opens it. */
export const FILE_LINK_SECONDS = 300;

const lifecycleErrors = {
  NOT_FOUND: projectErrors.notFound,
  FORBIDDEN: projectErrors.notYours,
  CONFLICT: projectErrors.notNow,
} as const;

export const projectsContract = {
  // SPEC 4's posting, through the API so it can be limited (decision 032): the project and its private address.
  post: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'POST', path: '/projects', successStatus: 201, summary: 'Post a project (SPEC 5)' })
    .input(newProjectSchema)
    .output(z.object({ id: z.string() }))
    .errors(
      errorsWith({
        FORBIDDEN: projectErrors.onlyStudents,
        BAD_REQUEST: texts.projects.deadlinePast,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
  // SPEC 5's chat, through the API so blocks and limits hold (decisions 031 and 032).
  sendMessage: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/messages',
      successStatus: 201,
      summary: "Send a message in a project's chat (SPEC 5)",
    })
    .input(chatMessageSchema.extend({ projectId: documentId('projectId') }))
    .output(z.object({ id: z.string() }))
    .errors(
      errorsWith({
        NOT_FOUND: projectErrors.notFound,
        FORBIDDEN: projectErrors.notInChat,
        CONFLICT: blockTexts.blockedBetween,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
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
        BAD_REQUEST: projectErrors.fileNotAllowed,
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
        BAD_REQUEST: projectErrors.noteRequired,
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
        NOT_FOUND: projectErrors.fileGone,
        FORBIDDEN: projectErrors.notYours,
        BAD_GATEWAY: projectErrors.fileUnavailable,
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
        NOT_FOUND: projectErrors.notFound,
        CONFLICT: projectErrors.disputeNotOpen,
        BAD_REQUEST: projectErrors.settlementInvalid,
      }),
    ),
};
