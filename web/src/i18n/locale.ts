// The languages the product is read in (decisions 057 and 060). English is the default: the server renders it,
// and a visitor sees Hindi when they chose it here, or, the first time, when their browser asks for it first.

import { siteLanguages, type SiteLanguage } from '@marketplace/shared/navigation/site-language';

/** The site's languages, as its addresses name them (decision 065). */
export const locales = siteLanguages;
export type Locale = SiteLanguage;

/** Each language's Indian format for Intl's numbers, dates and plural rules. */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as a language switch shows it in every language. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Where the visitor's choice is remembered (localStorage). */
export const LOCALE_KEY = 'projectboard.locale';

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/**
 * The language to show: the one chosen here before; else the first of the browser's languages that the product
 * has (a browser asking for Marathi, then Hindi, gets Hindi; one asking for English first gets English).
 */
export function chosenLocale(saved: string | null, languages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}
