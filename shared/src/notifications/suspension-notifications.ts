// The suspended person hears of their suspension (decision 031) by bell and email, with the admin's reason: once per
// suspension (keyed by when it was made, so a repeated event writes nothing new and a later suspension is news).
import { suspensionTexts, type Suspension } from '../safety/suspension.ts';
import { words } from './mail-words.ts';
import type { NotificationDraft } from './notification.ts';

export function suspensionNotifications(uid: string, suspension: Suspension): NotificationDraft[] {
  if (suspension.at === null) return [];
  return [
    {
      to: { uid },
      key: `suspended-${suspension.at}`,
      at: suspension.at,
      content: {
        kind: 'account-suspended',
        title: suspensionTexts.title,
        text: `${suspensionTexts.explanation} ${suspensionTexts.reasonLabel}: ${suspension.reason} ${suspensionTexts.contact}`,
        link: '/support',
      },
      // The reason as the admin wrote it, in either language's sentence (decision 072).
      words: {
        title: words('account.suspended.title'),
        text: words('account.suspended.text', { reason: suspension.reason }),
      },
    },
  ];
}
