// The verification panel's texts (decision 071): its English part travels with the members' screens, and its Hindi
// is fetched only when a member reads Hindi, never in a visitor's first load.
import en from '../../i18n/en/verification.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useVerificationTexts = catalogue(en, () => import('../../i18n/hi/verification.json'));
