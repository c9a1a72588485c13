// The contract every Assistant adapter keeps, run by adapters/assistant.contract.test.ts against the offline
// adapter always, and against Gemini when a key is in the environment (GEMINI_API_KEY).
import { describe, expect, it } from 'vitest';
import { messageLanguage, type ChatMessage } from '@marketplace/shared/assistant/conversation';
import { platformGrounding } from '@marketplace/shared/assistant/grounding';
import type { Assistant } from './assistant.port.ts';

export async function answerText(assistant: Assistant, question: string, history: ChatMessage[] = []): Promise<string> {
  let text = '';
  const conversation = [...history, { sender: 'user' as const, text: question }];
  for await (const piece of assistant.answer({
    conversation,
    grounding: platformGrounding(),
    signal: AbortSignal.timeout(20_000),
  }))
    text += piece;
  return text;
}

export function assistantContract(name: string, makeAssistant: () => Assistant) {
  describe(`Assistant contract: ${name}`, () => {
    it('answers how payment works from the grounding: 70% to the seller, held until release', async () => {
      const answer = await answerText(makeAssistant(), 'How does payment work?');
      expect(answer).toMatch(/70\s?%/);
      expect(answer.toLowerCase()).toMatch(/release/);
    });

    it('answers the refund window from the policy', async () => {
      expect(await answerText(makeAssistant(), 'Can I cancel my purchase and get a refund?')).toMatch(/24[- ]hour/);
    });

    it('answers every question with some text, in one or more pieces', async () => {
      expect((await answerText(makeAssistant(), 'What is the weather on Mars today?')).trim().length).toBeGreaterThan(
        0,
      );
    });

    // Gemini is told to answer in the question's language; the offline adapter says each fact's Hindi.
    it('answers a question asked in Hindi in Hindi, from the same facts', async () => {
      const answer = await answerText(makeAssistant(), 'पेमेंट कैसे होता है');
      expect(messageLanguage(answer), answer).toBe('hi');
      expect(answer).toMatch(/70\s?%/);
    });

    it('answers in the language of the last question, whatever the conversation was in before', async () => {
      const hindiFirst = [
        { sender: 'user' as const, text: 'पेमेंट कैसे होता है' },
        { sender: 'bot' as const, text: 'विक्रेता को बजट का 70% मिलता है।' },
      ];
      const english = await answerText(makeAssistant(), 'Can I cancel my purchase and get a refund?', hindiFirst);
      expect(messageLanguage(english), english).toBe('en');
      const englishFirst = [
        { sender: 'user' as const, text: 'How does payment work?' },
        { sender: 'bot' as const, text: 'The seller receives 70% of the budget.' },
      ];
      const hindi = await answerText(makeAssistant(), 'रिफंड कितने दिन में आएगा', englishFirst);
      expect(messageLanguage(hindi), hindi).toBe('hi');
    });

    it('says in Hindi that it does not know, to a question in Hindi it cannot answer', async () => {
      const answer = await answerText(makeAssistant(), 'आज मौसम कैसा है');
      expect(messageLanguage(answer), answer).toBe('hi');
    });

    it('never claims to have acted when asked to', async () => {
      const answer = (await answerText(makeAssistant(), 'Please refund my last order now.')).toLowerCase();
      expect(answer).not.toMatch(/\b(i have|i've|i) (refunded|cancelled|canceled|deleted|released)\b/);
    });
  });
}
