// GET /store and /careers (decision 021): the page drawn with its data at each request, so a visitor's first
// paint is the products or the jobs, not a loading text waiting on the app's script. If the data or the render
// fails, the page as the build drew it is served instead (the app then reads its data itself): a visitor never
// gets an error page for what a prebuilt page can show.
import express from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { FIRST_SCREEN_PAGES, type FirstScreenPath } from '@marketplace/shared/navigation/first-screen';
import { log } from '../../platform/log.ts';
import { readFirstScreen } from './first-screen-reads.ts';
import type { PageRenderer } from './page-renderer.ts';

/**
 * Browsers ask again at each load (the page names the build's current scripts, and its data is a minute old at
 * most); Hosting's CDN keeps a copy for a minute, so a busy store costs a read per minute, not per visit. Nothing
 * in the page depends on who asks.
 */
export const PAGE_CACHING = 'public, max-age=0, s-maxage=60';

export function pagesRouter({ db, renderer }: { db: Firestore; renderer: PageRenderer }): express.Router {
  const router = express.Router();
  for (const path of Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[]) {
    router.get(path, async (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      try {
        const html = await renderer.render(path, await readFirstScreen(db, path));
        res.setHeader('Cache-Control', PAGE_CACHING);
        res.send(html);
      } catch (error) {
        log.error('page render failed; serving the prebuilt page', error, { path });
        try {
          res.setHeader('Cache-Control', 'no-cache');
          res.send(await renderer.prebuilt(path));
        } catch (fallbackError) {
          log.error('prebuilt page missing', fallbackError, { path });
          res.status(503).send('The page could not be loaded. Please reload.');
        }
      }
    });
  }
  return router;
}
