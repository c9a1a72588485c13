// The Ask Me chat machine with the AssistantPort's effect, built once at the composition root.
import { fromCallback } from 'xstate';
import {
  assistantChatMachine,
  type AnswerEvent,
  type AskInput,
} from '@marketplace/shared/assistant/assistant-chat.machine';
import { ApiError } from '@marketplace/shared/api-error';
import { texts } from '@marketplace/shared/texts';
import { errorText } from '../../lib/error-text.ts';
import { AssistantRefusal, type AssistantPort } from './assistant.port.ts';

export function assistantLogic(assistant: AssistantPort) {
  return assistantChatMachine.provide({
    actors: {
      ask: fromCallback<AnswerEvent, AskInput>(({ sendBack, input }) => {
        const controller = new AbortController();
        assistant
          .ask(input.conversation, (text) => sendBack({ type: 'answer.chunk', text }), controller.signal)
          .then(
            () => sendBack({ type: 'answer.done' }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              // A server's fault the API client has logged already (decision 083); a refusal or a broken stream not.
              if (!(error instanceof ApiError && error.status >= 500))
                console.warn('The assistant could not answer.', error);
              sendBack({
                type: 'answer.failed',
                ...(error instanceof AssistantRefusal
                  ? { message: errorText(error, texts.assistant.connectionFailed) }
                  : {}),
              });
            },
          );
        // The machine stopped asking (a timeout, a new question): stop reading the answer.
        return () => controller.abort();
      }),
    },
  });
}

export type AssistantLogic = ReturnType<typeof assistantLogic>;
