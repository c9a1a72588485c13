// The assistant's endpoint declared with the contract (decision 022): it calls its use case and answers.
// Open to visitors, so each client may ask QUESTIONS_PER_MINUTE questions a minute (nobody can run up the
// model's bill).
import type { Firestore } from 'firebase-admin/firestore';
import { assistantContract, assistantErrors } from '@marketplace/shared/assistant/assistant-api';
import { QUESTIONS_PER_MINUTE } from '@marketplace/shared/assistant/conversation';
import { answer, answerStream, endpointsOf } from '../../platform/api/implement.ts';
import { limitPerClient } from '../../platform/api/request-limits.ts';
import { answerQuestion, type AnswerDeps } from './answer-question.ts';

const api = endpointsOf(assistantContract);

const perClient = { name: 'assistant', limit: QUESTIONS_PER_MINUTE, windowMs: 60_000 };

export function assistantEndpoints(deps: AnswerDeps & { db: Firestore }) {
  return api.router({
    ask: api.ask.handler(async ({ input, context, signal }) => {
      await limitPerClient(deps.db, context, perClient, assistantErrors.tooMany);
      context.resHeaders.set('Cache-Control', 'no-store');
      return answerStream(answer(await answerQuestion(deps, input.messages, signal)));
    }),
  });
}
