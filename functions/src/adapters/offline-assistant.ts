// The local Assistant: no model, no network. It finds the fact that best answers the question (the shared
// retrieval over the same grounding Gemini gets: the FAQ, the how-it-works passages and the policy sections)
// and answers with it, naming where it is written; when no fact matches well enough, it says plainly that it
// does not know.
import { notKnown, type Fact } from '@marketplace/shared/assistant/grounding';
import { retrievalIndex, type RetrievalIndex } from '@marketplace/shared/assistant/retrieval';
import type { Assistant } from '../ports/assistant.port.ts';

/**
 * How well the best passage must match to be an answer: BM25 points, about one rare word of the question
 * found once in a passage. The weakest right answer in the evaluation set scores about 2.5.
 */
const MIN_SCORE = 1.5;

export function offlineAssistant(): Assistant {
  let index: { retrieval: RetrievalIndex; facts: Map<string, Fact> } | null = null;

  return {
    async *answer({ conversation, grounding }) {
      index ??= { retrieval: retrievalIndex(grounding.facts), facts: new Map(grounding.facts.map((f) => [f.id, f])) };
      const question = conversation.at(-1)?.text ?? '';
      const [best] = index.retrieval.rank(question, 1);
      const fact = best && best.score >= MIN_SCORE ? index.facts.get(best.id) : undefined;
      yield fact ? `${fact.text}\n\n(From ${fact.source}: ${fact.title})` : notKnown;
    },
  };
}
