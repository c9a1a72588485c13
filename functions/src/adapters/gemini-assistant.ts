// The production Assistant: Gemini through @google/genai, streaming. The grounding goes as the system
// instruction; the conversation as user/model turns. The API key is a Firebase secret and the model a param:
// neither ever reaches the browser.
import type { GenerateContentParameters, GenerateContentResponse } from '@google/genai';
import { groundingText } from '@marketplace/shared/assistant/grounding';
import type { Assistant } from '../ports/assistant.port.ts';

/** The part of the SDK this uses (GoogleGenAI's `models`), so tests can stand at the SDK's boundary. */
export interface GeminiModels {
  generateContentStream(params: GenerateContentParameters): Promise<AsyncGenerator<GenerateContentResponse>>;
}

export interface GeminiSettings {
  model: () => string;
  /** Builds the SDK client on first use (the key is read then). */
  models: () => GeminiModels;
}

export function geminiAssistant({ model, models }: GeminiSettings): Assistant {
  let client: GeminiModels | undefined;
  return {
    async *answer({ conversation, grounding, signal }) {
      client ??= models();
      const stream = await client.generateContentStream({
        model: model(),
        contents: conversation.map((message) => ({
          role: message.sender === 'user' ? 'user' : 'model',
          parts: [{ text: message.text }],
        })),
        config: {
          // The facts in the last question's language (decision 010): Hindi passages to a question in Hindi.
          systemInstruction: groundingText(grounding, conversation.at(-1)?.text),
          // Answers are short and factual: little randomness, a bounded length.
          temperature: 0.2,
          maxOutputTokens: 512,
          abortSignal: signal,
        },
      });
      for await (const chunk of stream) {
        const text = chunk.text;
        if (text) yield text;
      }
    },
  };
}
