// What POST /api/assistant takes (the conversation, within conversation.ts's bounds) and how it answers.
import { z } from 'zod';
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

/**
 * The answer streams back as lines of JSON (NDJSON): pieces of text as they come, then the end, or an
 * error instead. An answer that is fully buffered on the way (a proxy) arrives the same, just at once.
 */
export const answerLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AnswerLine = z.infer<typeof answerLineSchema>;
