// Lighthouse's figures for the visitor pages (mobile defaults: a mid-range phone on a slow 4G link,
// simulated), run against the built app on the local host with Debian's Chromium. Loopback only; each page
// gets a few runs (their median is the figure), each bounded by Lighthouse's own load timeout.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MEMBERS_ONLY_PATHS } from '@marketplace/shared/seo/sitemap';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { ROOT } from '../root.ts';
import { percentile, type Figure } from './figures.ts';

/**
 * The pages the first-load targets are measured on, by their path; a listing's and a job's own page (decision 052)
 * by the path of one the run names (`ids`), since their addresses hold a document's id.
 */
export const lighthousePages = {
  home: '/',
  store: '/store',
  careers: '/careers',
  login: '/login',
  listing: '/store/{id}',
  job: '/careers/{id}',
} as const;

export type LighthousePage = keyof typeof lighthousePages;

export interface LighthouseRun {
  /** Said after each page's name: what data the pages show. */
  label: string;
  pages: readonly LighthousePage[];
  /** The listing and the job whose pages are measured (required when `pages` names them). */
  ids?: Partial<Record<'listing' | 'job', string>>;
  /** Runs per page: one run on 2 shared cores ranges widely (70 to 96), so the figures are medians. */
  runs?: number;
}

/** One run's figures, by name (see FIGURES). */
type RunFigures = Record<keyof typeof FIGURES, number>;

/** What each page is judged on (the targets: every page, with the demo data and with 5,000 products). */
const FIGURES = {
  performance: { unit: 'score', target: { value: 95, kind: 'min' } },
  accessibility: { unit: 'score', target: { value: 100, kind: 'min' } },
  'best practices': { unit: 'score', target: { value: 95, kind: 'min' } },
  // What a search engine reads (a title, a description, a canonical, crawlable links, a 200 answer): SEO 100.
  seo: { unit: 'score', target: { value: 100, kind: 'min' } },
  'largest contentful paint': { unit: 'ms', target: { value: 2000, kind: 'max' } },
  'cumulative layout shift': { unit: '', target: { value: 0, kind: 'max' } },
  'scripts transferred': { unit: 'kB', target: { value: 120, kind: 'max' } },
} satisfies Record<string, Pick<Figure, 'unit' | 'target'>>;

const median = (values: number[]) => percentile(values, 50);

/** A page decision 052 keeps out of search engines (the sign-in and sign-up pages, as the members' own). */
const keptOutOfSearch = (path: string) => MEMBERS_ONLY_PATHS.includes(path);

export async function benchLighthouse(
  appUrl: string,
  say: (line: string) => void,
  { label, pages, ids = {}, runs = 3 }: LighthouseRun,
): Promise<Figure[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const id = page === 'listing' || page === 'job' ? ids[page] : '';
      if (id === undefined) throw new Error(`Lighthouse: no ${page} named to measure its page`);
      const path = lighthousePages[page].replace('{id}', id);
      const name = `${page} (${label})`;
      const measured: RunFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        say(`Lighthouse: ${name}, run ${run} of ${runs}`);
        measured.push(await lighthouseRun(chrome.port, new URL(path, appUrl).href, `${page}-${label}-${run}`));
      }
      for (const [figure, { unit, target }] of Object.entries(FIGURES)) {
        const values = measured.map((run) => run[figure as keyof RunFigures]);
        const kept = figure === 'seo' && keptOutOfSearch(path);
        figures.push({
          name: `${name}: ${figure}${kept ? ', robots.txt keeps it out of search' : ''} (median of ${runs}: ${values.map(shortNumber).join(', ')})`,
          value: median(values),
          unit,
          // Lighthouse marks a page robots.txt disallows down ('is-crawlable'): there that is the page's choice.
          target: kept ? undefined : target,
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const shortNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(3));

async function lighthouseRun(port: number, url: string, reportName: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    maxWaitForLoad: 45_000,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
  // The whole report, for finding out why a figure is what it is (open it in Lighthouse's viewer).
  const reports = join(ROOT, 'test-results', 'bench', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${reportName.replaceAll(/[^a-z0-9]+/gi, '-')}.json`), String(result.report));
  const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'largest contentful paint': Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    'cumulative layout shift': audits['cumulative-layout-shift']?.numericValue ?? NaN,
    'scripts transferred': scriptsTransferredKb(audits['network-requests']?.details),
  };
}

/**
 * Every script the page fetched while Lighthouse watched the load (its own network record, which runs until the
 * network and CPU are quiet), as sent over the wire: gzip here, as the host compresses them.
 */
export function scriptsTransferredKb(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items;
  if (!items) return NaN;
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}
