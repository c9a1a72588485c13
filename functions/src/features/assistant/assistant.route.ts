// POST /api/assistant: the 'Ask Me' answer to the conversation's last question, streamed back as NDJSON lines
// (shared conversation.ts). Open to visitors, so each client may ask QUESTIONS_PER_MINUTE questions a minute
// (nobody can run up the model's bill); an answer that has not started within 10 s is a failure (SPEC 8).
import { Router, type Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { assistantRequestSchema, type AnswerLine } from '@marketplace/shared/assistant/assistant-api';
import { ANSWER_TIMEOUT_MS, QUESTIONS_PER_MINUTE } from '@marketplace/shared/assistant/conversation';
import type { Grounding } from '@marketplace/shared/assistant/grounding';
import { texts } from '@marketplace/shared/texts';
import { failure, parseBody, respond } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { ClientAddress } from '../../platform/client-address.ts';
import { takeRequest } from '../../platform/rate-limit.ts';
import type { Assistant } from '../../ports/assistant.port.ts';

export interface AssistantRouteDeps {
  db: Firestore;
  assistant: Assistant;
  grounding: Grounding;
  clientAddress: ClientAddress;
}

/** However well it streams, an answer ends by then. */
const ANSWER_MAX_MS = 30_000;

export const assistantErrors = {
  tooMany: 'You have asked a lot of questions in a short time. Please wait a minute and try again.',
} as const;

const line = (res: Response, value: AnswerLine) => res.write(`${JSON.stringify(value)}\n`);

export function assistantRouter({ db, assistant, grounding, clientAddress }: AssistantRouteDeps): Router {
  const router = Router();
  router.post('/assistant', async (req, res) => {
    const input = parseBody(assistantRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    const decision = await takeRequest(
      db,
      { name: 'assistant', limit: QUESTIONS_PER_MINUTE, windowMs: 60_000 },
      clientAddress(req),
    );
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      return respond(res, failure('too-many', assistantErrors.tooMany));
    }

    const controller = new AbortController();
    const firstWords = setTimeout(() => controller.abort(new Error('no answer within 10 s')), ANSWER_TIMEOUT_MS);
    const cap = setTimeout(() => controller.abort(new Error('the answer took too long')), ANSWER_MAX_MS);
    // The person closed the panel or lost the connection: stop asking the model.
    res.on('close', () => controller.abort(new Error('the client went away')));
    let started = false;
    try {
      for await (const text of assistant.answer({
        conversation: input.value.messages,
        grounding,
        signal: controller.signal,
      })) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (!started) {
          started = true;
          clearTimeout(firstWords);
          res.status(200).type('application/x-ndjson').setHeader('Cache-Control', 'no-store');
        }
        line(res, { type: 'chunk', text });
      }
      if (!started) res.status(200).type('application/x-ndjson');
      line(res, { type: 'done' });
      res.end();
    } catch (error) {
      log.error('the assistant could not answer', error, { turns: input.value.messages.length, started });
      // SPEC 8's text either way: before the answer began as an error status, after it as a last line.
      if (!started) respond(res, failure('provider-failed', texts.assistant.connectionFailed));
      else {
        line(res, { type: 'error', message: texts.assistant.connectionFailed });
        res.end();
      }
    } finally {
      clearTimeout(firstWords);
      clearTimeout(cap);
    }
  });
  return router;
}
