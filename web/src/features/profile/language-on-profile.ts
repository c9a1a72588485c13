// The language a signed-in member reads, kept on their profile (decision 072) so the server writes their mails and
// documents in it: each choice made with the language switch is saved; a profile without one (made before
// languages were saved, and read as English) takes Hindi when Hindi is in use; and a browser that never chose shows
// the profile's, so a member who chose Hindi on their phone reads Hindi on a new laptop too. A direct write under
// the users rules, as the other profile fields are (ARCHITECTURE 'Who writes what').
import { useEffect, useRef } from 'react';
import type { SiteLanguage } from '@marketplace/shared/navigation/site-language';
import { wantedLocale } from '../../i18n/i18n.ts';
import { chooseLocale, onLocaleChosen, rememberedLocale } from '../../i18n/language-choice.ts';
import type { LanguagePort } from './profile.port.ts';

/**
 * `saved`: the profile's language; undefined when the profile has none (read as English), null while there is no
 * profile the member may write (signed out, loading, suspended, or still to be made by sign-up, which sends the
 * language itself).
 */
export function useLanguageOnProfile(uid: string | null, saved: SiteLanguage | undefined | null, port: LanguagePort) {
  const stored = useRef(saved);
  stored.current = saved;

  useEffect(() => {
    if (uid === null) return;
    return onLocaleChosen((language) => {
      // A profile without a language is read as English: choosing English there needs no write.
      if (stored.current === null || (stored.current ?? 'en') === language) return;
      save(port, uid, language);
    });
  }, [uid, port]);

  useEffect(() => {
    if (uid === null || saved === null) return;
    const inUse = wantedLocale();
    if (saved === undefined) {
      if (inUse !== 'en') save(port, uid, inUse);
    } else if (rememberedLocale() === null && saved !== inUse)
      // Remembered here from now on, as if chosen on this browser (which then needs no saving: it is the profile's).
      chooseLocale(saved).catch((error: unknown) => console.error("The profile's language could not be shown.", error));
  }, [uid, saved, port]);
}

function save(port: LanguagePort, uid: string, language: SiteLanguage) {
  // Shown already; a failed save leaves the mails in the language saved before, and the next choice tries again.
  port.saveLanguage(uid, language).catch((error: unknown) => console.error('The language could not be saved.', error));
}

/** The hook as a component drawing nothing, which the shell loads only for members (no visitor's first load). */
export function LanguageOnProfile({
  uid,
  saved,
  port,
}: {
  uid: string;
  saved: SiteLanguage | undefined;
  port: LanguagePort;
}): null {
  useLanguageOnProfile(uid, saved, port);
  return null;
}
