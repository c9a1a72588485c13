// The dashboard frame's texts (decision 071): its title, who is signed in, 'My Store Purchases'. The English part
// travels with the members' screens; its Hindi is fetched only when a member reads Hindi.
import en from '../../i18n/en/dashboard.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useDashboardTexts = catalogue(en, () => import('../../i18n/hi/dashboard.json'));
