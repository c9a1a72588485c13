// Asking the 'Ask Me' assistant, in the panel's words: the answer arrives in pieces.
import type { ChatMessage } from '@marketplace/shared/assistant/conversation';
import { ShownError } from '../../lib/error-text.ts';

export interface AssistantPort {
  /** Streams the answer to `conversation`'s last question into `onChunk`; rejects if it cannot be had. */
  ask(conversation: ChatMessage[], onChunk: (text: string) => void, signal: AbortSignal): Promise<void>;
}

/** A refusal with a reason for the person (too many questions): shown as it is. */
export class AssistantRefusal extends ShownError {
  override name = 'AssistantRefusal';
}
