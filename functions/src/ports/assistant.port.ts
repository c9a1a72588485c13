// The 'Ask Me' assistant (ARCHITECTURE 'Ports'): an answer to the last question of a conversation, grounded
// in the platform's own facts. Gemini in production; an offline answerer over the same facts locally.
import type { ChatMessage } from '@marketplace/shared/assistant/conversation';
import type { Grounding } from '@marketplace/shared/assistant/grounding';

export interface AnswerRequest {
  conversation: ChatMessage[];
  grounding: Grounding;
  /** Aborted when the answer takes too long or the person goes away. */
  signal: AbortSignal;
}

export interface Assistant {
  /** The answer, in pieces as they come (one piece when the adapter cannot stream). */
  answer(request: AnswerRequest): AsyncIterable<string>;
}
