// Each translated visitor page has a Hindi address beside its English one (decision 065): '/hi' before the English
// path ('/hi' is home, '/hi/store', '/hi/store/{id}', '/hi/careers', '/hi/careers/{id}', '/hi/about', and since
// decision 079 '/hi/support', '/hi/terms', '/hi/privacy', '/hi/refund'), so a search engine indexes each language,
// a link shared in Hindi opens in Hindi, and the server draws the page in its language. Every other page (the
// members', whose addresses are not for search engines) has its English address only.
import { pathToPage, type Page } from './pages.ts';
import { HINDI_PREFIX, hreflangOf, languageOfPath, siteLanguages, type SiteLanguage } from './site-language.ts';

export { HINDI_PREFIX, hreflangOf, languageOfPath, siteLanguages, type SiteLanguage } from './site-language.ts';

/** The pages whose screens are in the catalogues, and so have a Hindi address. */
export const TRANSLATED_PAGES: readonly Page[] = [
  'home',
  'store',
  'careers',
  'about',
  'support',
  'terms',
  'privacy',
  'refund',
];

/** Whether an English path's page has a Hindi address (an unknown path maps to home, which has none then). */
export function hasHindiAddress(path: string): boolean {
  const page = pathToPage(path);
  if (page === 'home') return path === '/' || path === '';
  return TRANSLATED_PAGES.includes(page);
}

/**
 * The address of an English path (with any query) in `language`: '/store' in Hindi is '/hi/store', home '/hi'; a
 * page without a Hindi address keeps its English one.
 */
export function pathIn(language: SiteLanguage, english: string): string {
  if (language === 'en') return english;
  const at = english.indexOf('?');
  const path = at === -1 ? english : english.slice(0, at);
  const query = at === -1 ? '' : english.slice(at);
  if (!hasHindiAddress(path)) return english;
  return `${HINDI_PREFIX}${path === '/' ? '' : path}${query}`;
}

/** An English path's alternates: each language's address, and the English one as x-default; none without Hindi. */
export function alternatesOf(english: string): { hreflang: string; path: string }[] {
  if (!hasHindiAddress(english)) return [];
  return [
    ...siteLanguages.map((language) => ({ hreflang: hreflangOf[language], path: pathIn(language, english) })),
    { hreflang: 'x-default', path: english },
  ];
}

/** A full address (the canonical link a page was drawn with) as it is in `language`. */
export function urlIn(language: SiteLanguage, url: string): string {
  const { origin, path } = splitUrl(url);
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  return `${origin}${pathIn(language, `${languageOfPath(pathname || '/').path}${rest}`)}`;
}

/** 'https://host:port' and the rest of an absolute address (shared code has no URL class: it runs in both worlds). */
export function splitUrl(url: string): { origin: string; path: string } {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url)?.[0] ?? '';
  return { origin, path: url.slice(origin.length) || '/' };
}
