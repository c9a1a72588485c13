// What the privacy centre tells people (decision 040): their download is ready; the grievance officer answered
// their request; and, to every admin, that a request arrived with its 90 days running. Each once per event.
import { indiaDate } from '../ledger/india-day.ts';
import { day, mailText, sentence, words } from '../notifications/mail-words.ts';
import type { NotificationDraft } from '../notifications/notification.ts';
import type { PrivacyRequest } from './requests.ts';

/**
 * A request's kind in a word or two ('access', 'something else, or a complaint'), in the mail catalogue (decision 072).
 */
const kindText = (kind: PrivacyRequest['kind']) => words(`privacy.kind.${kind}`);

/** Its English, for the notification's own words (decision 090: written once, in the catalogue). */
const kindWords = (kind: PrivacyRequest['kind']) => mailText('en', kindText(kind));

/** The same inside a sentence of the catalogue. */
const kindSaid = (kind: PrivacyRequest['kind']) => sentence(kindText(kind));

/** The Privacy page, where a download opens and a request's answer shows. */
export const privacyLink = '/privacy-centre';

export function exportReadyNotification(uid: string, attempt: number, expiresAt: number): NotificationDraft {
  return {
    to: { uid },
    key: `privacy-export-${attempt}`,
    content: {
      kind: 'privacy-export-ready',
      title: 'Your data is ready to download',
      text: `The download of your data is ready on your Privacy page until ${indiaDate(expiresAt)}.`,
      link: privacyLink,
    },
    words: {
      title: words('privacy.exportReady.title'),
      text: words('privacy.exportReady.text', { date: day(expiresAt) }),
    },
  };
}

export function requestAnsweredNotification(
  request: Pick<PrivacyRequest, 'id' | 'requesterId' | 'kind'>,
  answer: string,
  at: number,
): NotificationDraft {
  return {
    to: { uid: request.requesterId },
    key: `privacy-request-${request.id}-answered`,
    at,
    content: {
      kind: 'privacy-request-answered',
      title: 'Your privacy request was answered',
      text: `Our answer to your request (${kindWords(request.kind)}): ${answer}`,
      link: privacyLink,
    },
    // The answer as the grievance officer wrote it, in either language's sentence.
    words: {
      title: words('privacy.answered.title'),
      text: words('privacy.answered.text', { kind: kindSaid(request.kind), answer }),
    },
  };
}

export function newRequestNotification(
  request: Pick<PrivacyRequest, 'id' | 'kind' | 'dueAt'>,
  at: number,
): NotificationDraft {
  return {
    to: { admins: true },
    key: `privacy-request-${request.id}`,
    at,
    content: {
      kind: 'admin-new-privacy-request',
      title: 'New privacy request',
      text: `A privacy request (${kindWords(request.kind)}) arrived: answer it by ${indiaDate(request.dueAt)}.`,
      link: '/dashboard',
    },
    words: {
      title: words('privacy.newRequest.title'),
      text: words('privacy.newRequest.text', { kind: kindSaid(request.kind), date: day(request.dueAt) }),
    },
  };
}
