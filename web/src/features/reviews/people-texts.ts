// A person's public page's texts (decision 071): the English part travels with the page's chunk, the Hindi is
// fetched only when Hindi is shown. A person's name and reviews stay as they wrote them.
import en from '../../i18n/en/people.json';
import { catalogue } from '../../i18n/i18n.ts';

export const usePeopleTexts = catalogue(en, () => import('../../i18n/hi/people.json'));
