// Which language is shown (decisions 060, 065, 072): the choice made with the language switch, remembered for the next
// visit, the language a visit starts in, and the whole Hindi catalogue fetched (as one chunk) when Hindi is first
// shown. Apart from i18n.ts, which the screens read their texts through, so a screen imports no Hindi.
import { languageOfPath } from '@marketplace/shared/navigation/language-paths';
import { showWith } from './i18n.ts';
import { chosenLocale, isLocale, LOCALE_KEY, type Locale } from './locale.ts';

/** Shows the app in `locale`, fetching its catalogue first when it has not come yet; `<html lang>` follows. */
export function showIn(locale: Locale): Promise<void> {
  return showWith(locale, async () => (await import('./hi/index.ts')).messages);
}

const choiceListeners = new Set<(locale: Locale) => void>();

/**
 * Told of each choice made with the language switch (not of the language shown at start): a signed-in member's
 * choice is saved on their profile (decision 072, features/profile/language-on-profile.ts).
 */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener);
  return () => {
    choiceListeners.delete(listener);
  };
}

/** The visitor's choice from the language switch: shown, and remembered for their next visit. */
export function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be off (a private window): the choice then holds for this visit only.
  }
  const shown = showIn(locale);
  for (const listener of choiceListeners) listener(locale);
  return shown;
}

/** The language this browser remembers choosing, or null when it never chose (or cannot remember). */
export function rememberedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * At start: the language chosen before; else the address's when it is a Hindi one (a link shared in Hindi opens
 * in Hindi: decision 065); else the browser's (locale.ts). English needs nothing fetched;
 * Hindi is fetched, unless a Hindi page has brought it already (main.tsx).
 */
export function startInChosenLocale(): Promise<void> {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LOCALE_KEY);
  } catch {
    // As above: no storage, no remembered choice.
  }
  const browser = navigator.languages ?? [navigator.language];
  const address = languageOfPath(window.location.pathname).language;
  const locale = chosenLocale(saved, address === 'hi' ? ['hi', ...browser] : browser);
  return showIn(locale);
}
