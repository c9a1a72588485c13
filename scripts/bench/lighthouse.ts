// Lighthouse's figures for the visitor pages (mobile defaults: a mid-range phone on a slow 4G link,
// simulated), run against the built app on the local host with Debian's Chromium. Loopback only; each page
// gets one run, bounded by Lighthouse's own load timeout.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { ROOT } from '../root.ts';
import type { Figure } from './figures.ts';

/** The pages the first-load targets (issue 10) are measured on, by their path. */
export const lighthousePages = { home: '/', store: '/store', careers: '/careers', login: '/login' } as const;

export interface LighthouseRun {
  /** Said after each page's name: what data the pages show. */
  label: string;
  pages: readonly (keyof typeof lighthousePages)[];
  /** Whether issue 10's targets apply (they are set on the app as `npm start` serves it). */
  withTargets: boolean;
}

export async function benchLighthouse(
  appUrl: string,
  say: (line: string) => void,
  { label, pages, withTargets }: LighthouseRun,
): Promise<Figure[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const path = lighthousePages[page];
      const name = `${page} (${label})`;
      say(`Lighthouse: ${name}`);
      const result = await lighthouse(new URL(path, appUrl).href, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        maxWaitForLoad: 45_000,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${runtimeError.message}`);
      // The whole report, for finding out why a figure is what it is (open it in Lighthouse's viewer).
      const reports = join(ROOT, 'test-results', 'bench', 'lighthouse');
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${page}-${label.replaceAll(/[^a-z0-9]+/gi, '-')}.json`), String(result.report));
      const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
      const figuresOfPage: Figure[] = [
        {
          name: `${name}: performance`,
          value: score('performance'),
          unit: 'score',
          target: { value: 90, kind: 'min' },
        },
        {
          name: `${name}: accessibility`,
          value: score('accessibility'),
          unit: 'score',
          target: { value: 100, kind: 'min' },
        },
        {
          name: `${name}: best practices`,
          value: score('best-practices'),
          unit: 'score',
          target: { value: 95, kind: 'min' },
        },
        {
          name: `${name}: largest contentful paint`,
          value: audits['largest-contentful-paint']?.numericValue ?? NaN,
          unit: 'ms',
          target: { value: 2500, kind: 'max' },
        },
        {
          name: `${name}: cumulative layout shift`,
          value: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          unit: '',
          target: { value: 0.05, kind: 'max' },
        },
      ];
      figures.push(...(withTargets ? figuresOfPage : figuresOfPage.map(({ target: _, ...figure }) => figure)));
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
