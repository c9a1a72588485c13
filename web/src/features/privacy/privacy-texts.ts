// The words of a request to the grievance officer (decisions 071 and 090): what each kind of request is about, as the
// member chooses it on their Privacy page and the admins' queue shows it. Its own small part, so the member's page
// carries these and not the admins' catalogue; the Hindi is fetched only when Hindi is shown. Each kind's words start
// with its name before a colon ('Access: …'), in both languages, and the page's list of requests shows that name.
import type { RequestKind } from '@marketplace/shared/privacy/requests';
import en from '../../i18n/en/privacy.json';
import { catalogue } from '../../i18n/i18n.ts';

export const usePrivacyTexts = catalogue(en, () => import('../../i18n/hi/privacy.json'));

export const requestKindKey = (kind: RequestKind) => `privacy.requestKind.${kind}` as const;
