// The Profile page's email choices' texts (decision 071): the English part travels with the profile's chunk, the
// Hindi is fetched only when a member reads Hindi. The choices are shared's groups, worded only here (decision 090).
import en from '../../i18n/en/emails.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useEmailTexts = catalogue(en, () => import('../../i18n/hi/emails.json'));
