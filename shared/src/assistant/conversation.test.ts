import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { assistantRequestSchema } from './assistant-api.ts';
import { MAX_MESSAGE_LENGTH, MAX_TURNS, conversationToSend } from './conversation.ts';

const ask = (text: string) => ({ sender: 'user' as const, text });

describe('what POST /api/assistant takes', () => {
  it('takes up to 10 turns that end with the question', () => {
    const turns = Array.from({ length: MAX_TURNS }, (_, i) => ({
      sender: i % 2 ? ('bot' as const) : ('user' as const),
      text: `t${i}`,
    }));
    expect(assistantRequestSchema.safeParse({ messages: [...turns.slice(1), ask('q')] }).success).toBe(true);
    expect(assistantRequestSchema.safeParse({ messages: [...turns, ask('q')] }).success).toBe(false);
  });

  it('refuses an empty conversation, a blank or too long message, a bot message last, and other shapes', () => {
    for (const body of [
      { messages: [] },
      { messages: [ask('  ')] },
      { messages: [ask('x'.repeat(MAX_MESSAGE_LENGTH + 1))] },
      { messages: [{ sender: 'bot', text: 'Hi' }] },
      { messages: [{ sender: 'admin', text: 'Hi' }] },
      { messages: 'How do I post?' },
      null,
    ]) {
      expect(assistantRequestSchema.safeParse(body).success).toBe(false);
    }
    expect(assistantRequestSchema.safeParse({ messages: [ask('x'.repeat(MAX_MESSAGE_LENGTH))] }).success).toBe(true);
  });

  it('sends the last turns without the greeting, each cut to the limit', () => {
    const greeting = texts.assistant.greeting;
    const sent = conversationToSend(
      [{ sender: 'bot', text: greeting }, ask('y'.repeat(MAX_MESSAGE_LENGTH + 5))],
      greeting,
    );
    expect(sent).toEqual([ask('y'.repeat(MAX_MESSAGE_LENGTH))]);
  });
});
