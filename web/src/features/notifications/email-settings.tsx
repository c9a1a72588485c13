// The Profile page's email choices (decision 025): a checkbox per group of notifications, 'Email me
// when…'; each change is saved at once to users/{uid}/private/notificationPrefs, which the server reads before it
// writes an email. The in-app notifications are not affected.
import { useMemo, useState } from 'react';
import { emailGroups, type EmailGroup, type NotificationPrefs } from '@marketplace/shared/notifications/email';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { useEmailTexts } from './email-texts.ts';
import type { NotificationsPort } from './notifications.port.ts';
import './email-settings.css';

/** Admins only get the admins' group; students and sellers every other. */
const groupsFor = (role: UserProfile['role']): readonly EmailGroup[] =>
  role === 'admin' ? ['admin'] : emailGroups.filter((group) => group !== 'admin');

export function EmailSettings({ profile, port }: { profile: UserProfile; port: NotificationsPort }) {
  const watched = useWatch(useMemo(() => port.watchEmailPrefs(profile.uid), [port, profile.uid]));
  const t = useEmailTexts();
  const [failed, setFailed] = useState(false);
  const stored = watched.status === 'ready' ? watched.value : null;
  // A choice shows as made at once, not when the stored one comes back. It stands only over the stored choices it
  // was made on: once they change (the save read back, or another device's) they show, and so does a refusal.
  const [chosen, setChosen] = useState<{ over: NotificationPrefs; prefs: NotificationPrefs } | null>(null);
  const prefs = chosen && chosen.over === stored ? chosen.prefs : stored;

  const toggle = (group: EmailGroup, wanted: boolean) => {
    if (!prefs || !stored) return;
    setFailed(false);
    const next = { emailOff: { ...prefs.emailOff, [group]: !wanted } };
    setChosen({ over: stored, prefs: next });
    port.saveEmailPrefs(profile.uid, next).catch(() => {
      setChosen(null);
      setFailed(true);
    });
  };

  return (
    <section className="card profile__card" aria-labelledby="email-settings-title">
      <h2 id="email-settings-title">{t('emails.title')}</h2>
      <Banner tone="error">{failed ? t('emails.saveFailed') : null}</Banner>
      {watched.status === 'failed' && <p className="muted">{t('emails.loadFailed')}</p>}
      {prefs && (
        <fieldset className="email-settings">
          <legend className="visually-hidden">{t('emails.legend')}</legend>
          {groupsFor(profile.role).map((group) => (
            <label key={group} className="email-settings__choice">
              <input
                type="checkbox"
                checked={prefs.emailOff[group] !== true}
                onChange={(event) => toggle(group, event.target.checked)}
              />
              {t(`emails.group.${group}`)}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
