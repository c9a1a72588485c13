// The seller's tax details' and monthly statements' texts (decision 071): the English part travels with the
// members' screens, its Hindi is fetched only when a member reads Hindi.
import en from '../../i18n/en/documents.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useDocumentsTexts = catalogue(en, () => import('../../i18n/hi/documents.json'));
