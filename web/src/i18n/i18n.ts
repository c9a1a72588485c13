// Texts read from message catalogues compiled by Lingui's compiler (decisions 057 and 061), laid out as decision
// 060 says: the English catalogue comes in parts (en/NAME.json), each loaded with the screens that read it, so a
// page's first load carries its own texts and no others; the Hindi catalogue is fetched only once someone
// chooses Hindi. Which language a render reads is React state (useLocale): the server and the hydrating render
// read English whatever the browser has chosen, then the page moves to Hindi, so a prerendered page never
// mismatches (decision 019).
import { useCallback, useSyncExternalStore } from 'react';
import { formatMessage, type CompiledMessage, type Values } from './format-message.ts';
import { intlLocale, LOCALE_KEY, chosenLocale, type Locale } from './locale.ts';

export type { Values } from './format-message.ts';
export type Translate<Id extends string> = (id: Id, values?: Values) => string;
type Catalogue = Record<string, CompiledMessage>;

const catalogues: Record<Locale, Catalogue | null> = { en: {}, hi: null };

/**
 * Adds a part of the English catalogue (compiled by the build, web/vite-catalogues.ts) and gives the hook its
 * screens read it with: `const t = useHomeTexts(); t('home.stepsTitle')`. Ids are checked against the part.
 */
export function catalogue<Part extends Record<string, string>>(english: Part): () => Translate<keyof Part & string> {
  Object.assign(catalogues.en!, english as unknown as Catalogue);
  return useTranslate;
}

function useTranslate(): Translate<string> {
  const locale = useLocale();
  return useCallback(
    (id, values) => {
      // A key missing in Hindi (the catalogue check forbids it) still shows its English rather than its id.
      const message = catalogues[locale]?.[id] ?? catalogues.en![id] ?? id;
      return formatMessage(message, intlLocale[locale], values);
    },
    [locale],
  );
}

let current: Locale = 'en';
let wanted: Locale = 'en';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The language this render shows: English on the server and while a prerendered page hydrates. */
export function useLocale(): Locale {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'en',
  );
}

/** Shows the app in `locale`, fetching its catalogue first when it has not come yet; `<html lang>` follows. */
export async function showIn(locale: Locale): Promise<void> {
  wanted = locale;
  if (locale === 'hi' && !catalogues.hi) {
    const { messages } = await import('./hi/index.ts');
    catalogues.hi ??= messages;
  }
  // A later choice made while this catalogue was on its way wins.
  if (wanted !== locale) return;
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** The visitor's choice from the language switch: shown, and remembered for their next visit. */
export function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage can be off (a private window): the choice then holds for this visit only.
  }
  return showIn(locale);
}

/** At start: the language chosen before, or the browser's (locale.ts); English needs nothing fetched. */
export function startInChosenLocale(): Promise<void> {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LOCALE_KEY);
  } catch {
    // As above: no storage, no remembered choice.
  }
  const locale = chosenLocale(saved, navigator.languages ?? [navigator.language]);
  return locale === 'en' ? Promise.resolve() : showIn(locale);
}

/** Amounts and dates in the shown language's Indian format (Intl's en-IN and hi-IN). */
export function useFormats() {
  const locale = intlLocale[useLocale()];
  return {
    rupees: (rupees: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(rupees),
    date: (millis: number) =>
      new Date(millis).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
  };
}
