// 'Ask Me' measured: how many questions it answers right first, as the offline assistant answers (the
// best passage over its bar, else 'not known'), on the sets it is tuned on and on those held out. Pure: no stack.
import { answersRightFirst } from '../../shared/src/assistant/answer-eval.ts';
import { heldOutQuestions } from '../../shared/src/assistant/retrieval-held-out.ts';
import { featureHeldOutQuestions } from '../../shared/src/assistant/retrieval-held-out-features.ts';
import { languagesHeldOutQuestions } from '../../shared/src/assistant/retrieval-held-out-languages.ts';
import { featureTuningQuestions, retrievalEval } from '../../shared/src/assistant/retrieval-eval.ts';
import type { Figure } from './figures.ts';

export function benchAssistant(): Figure[] {
  const share = (set: Parameters<typeof answersRightFirst>[0]) => {
    const { right, total } = answersRightFirst(set);
    return (100 * right) / total;
  };
  return [
    { name: 'Ask Me right first: tuning set', value: share(retrievalEval), unit: '%' },
    { name: 'Ask Me right first: held out', value: share(heldOutQuestions), unit: '%' },
    { name: 'Ask Me right first: features, tuned', value: share(featureTuningQuestions), unit: '%' },
    // The bar: 45 of 50 held-out feature questions.
    {
      name: 'Ask Me right first: features, held out',
      value: share(featureHeldOutQuestions),
      unit: '%',
      target: { value: 90, kind: 'min' },
    },
    // The same bar for Hindi and the newest parts (offers, milestones, the language).
    {
      name: 'Ask Me right first: Hindi and newest parts, held out',
      value: share(languagesHeldOutQuestions),
      unit: '%',
      target: { value: 90, kind: 'min' },
    },
  ];
}
