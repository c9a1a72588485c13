// The sitemap and robots.txt the server answers (decision 052), as text: every visitor page, every listing, every
// job and every seller's public page, with when each last changed; split into numbered sitemaps under an index past
// the protocol's 50,000 addresses per file. Members' pages are named in robots.txt as not to be crawled.
import { TRANSLATED_PAGES, alternatesOf, pathIn } from '../navigation/language-paths.ts';
import { pageToPath } from '../navigation/pages.ts';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapUrl {
  /** The path, from the site's root ('/store/abc'). */
  path: string;
  /** When it last changed (epoch millis); left out when not known. */
  lastmod?: number;
  /** The page's addresses in each language (hreflang), itself among them; left out for a page in English only. */
  alternates?: { hreflang: string; path: string }[];
}

/** Members' pages and what only a member's session shows: never crawled. */
export const MEMBERS_ONLY_PATHS: readonly string[] = [
  '/dashboard',
  '/profile',
  '/privacy-centre',
  '/login',
  '/signup',
  '/api/',
  // An order's tracking rides in the store's address (shared/src/navigation/pages.ts).
  '/*?order=',
];

/**
 * The pages anyone may open and a search engine should know (SPEC 2's visitor pages): since decision 079 each one has
 * a Hindi address, so they are the translated pages' one list.
 */
export const visitorPageUrls = (): SitemapUrl[] => TRANSLATED_PAGES.map((page) => ({ path: pageToPath(page) }));

/**
 * Each address with a Hindi one twice, English then Hindi, both naming all the alternates as Google's sitemap
 * form of hreflang asks (decision 065); the others as they are.
 */
export function inEachLanguage(urls: readonly SitemapUrl[]): SitemapUrl[] {
  return urls.flatMap((url) => {
    const alternates = alternatesOf(url.path);
    if (alternates.length === 0) return [url];
    return [
      { ...url, alternates },
      { ...url, path: pathIn('hi', url.path), alternates },
    ];
  });
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A `<urlset>` of these addresses (at most SITEMAP_LIMIT). */
export function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod, alternates = [] }) => {
    const date = lastmod === undefined ? '' : `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`;
    const links = alternates.map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(`${origin}${alternate.path}`)}"/>`,
    );
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${date}${links.join('')}</url>`;
  });
  return `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The numbered sitemaps' paths: /sitemap-1.xml, /sitemap-2.xml, … */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/** How many files `count` addresses take. */
export const sitemapParts = (count: number) => Math.max(1, Math.ceil(count / SITEMAP_LIMIT));

/** The addresses of part `part` (from 1), or null when there is no such part. */
export function sitemapPart<T>(urls: readonly T[], part: number): T[] | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapParts(urls.length)) return null;
  return urls.slice((part - 1) * SITEMAP_LIMIT, part * SITEMAP_LIMIT);
}

/** A `<sitemapindex>` naming each part, each dated by its newest address. */
export function sitemapIndex(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = [];
  for (let part = 1; part <= sitemapParts(urls.length); part += 1) {
    const newest = Math.max(0, ...(sitemapPart(urls, part) ?? []).map((url) => url.lastmod ?? 0));
    const date = newest > 0 ? `<lastmod>${new Date(newest).toISOString()}</lastmod>` : '';
    entries.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(part)}`)}</loc>${date}</sitemap>`);
  }
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap at /sitemap.xml: the addresses themselves, or an index of parts past SITEMAP_LIMIT. */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  return urls.length <= SITEMAP_LIMIT ? urlSet(origin, urls) : sitemapIndex(origin, urls);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...MEMBERS_ONLY_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
