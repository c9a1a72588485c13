// A visitor page (decision 021) drawn with its data at each request, so the first paint is the products or the
// jobs, not a loading text waiting on the app's script. If the data or the render fails, the page as the build
// drew it is served instead (the app then reads its data itself): a visitor never gets an error page for what a
// prebuilt page can show.
import type { Firestore } from 'firebase-admin/firestore';
import type { FirstScreenPath } from '@marketplace/shared/navigation/first-screen';
import { pathIn, type SiteLanguage } from '@marketplace/shared/navigation/language-paths';
import { destinationToUrl, jobPath, listingPath } from '@marketplace/shared/navigation/pages';
import { log } from '../../platform/log.ts';
import { readFirstScreen, readJobs } from './first-screen-reads.ts';
import { readListingScreen, readPersonPreview } from './listing-screen.ts';
import { personHead, withHead } from '@marketplace/shared/seo/page-head';
import type { PageRenderer } from './page-renderer.ts';

/**
 * Browsers ask again at each load (the page names the build's current scripts, and its data is a minute old at
 * most); Hosting's CDN keeps a copy for a minute, so a busy store costs a read per minute, not per visit. Nothing
 * in the page depends on who asks.
 */
export const PAGE_CACHING = 'public, max-age=0, s-maxage=60';

export interface PageDeps {
  db: Firestore;
  renderer: PageRenderer;
}

export interface ServedPage {
  status: 200 | 404 | 410 | 503;
  html: string;
  caching: string;
  /** Asks search engines not to index it (a listing no longer in the store, decision 052). */
  noindex?: boolean;
}

/**
 * A listing's page is kept at the edge for 10 seconds, not the store's minute: a listing hidden or removed must stop
 * being served within seconds (decision 052), and one listing's page is a few reads.
 */
export const LISTING_CACHING = 'public, max-age=0, s-maxage=10';

/** Answered when not even the page as the build drew it can be read. */
const unavailable: ServedPage = {
  status: 503,
  html: 'The page could not be loaded. Please reload.',
  caching: 'no-cache',
};

/**
 * What a visitor page serves when it cannot be drawn with its data: the page as the build drew it (`built`, the
 * page itself or the app's own page), or a 503 that says so when even that is missing. `path` is the page asked
 * for, for the log.
 */
async function prebuiltPage(
  renderer: PageRenderer,
  built: Parameters<PageRenderer['prebuilt']>[0],
  path: string,
): Promise<ServedPage> {
  try {
    return { status: 200, html: await renderer.prebuilt(built), caching: 'no-cache' };
  } catch (fallbackError) {
    log.error('prebuilt page missing', fallbackError, { path });
    return unavailable;
  }
}

/**
 * The store or careers in `language` (its Hindi address drawn in Hindi, decision 065); `origin` is the site's
 * address, for its canonical and hreflang links.
 */
export async function servePage(
  { db, renderer }: PageDeps,
  page: FirstScreenPath,
  origin: string,
  language: SiteLanguage = 'en',
): Promise<ServedPage> {
  const path = language === 'hi' ? (`/hi${page}` as const) : page;
  try {
    const html = await renderer.render(path, await readFirstScreen(db, page), origin);
    return { status: 200, html, caching: PAGE_CACHING };
  } catch (error) {
    log.error('page render failed; serving the prebuilt page', error, { path });
  }
  return prebuiltPage(renderer, path, path);
}

/**
 * A listing's own page, /store/{id} (decision 052), drawn with its data and its head (canonical, previews,
 * structured data), or, when the store no longer has it, a page that says so, answering 404 (hidden) or 410
 * (removed) and not indexed. `origin` is the site's address, for the canonical link. If the reads or the render
 * fail, the app's own page is served (it reads the listing itself).
 */
export async function serveListing(
  { db, renderer }: PageDeps,
  id: string,
  origin: string,
  language: SiteLanguage = 'en',
): Promise<ServedPage> {
  const path = pathIn(language, listingPath(id));
  try {
    const { screen, status } = await readListingScreen(db, id, `${origin}${path}`);
    const html = await renderer.render(path, { listing: screen }, origin);
    return { status, html, caching: LISTING_CACHING, ...(status !== 200 && { noindex: true }) };
  } catch (error) {
    log.error('listing page render failed; serving the app', error, { path });
  }
  return prebuiltPage(renderer, '/app', path);
}

/**
 * A job's own page, /careers/{id} (decision 052), drawn with the open positions (as careers is) and its JobPosting
 * data; a position no longer open answers 410, not indexed (a job has no hidden state: it is posted or deleted).
 */
export async function serveJob(
  { db, renderer }: PageDeps,
  id: string,
  origin: string,
  language: SiteLanguage = 'en',
): Promise<ServedPage> {
  const path = pathIn(language, jobPath(id));
  try {
    const jobs = await readJobs(db);
    const open = jobs.some((job) => job.id === id);
    const html = await renderer.render(path, { jobs, job: { id, url: `${origin}${path}` } }, origin);
    return { status: open ? 200 : 410, html, caching: PAGE_CACHING, ...(!open && { noindex: true }) };
  } catch (error) {
    log.error('job page render failed; serving the app', error, { path });
  }
  return prebuiltPage(renderer, '/app', path);
}

/**
 * A person's public page, /people/{uid} (decision 052): the app's own page (the profile is drawn by the app, as
 * before) with a head that names them: canonical address and preview card; 404, not indexed, for no one.
 */
export async function servePerson({ db, renderer }: PageDeps, uid: string, origin: string): Promise<ServedPage> {
  const app = await renderer.prebuilt('/app').catch((error: unknown) => {
    log.error('prebuilt page missing', error, { uid });
    return null;
  });
  if (app === null) return unavailable;
  try {
    const person = await readPersonPreview(db, uid);
    const url = `${origin}${destinationToUrl({ page: 'people', order: null, person: uid })}`;
    const html = withHead(app, personHead(person, url));
    return person
      ? { status: 200, html, caching: PAGE_CACHING }
      : { status: 404, html, caching: PAGE_CACHING, noindex: true };
  } catch (error) {
    log.error('person page read failed; serving the app', error, { uid });
    return { status: 200, html: app, caching: 'no-cache' };
  }
}
