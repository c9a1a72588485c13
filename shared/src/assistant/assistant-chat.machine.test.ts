import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { assistantChatMachine, type AnswerEvent, type AskInput } from './assistant-chat.machine.ts';
import { MAX_TURNS, type ChatMessage } from './conversation.ts';

/** A scripted assistant: each question gets the next script, a list of what the asking actor reports. */
function startChat(scripts: AnswerEvent[][], messages?: ChatMessage[]) {
  const asked: AskInput[] = [];
  const actor = createActor(
    assistantChatMachine.provide({
      delays: { answerTimeout: 50 },
      actors: {
        ask: fromCallback<AnswerEvent, AskInput>(({ sendBack, input }) => {
          const script = scripts[asked.length] ?? [];
          asked.push(input);
          // Each event a little after the last, as an answer streams in; nothing more once stopped.
          let stopped = false;
          void script.reduce(
            (previous, event) => previous.then(() => Promise.resolve()).then(() => !stopped && sendBack(event)),
            Promise.resolve() as Promise<unknown>,
          );
          return () => {
            stopped = true;
          };
        }),
      },
    }),
    { input: { messages } },
  );
  actor.start();
  return { actor, asked };
}

type ChatActor = ReturnType<typeof startChat>['actor'];
const settled = (actor: ChatActor) => waitFor(actor, (s) => s.matches('idle') || s.matches('failed'));
const answer = (...chunks: string[]): AnswerEvent[] => [
  ...chunks.map((text) => ({ type: 'answer.chunk' as const, text })),
  { type: 'answer.done' },
];

describe('the Ask Me conversation (SPEC 1, 3, 8)', () => {
  it('starts with SPEC’s greeting', () => {
    const { actor } = startChat([]);
    expect(actor.getSnapshot().context.messages).toEqual([{ sender: 'bot', text: texts.assistant.greeting }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends the question with the conversation (without the greeting), streams the answer in, and keeps it', async () => {
    const { actor, asked } = startChat([answer('You can post ', 'from your Dashboard.')]);
    actor.send({ type: 'chat.send', text: '  How do I post a project?  ' });
    expect(actor.getSnapshot().matches({ asking: 'waiting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ asking: 'streaming' }));
    expect(actor.getSnapshot().context.pending).toBe('You can post ');
    await settled(actor);
    expect(asked).toEqual([{ conversation: [{ sender: 'user', text: 'How do I post a project?' }] }]);
    expect(actor.getSnapshot().context.messages.slice(1)).toEqual([
      { sender: 'user', text: 'How do I post a project?' },
      { sender: 'bot', text: 'You can post from your Dashboard.' },
    ]);
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('does not send an empty or blank question', () => {
    const { actor, asked } = startChat([]);
    actor.send({ type: 'chat.send', text: '   ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('shows SPEC’s empty-answer text when nothing comes back', async () => {
    const { actor } = startChat([answer('   ')]);
    actor.send({ type: 'chat.send', text: 'Hello?' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(texts.assistant.emptyAnswer);
  });

  it('shows SPEC’s connection text on a failure, and on no answer within the timeout', async () => {
    const failing = startChat([[{ type: 'answer.failed' }]]);
    failing.actor.send({ type: 'chat.send', text: 'Hello?' });
    await settled(failing.actor);
    expect(failing.actor.getSnapshot().context.error).toBe(texts.assistant.connectionFailed);

    const silent = startChat([[]]);
    silent.actor.send({ type: 'chat.send', text: 'Hello?' });
    await settled(silent.actor);
    expect(silent.actor.getSnapshot().context.error).toBe(texts.assistant.connectionFailed);
  });

  it('shows the server’s reason for a refusal the person can act on', async () => {
    const { actor } = startChat([[{ type: 'answer.failed', message: 'Too many questions. Please wait a minute.' }]]);
    actor.send({ type: 'chat.send', text: 'Hello?' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('Too many questions. Please wait a minute.');
  });

  it('asks the same question again on retry, and keeps the answer then', async () => {
    const { actor, asked } = startChat([[{ type: 'answer.failed' }], answer('Funds are held until release.')]);
    actor.send({ type: 'chat.send', text: 'How does payment work?' });
    await settled(actor);
    actor.send({ type: 'chat.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(asked[1]).toEqual(asked[0]);
    expect(actor.getSnapshot().context.messages.at(-1)).toEqual({
      sender: 'bot',
      text: 'Funds are held until release.',
    });
  });

  it('goes on from a conversation kept earlier in the session, sending only the last 10 turns', async () => {
    const kept: ChatMessage[] = [
      { sender: 'bot', text: texts.assistant.greeting },
      ...Array.from({ length: 12 }, (_, i): ChatMessage => ({ sender: i % 2 ? 'bot' : 'user', text: `message ${i}` })),
    ];
    const { actor, asked } = startChat([answer('ok')], kept);
    expect(actor.getSnapshot().context.messages).toEqual(kept);
    actor.send({ type: 'chat.send', text: 'and now?' });
    await settled(actor);
    expect(asked[0]!.conversation).toHaveLength(MAX_TURNS);
    expect(asked[0]!.conversation.at(-1)).toEqual({ sender: 'user', text: 'and now?' });
  });
});
