// The site's languages and how an address names one (decision 065): '/hi' before an English path is its Hindi
// address. Apart from language-paths.ts, so pages.ts reads an address's language without an import cycle.

export const siteLanguages = ['en', 'hi'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** The prefix of a Hindi address. */
export const HINDI_PREFIX = '/hi';

/** hreflang's codes for each address: the language as read in India (decision 065). */
export const hreflangOf: Record<SiteLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language an address asks for, and the English path it names ('/hi/store/x' is Hindi, '/store/x'). */
export function languageOfPath(pathname: string): { language: SiteLanguage; path: string } {
  if (pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`)) {
    const rest = pathname.slice(HINDI_PREFIX.length);
    return { language: 'hi', path: rest === '' || rest === '/' ? '/' : rest };
  }
  return { language: 'en', path: pathname };
}
