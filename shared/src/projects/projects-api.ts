// The projects' endpoints (decision 022): posting a project and its chat, with the lifecycle's (lifecycle-api.ts: the
// delivery, every other step, delivered files' links and an admin's settlement). Each use case asks shared's
// project-actions before it writes.
import { z } from 'zod';
import { callerTexts, endpoint, errorsWith } from '../api/endpoint.ts';
import { texts } from '../texts.ts';
import { documentId } from '../document-id-schema.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { blockTexts } from '../safety/block.ts';
import { newProjectSchema } from './post-project.ts';
import { lifecycleTexts } from './project-errors.ts';
import { lifecycleContract } from './lifecycle-api.ts';
import { MESSAGE_MAX_LENGTH } from './project.ts';

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
  ...lifecycleContract,
};
