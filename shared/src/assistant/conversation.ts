// SPEC 3 'Chat bot message' and what POST /api/assistant takes: the conversation, bounded so that nobody can
// send the model a book (the last 10 turns, 1,000 characters a message).
import { z } from 'zod';

export const MAX_TURNS = 10;
export const MAX_MESSAGE_LENGTH = 1000;
/** SPEC 8: a failure or a wait this long shows the connection text. */
export const ANSWER_TIMEOUT_MS = 10_000;
/** Questions one client may ask a minute (the endpoint answers 429 beyond). */
export const QUESTIONS_PER_MINUTE = 20;

export const senders = ['user', 'bot'] as const;
export type Sender = (typeof senders)[number];

export interface ChatMessage {
  text: string;
  sender: Sender;
}

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

/** What the browser sends: the last turns, the greeting left out (it is not part of what was asked). */
export function conversationToSend(messages: readonly ChatMessage[], greeting: string): ChatMessage[] {
  const asked = messages.filter(
    (message, index) => !(index === 0 && message.sender === 'bot' && message.text === greeting),
  );
  return asked.slice(-MAX_TURNS).map((message) => ({ ...message, text: message.text.slice(0, MAX_MESSAGE_LENGTH) }));
}

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
