// A closed set's words are the catalogue's alone (decision 090): shared keeps the set's values, and a screen's test
// says their English word for word and finds each in every language, so a value added in shared without its words
// fails there. The catalogues as imported are compiled (web/vite-catalogues.ts): a message is its text or its parts,
// so an empty one is '' or none. Only tests import this file.
import { translate } from '../../i18n/i18n.ts';

/** The ids' English in their order, and those ids lacking words in any of the catalogues given. */
export function closedSetWords(ids: readonly string[], ...catalogues: readonly Record<string, unknown>[]) {
  const lacking = ids.filter((id) =>
    catalogues.some((catalogue) => {
      const message = catalogue[id];
      return typeof message === 'string' ? message.trim() === '' : !Array.isArray(message) || message.length === 0;
    }),
  );
  return { english: ids.map((id) => translate('en', id)), lacking };
}
