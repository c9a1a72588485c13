// How many of a set of questions 'Ask Me' answers right first, as the offline assistant answers: the best
// passage when it reaches ANSWER_MIN_SCORE, else 'I'm not sure'. A question the facts do not answer
// (`expected: []`) is right when it says it does not know. Used by retrieval-eval.test.ts and by the bench.
import { platformGrounding } from './grounding.ts';
import type { EvalQuestion } from './retrieval-eval.ts';
import { ANSWER_MIN_SCORE, retrievalIndex, type RetrievalIndex } from './retrieval.ts';

export interface AnswerScore {
  right: number;
  total: number;
  /** Each wrong answer: the question, what was answered first (or 'not known'), and what was expected. */
  misses: string[];
}

let platformIndex: RetrievalIndex | null = null;

export function answersRightFirst(set: readonly EvalQuestion[], index?: RetrievalIndex): AnswerScore {
  const ranking = index ?? (platformIndex ??= retrievalIndex(platformGrounding().facts));
  const misses: string[] = [];
  for (const { question, expected } of set) {
    const [best] = ranking.rank(question, 1);
    const answered = best && best.score >= ANSWER_MIN_SCORE ? best.id : null;
    const right = expected.length === 0 ? answered === null : answered !== null && expected.includes(answered);
    if (!right)
      misses.push(`${question} -> ${answered ?? 'not known'} (expected ${expected.join(' or ') || 'not known'})`);
  }
  return { right: set.length - misses.length, total: set.length, misses };
}
