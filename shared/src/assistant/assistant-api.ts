// What POST /api/assistant takes (the conversation, within conversation.ts's bounds) and how it answers.
import { eventIterator } from '@orpc/contract';
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { texts } from '../texts.ts';
import { MAX_MESSAGE_LENGTH, MAX_TURNS, senders } from './conversation.ts';

export const assistantRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        sender: z.enum(senders),
        text: z
          .string()
          .trim()
          .min(1, 'A message cannot be empty.')
          .max(MAX_MESSAGE_LENGTH, `A message can have at most ${MAX_MESSAGE_LENGTH} characters.`),
      }),
    )
    .min(1, 'Send the question.')
    .max(MAX_TURNS, `Send at most the last ${MAX_TURNS} messages.`)
    .refine((messages) => messages.at(-1)?.sender === 'user', 'The last message must be the question.'),
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** Said when one client has asked too often (QUESTIONS_PER_MINUTE), with a Retry-After header. */
export const assistantErrors = {
  tooMany: 'You have asked a lot of questions in a short time. Please wait a minute and try again.',
} as const;

/**
 * POST /api/assistant (decision 022): the answer streams back as server-sent events, a piece of text each, as
 * the model writes it, then `done` carrying ANSWER_COMPLETE, so an answer cut off on the way is told from a
 * whole one. A failure before the first piece is an error status with SPEC 8's text; one after it ends the
 * stream with an error event carrying the same text. Open to visitors (rate-limited per client).
 */
export const ANSWER_COMPLETE = { complete: true } as const;

export const assistantContract = {
  ask: endpoint
    .meta({ caller: 'public' })
    .route({ method: 'POST', path: '/assistant', summary: "The 'Ask Me' answer to the conversation's last question" })
    .input(assistantRequestSchema)
    .output(eventIterator(z.string(), z.object({ complete: z.literal(true) })))
    .errors(errorsWith({ TOO_MANY_REQUESTS: assistantErrors.tooMany, BAD_GATEWAY: texts.assistant.connectionFailed })),
};
