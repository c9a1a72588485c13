// The local Assistant: no model, no network. It finds the fact that best answers the question (the shared
// retrieval over the same grounding Gemini gets: the FAQ, the how-it-works passages and the policy sections)
// and answers with it, naming where it is written; when no fact matches well enough, it says plainly that it
// does not know. A question asked in Hindi (Devanagari) gets each of these in Hindi: every fact carries its Hindi.
import { factAnswer, notKnownFor, type Fact } from '@marketplace/shared/assistant/grounding';
import { ANSWER_MIN_SCORE, retrievalIndex, type RetrievalIndex } from '@marketplace/shared/assistant/retrieval';
import type { Assistant } from '../ports/assistant.port.ts';

export function offlineAssistant(): Assistant {
  let index: { retrieval: RetrievalIndex; facts: Map<string, Fact> } | null = null;

  return {
    async *answer({ conversation, grounding }) {
      index ??= { retrieval: retrievalIndex(grounding.facts), facts: new Map(grounding.facts.map((f) => [f.id, f])) };
      const question = conversation.at(-1)?.text ?? '';
      const [best] = index.retrieval.rank(question, 1);
      const fact = best && best.score >= ANSWER_MIN_SCORE ? index.facts.get(best.id) : undefined;
      yield fact ? factAnswer(fact, question) : notKnownFor(question);
    },
  };
}
