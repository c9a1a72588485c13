// The AssistantPort over POST /api/assistant: the server answers in NDJSON lines (chunk, done or error), read
// as they arrive so the answer grows in the panel; a proxy that buffers simply delivers them at once.
import { answerLineSchema } from '@marketplace/shared/assistant/assistant-api';
import { AssistantRefusal, type AssistantPort } from './assistant.port.ts';

export function httpAssistant(fetchAnswer: typeof fetch = fetch): AssistantPort {
  return {
    async ask(conversation, onChunk, signal) {
      const response = await fetchAnswer('/api/assistant', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
        body: JSON.stringify({ messages: conversation }),
        signal,
      });
      if (response.status === 429) {
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        throw new AssistantRefusal(
          typeof body?.error === 'string' ? body.error : 'Too many questions. Please wait a minute.',
        );
      }
      if (!response.ok || !response.body) throw new Error(`The assistant answered ${response.status}.`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (value) buffered += value;
        const lines = buffered.split('\n');
        buffered = done ? '' : lines.pop()!;
        for (const text of lines) {
          if (!text.trim()) continue;
          const line = answerLineSchema.parse(JSON.parse(text));
          if (line.type === 'chunk') onChunk(line.text);
          else if (line.type === 'error') throw new Error(line.message);
          else return;
        }
        if (done) throw new Error('The answer ended without its last line.');
      }
    },
  };
}
