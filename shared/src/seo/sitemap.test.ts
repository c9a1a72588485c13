// The sitemap's text (decision 052): one file up to the protocol's 50,000 addresses, an index of numbered parts past
// it, each part dated by its newest address; robots.txt names the sitemap and keeps crawlers off members' pages.
import { describe, expect, it } from 'vitest';
import {
  SITEMAP_LIMIT,
  inEachLanguage,
  robotsTxt,
  sitemapPart,
  sitemapXml,
  urlSet,
  type SitemapUrl,
} from './sitemap.ts';

const origin = 'https://projects.example.in';
const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/store/p${i}`, lastmod: Date.UTC(2026, 0, 1) + i * 1000 }));
const count = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

describe('the sitemap', () => {
  it('is one urlset up to 50,000 addresses, each with its lastmod, its text escaped', () => {
    const xml = sitemapXml(origin, [...urls(SITEMAP_LIMIT - 1), { path: '/people/a&b' }]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(count(xml, 'url')).toBe(SITEMAP_LIMIT);
    expect(count(xml, 'lastmod')).toBe(SITEMAP_LIMIT - 1);
    expect(xml).toContain(
      '<url><loc>https://projects.example.in/store/p0</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://projects.example.in/people/a&amp;b</loc>');
  });

  it('past 50,000 is an index of parts, each dated by its newest address, and the parts hold every address once', () => {
    const all = urls(SITEMAP_LIMIT * 2 + 1);
    const index = sitemapXml(origin, all);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect([...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/sitemap-1.xml`,
      `${origin}/sitemap-2.xml`,
      `${origin}/sitemap-3.xml`,
    ]);
    expect(index).toContain(
      `<loc>${origin}/sitemap-1.xml</loc><lastmod>${new Date(all[SITEMAP_LIMIT - 1]!.lastmod!).toISOString()}</lastmod>`,
    );
    const parts = [1, 2, 3].map((n) => sitemapPart(all, n)!);
    expect(parts.map((part) => part.length)).toEqual([SITEMAP_LIMIT, SITEMAP_LIMIT, 1]);
    expect(parts.flat()).toEqual(all);
    expect(sitemapPart(all, 4)).toBeNull();
    expect(sitemapPart(all, 0)).toBeNull();
    expect(sitemapPart(all, 1.5)).toBeNull();
  });
});

describe('the sitemap in two languages (decision 065)', () => {
  const xml = urlSet(
    origin,
    inEachLanguage([{ path: '/store/p1', lastmod: Date.UTC(2026, 0, 1) }, { path: '/about' }, { path: '/login' }]),
  );
  const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc!,
    alternates: [...rest!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
  }));

  it('lists each translated page at both addresses, each naming both and English as x-default', () => {
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${origin}/store/p1`,
      `${origin}/hi/store/p1`,
      `${origin}/about`,
      `${origin}/hi/about`,
      `${origin}/login`,
    ]);
    const listing = [`en-IN ${origin}/store/p1`, `hi-IN ${origin}/hi/store/p1`, `x-default ${origin}/store/p1`];
    expect(entries[0]!.alternates).toEqual(listing);
    expect(entries[1]!.alternates).toEqual(listing);
    // Reciprocal: every address an entry names as an alternate is itself an entry naming the same set.
    for (const entry of entries)
      for (const alternate of entry.alternates) {
        const other = entries.find((candidate) => candidate.loc === alternate.split(' ')[1]);
        expect(other?.alternates, alternate).toEqual(entry.alternates);
      }
    // A page in English only has no alternates.
    expect(entries[4]!.alternates).toEqual([]);
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod><xhtml:link');
  });
});

describe('robots.txt', () => {
  it('names the sitemap and disallows the members’ pages, not the store', () => {
    const text = robotsTxt(origin);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ['/dashboard', '/profile', '/privacy-centre', '/login', '/signup', '/api/'])
      expect(text.split('\n')).toContain(`Disallow: ${path}`);
    expect(text).not.toMatch(/^Disallow: \/store$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
