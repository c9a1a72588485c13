// The AssistantPort through the API: the answer streams back as server-sent events, each a piece of text, read
// as they arrive so the answer grows in the panel; a proxy that buffers simply delivers them at once. Too many
// questions is a refusal with the server's reason; any other failure, or an answer cut off, rejects.
import { ApiError, serverExplanation } from '@marketplace/shared/api-error';
import { assistantContract } from '@marketplace/shared/assistant/assistant-api';
import { apiClient, type ApiClient } from '../../lib/api-client.ts';
import { AssistantRefusal, type AssistantPort } from './assistant.port.ts';

export function httpAssistant(
  client: ApiClient<typeof assistantContract> = apiClient(assistantContract, null),
): AssistantPort {
  return {
    async ask(conversation, onChunk, signal) {
      let pieces: AsyncIterator<string, unknown>;
      try {
        pieces = await client.ask({ messages: conversation }, { signal });
      } catch (error) {
        const refusal = error instanceof ApiError && error.status === 429 ? serverExplanation(error) : null;
        if (refusal) throw new AssistantRefusal(refusal);
        throw error;
      }
      for (;;) {
        const piece = await pieces.next();
        if (!piece.done) onChunk(piece.value);
        // The answer's own end carries ANSWER_COMPLETE (the client checks it against the contract): a stream
        // that stops without it was cut off on the way.
        else return;
      }
    },
  };
}
