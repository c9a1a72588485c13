// The 'Ask Me' answer to a conversation's last question, as pieces of text while the model writes them. An
// answer that has not started within ANSWER_TIMEOUT_MS is a failure (SPEC 8), and however well it streams it
// ends by ANSWER_MAX_MS; the person going away (`signal`) stops the model too.
import { ANSWER_COMPLETE } from '@marketplace/shared/assistant/assistant-api';
import { ANSWER_TIMEOUT_MS, type ChatMessage } from '@marketplace/shared/assistant/conversation';
import type { Grounding } from '@marketplace/shared/assistant/grounding';
import { texts } from '@marketplace/shared/texts';
import { FailureThrown, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Assistant } from '../../ports/assistant.port.ts';

export interface AnswerDeps {
  assistant: Assistant;
  grounding: Grounding;
}

/** However well it streams, an answer ends by then. */
export const ANSWER_MAX_MS = 30_000;

/**
 * Waits for the first piece, so a failure before the answer began is an Outcome (an error status); the pieces
 * that follow fail, if they do, with SPEC 8's text thrown from the stream (FailureThrown).
 */
export async function answerQuestion(
  { assistant, grounding }: AnswerDeps,
  conversation: ChatMessage[],
  signal?: AbortSignal,
): Promise<Outcome<AsyncGenerator<string, typeof ANSWER_COMPLETE>>> {
  const controller = new AbortController();
  const firstWords = setTimeout(() => controller.abort(new Error('no answer within 10 s')), ANSWER_TIMEOUT_MS);
  const cap = setTimeout(() => controller.abort(new Error('the answer took too long')), ANSWER_MAX_MS);
  const goneAway = () => controller.abort(new Error('the client went away'));
  signal?.addEventListener('abort', goneAway, { once: true });
  const finish = () => {
    clearTimeout(firstWords);
    clearTimeout(cap);
    signal?.removeEventListener('abort', goneAway);
  };
  const failed = (error: unknown, started: boolean) => {
    log.error('the assistant could not answer', error, { turns: conversation.length, started });
    return { ok: false, error: { code: 'provider-failed', message: texts.assistant.connectionFailed } } as const;
  };

  const pieces = assistant.answer({ conversation, grounding, signal: controller.signal })[Symbol.asyncIterator]();
  const next = async () => {
    const piece = await pieces.next();
    if (controller.signal.aborted) throw controller.signal.reason;
    return piece;
  };
  let first: IteratorResult<string>;
  try {
    first = await next();
  } catch (error) {
    finish();
    return failed(error, false);
  }
  clearTimeout(firstWords);

  async function* answer(): AsyncGenerator<string, typeof ANSWER_COMPLETE> {
    try {
      for (let piece = first; !piece.done; piece = await next()) yield piece.value;
      return ANSWER_COMPLETE;
    } catch (error) {
      throw new FailureThrown(failed(error, true).error);
    } finally {
      finish();
      // The person went away or the stream failed: the model's own stream is closed too.
      await pieces.return?.();
    }
  }
  return success(answer());
}
