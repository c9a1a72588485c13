// The data a visitor page is served with (decision 021): the store's newest listings and the open jobs are read
// by the server when the page is asked for, drawn into its HTML by React's server renderer and carried beside
// it in a JSON block, so the browser paints them without waiting for a script and the app starts from the same
// values (hydration must render what the server rendered). Zod-free, as the first screen's reads are.
import { jobFrom, type Job } from '../careers/job.ts';
import { listingFrom, type StoreListing } from '../store/listing.ts';
import { listingScreenFrom, type ListingScreen } from '../store/listing-page.ts';

export interface FirstScreen {
  /** The store's newest page of listings, newest first (the store's first screen). */
  listings?: StoreListing[];
  /** The open positions, newest posting first (careers). */
  jobs?: Job[];
  /** A listing's own page, /store/{id} (decision 052): the listing, its seller and rating, or why there is none. */
  listing?: ListingScreen;
  /** A job's own page, /careers/{id} (decision 052): which of `jobs` it shows, and its canonical address. */
  job?: { id: string; url: string };
}

/** The pages served with their data, and what each is served with (a listing's own page is served apart). */
export const FIRST_SCREEN_PAGES = { '/store': 'listings', '/careers': 'jobs' } as const satisfies Record<
  string,
  Exclude<keyof FirstScreen, 'listing' | 'job'>
>;

export type FirstScreenPath = keyof typeof FIRST_SCREEN_PAGES;

/** The id of the JSON block that carries the data in the page. */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * The page's HTML for a path, given the built index.html and the page's data: what the web build's server
 * bundle exports (web/src/render-page.tsx) and the server calls (functions/src/features/pages). A Hindi address
 * ('/hi/store') is drawn in Hindi; `origin`, the site's address, gives a translated page its canonical and hreflang
 * links (decision 065).
 */
export type RenderPage = (
  template: string,
  pathname: string,
  firstScreen?: FirstScreen,
  origin?: string,
) => Promise<string>;

/**
 * Where in a web build the bundle that exports `renderPage` is: `<build>/server/render-page.mjs` (web/build.ts
 * writes it, the functions load it; Hosting never serves the folder).
 */
export const RENDERER_DIR = 'server';
export const RENDERER_FILE = 'render-page.mjs';

const records = (value: unknown): { id: string; data: unknown }[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
          ? [{ id: (item as { id: string }).id, data: item }]
          : [],
      )
    : [];

/**
 * The block's contents read back: each list only if it was there, each item only if it has its shape (what does
 * not is left out, as the reads leave out a bad document).
 */
export function firstScreenFrom(value: unknown): FirstScreen {
  if (!value || typeof value !== 'object') return {};
  const { listings, jobs, listing, job } = value as Record<string, unknown>;
  const screen: FirstScreen = {};
  if (Array.isArray(listings))
    screen.listings = records(listings).flatMap(({ id, data }) => listingFrom(id, data) ?? []);
  if (Array.isArray(jobs)) screen.jobs = records(jobs).flatMap(({ id, data }) => jobFrom(id, data) ?? []);
  const shown = listing === undefined ? null : listingScreenFrom(listing);
  if (shown) screen.listing = shown;
  if (job && typeof job === 'object') {
    const { id, url } = job as Record<string, unknown>;
    if (typeof id === 'string' && typeof url === 'string') screen.job = { id, url };
  }
  return screen;
}

/**
 * The block as it goes into the page: JSON whose `<` is escaped, so no text in a product (`</script>`, `<!--`)
 * can end the block or open markup.
 */
export function firstScreenBlock(screen: FirstScreen): string {
  const json = JSON.stringify(screen).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ID}">${json}</script>`;
}
