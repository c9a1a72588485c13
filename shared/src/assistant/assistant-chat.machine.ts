// The 'Ask Me' panel's conversation (SPEC 1, 3, 8): it starts with SPEC's greeting; a question is sent with
// the conversation so far, the answer streams in piece by piece, and SPEC's texts say when nothing came back
// (an empty answer) or nothing could be reached (a failure, or no answer within 10 s). A failed question
// can be asked again. The effect (asking) is provided at the composition root.
import { assign, fromCallback, setup } from 'xstate';
import { texts } from '../texts.ts';
import { ANSWER_TIMEOUT_MS, conversationToSend, type ChatMessage } from './conversation.ts';

/** What the asking actor reports back while an answer streams in. */
export type AnswerEvent =
  | { type: 'answer.chunk'; text: string }
  | { type: 'answer.done' }
  /** A refusal the person can act on (too many questions); other failures carry no message. */
  | { type: 'answer.failed'; message?: string };

export type AssistantChatEvent = { type: 'chat.send'; text: string } | { type: 'chat.retry' } | AnswerEvent;

export interface AssistantChatContext {
  messages: ChatMessage[];
  /** The answer so far, while it streams in. */
  pending: string | null;
  error: string | null;
}

export interface AskInput {
  conversation: ChatMessage[];
}

const greeting: ChatMessage = { sender: 'bot', text: texts.assistant.greeting };

export const assistantChatMachine = setup({
  types: {
    context: {} as AssistantChatContext,
    events: {} as AssistantChatEvent,
    /** The conversation kept from earlier in the browser session, if any. */
    input: {} as { messages?: ChatMessage[] },
  },
  actors: {
    ask: fromCallback<AnswerEvent, AskInput>(({ sendBack }) => {
      sendBack({ type: 'answer.failed' });
    }),
  },
  delays: {
    answerTimeout: ANSWER_TIMEOUT_MS,
  },
  guards: {
    hasText: ({ event }) => event.type === 'chat.send' && event.text.trim().length > 0,
    answered: ({ context }) => (context.pending ?? '').trim().length > 0,
  },
  actions: {
    addQuestion: assign({
      messages: ({ context, event }) =>
        event.type === 'chat.send'
          ? [...context.messages, { sender: 'user', text: event.text.trim() }]
          : context.messages,
      pending: null,
      error: null,
    }),
    addChunk: assign({
      pending: ({ context, event }) =>
        event.type === 'answer.chunk' ? (context.pending ?? '') + event.text : context.pending,
    }),
    keepAnswer: assign({
      messages: ({ context }) => [...context.messages, { sender: 'bot', text: context.pending!.trim() }],
      pending: null,
    }),
    failEmpty: assign({ pending: null, error: texts.assistant.emptyAnswer }),
    failConnection: assign({
      pending: null,
      error: ({ event }) => (event.type === 'answer.failed' && event.message) || texts.assistant.connectionFailed,
    }),
  },
}).createMachine({
  id: 'assistantChat',
  context: ({ input }) => ({
    messages: input.messages?.length ? input.messages : [greeting],
    pending: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'chat.send': { guard: 'hasText', target: 'asking', actions: 'addQuestion' } },
    },
    asking: {
      invoke: {
        src: 'ask',
        input: ({ context }) => ({ conversation: conversationToSend(context.messages, greeting.text) }),
      },
      initial: 'waiting',
      states: {
        // SPEC 8: nothing within 10 s is a connection failure; once the answer streams, it may take its time.
        waiting: {
          after: { answerTimeout: { target: '#assistantChat.failed', actions: 'failConnection' } },
          on: { 'answer.chunk': { target: 'streaming', actions: 'addChunk' } },
        },
        streaming: {
          on: { 'answer.chunk': { actions: 'addChunk' } },
        },
      },
      on: {
        'answer.done': [
          { guard: 'answered', target: 'idle', actions: 'keepAnswer' },
          { target: 'failed', actions: 'failEmpty' },
        ],
        'answer.failed': { target: 'failed', actions: 'failConnection' },
      },
    },
    failed: {
      on: {
        'chat.retry': { target: 'asking', actions: assign({ error: null }) },
        'chat.send': { guard: 'hasText', target: 'asking', actions: 'addQuestion' },
      },
    },
  },
});
