// The local Assistant: no model, no network. It finds the fact that best answers the question (MiniSearch
// over the same grounding Gemini gets: the FAQ and the policy sections) and answers with it, naming where
// it is written; when no fact matches well enough, it says plainly that it does not know.
import MiniSearch from 'minisearch';
import { notKnown, type Fact } from '@marketplace/shared/assistant/grounding';
import type { Assistant } from '../ports/assistant.port.ts';

/** Words that say nothing about what is asked; searching on them would match every passage. */
const stopWords = new Set(
  'a an and are as at be but by can could do does for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this to was we what when where which who why will with would you your please tell know about long need take work'.split(
    ' ',
  ),
);

/** A few ways people ask for what the texts call otherwise. */
const synonyms: Record<string, string[]> = { old: ['age'], aged: ['age'], young: ['age'], cost: ['price'] };

/** Lower case, stop words out, a plural's 's' off ('refunds' finds 'refund'), synonyms added. */
function processTerm(term: string): string | string[] | null {
  const word = term.toLowerCase();
  if (stopWords.has(word)) return null;
  const stem = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return synonyms[stem] ? [stem, ...synonyms[stem]] : stem;
}

/** How well the best passage must match, relative to a match on one whole word of its title. */
const MIN_SCORE = 6;

export function offlineAssistant(): Assistant {
  let index: { search: MiniSearch<Fact>; facts: Map<string, Fact> } | null = null;
  const indexOf = (facts: Fact[]) => {
    const search = new MiniSearch<Fact>({
      fields: ['title', 'text'],
      storeFields: ['id', 'source'],
      processTerm,
      searchOptions: {
        boost: { title: 3 },
        prefix: true,
        fuzzy: 0.15,
        combineWith: 'OR',
        // The FAQ is written to answer questions; the policies are written to govern. Prefer the answer.
        boostDocument: (_id, _term, stored) => (stored?.source === 'Support & Contact' ? 1.5 : 1),
      },
    });
    search.addAll(facts);
    return { search, facts: new Map(facts.map((fact) => [fact.id, fact])) };
  };

  return {
    async *answer({ conversation, grounding }) {
      index ??= indexOf(grounding.facts);
      const question = conversation.at(-1)?.text ?? '';
      const [best] = index.search.search(question);
      const fact = best && best.score >= MIN_SCORE ? index.facts.get(best.id as string) : undefined;
      yield fact ? `${fact.text}\n\n(From ${fact.source}: ${fact.title})` : notKnown;
    },
  };
}
