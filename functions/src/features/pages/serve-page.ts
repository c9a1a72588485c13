// A visitor page (decision 021) drawn with its data at each request, so the first paint is the products or the
// jobs, not a loading text waiting on the app's script. If the data or the render fails, the page as the build
// drew it is served instead (the app then reads its data itself): a visitor never gets an error page for what a
// prebuilt page can show.
import type { Firestore } from 'firebase-admin/firestore';
import type { FirstScreenPath } from '@marketplace/shared/navigation/first-screen';
import { log } from '../../platform/log.ts';
import { readFirstScreen } from './first-screen-reads.ts';
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
  status: 200 | 503;
  html: string;
  caching: string;
}

export async function servePage({ db, renderer }: PageDeps, path: FirstScreenPath): Promise<ServedPage> {
  try {
    return { status: 200, html: await renderer.render(path, await readFirstScreen(db, path)), caching: PAGE_CACHING };
  } catch (error) {
    log.error('page render failed; serving the prebuilt page', error, { path });
  }
  try {
    return { status: 200, html: await renderer.prebuilt(path), caching: 'no-cache' };
  } catch (fallbackError) {
    log.error('prebuilt page missing', fallbackError, { path });
    return { status: 503, html: 'The page could not be loaded. Please reload.', caching: 'no-cache' };
  }
}
