// The profile page's texts (decision 071): the English part travels with the page's chunk, the Hindi is fetched only
// when a member reads Hindi. SPEC 5's words (the title, the address's buttons, the machine's notices) stay word for
// word in English; in Hindi the machine's are said by their keys, a failed save with the reason as it came.
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/profile.json';
import { catalogue, sayKnown } from '../../i18n/i18n.ts';

export const useProfileTexts = catalogue(en, () => import('../../i18n/hi/profile.json'));
type ProfileId = Parameters<ReturnType<typeof useProfileTexts>>[0];

/** SPEC 5's notices the profile machine shows, by their keys; each its key's English word for word. */
export const profileKnown: Readonly<Record<string, ProfileId>> = {
  [texts.profile.invalidFullName]: 'profile.invalidFullName',
  [texts.profile.invalidPhone]: 'profile.invalidPhone',
  [texts.profile.invalidAddress]: 'profile.invalidAddress',
  [texts.profile.fullNameSaved]: 'profile.fullNameSaved',
  [texts.profile.phoneSaved]: 'profile.phoneSaved',
  [texts.profile.addressSaved]: 'profile.addressSaved',
};

/** SPEC 8's 'Failed to save …: ' prefixes, each with its sentence here (the reason is the provider's). */
const failedPrefixes: [string, ProfileId][] = [
  [texts.profile.fullNameSaveFailedPrefix, 'profile.failed.fullName'],
  [texts.profile.phoneSaveFailedPrefix, 'profile.failed.phone'],
  [texts.profile.addressSaveFailedPrefix, 'profile.failed.address'],
];

export function useProfileSay(): (english: string | null) => string | null {
  const t = useProfileTexts();
  return (english) => {
    if (english === null) return null;
    const failed = failedPrefixes.find(([prefix]) => english.startsWith(prefix));
    if (failed) return t(failed[1], { reason: english.slice(failed[0].length) });
    return sayKnown(t, profileKnown, english);
  };
}
