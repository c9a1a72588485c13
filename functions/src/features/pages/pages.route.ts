// GET /store and /careers (decision 021): each visitor page served as servePage draws it; GET /store/{id}, a
// listing's own page (decision 052); each of them at its Hindi address too, '/hi/store' (decision 065).
import express from 'express';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { HINDI_PREFIX, siteLanguages } from '@marketplace/shared/navigation/language-paths';
import { FIRST_SCREEN_PAGES, type FirstScreenPath } from '@marketplace/shared/navigation/first-screen';
import { serveJob, serveListing, servePage, servePerson, type PageDeps, type ServedPage } from './serve-page.ts';
import { siteOrigin } from './site-origin.ts';
import { readSitemapUrls } from './sitemap-reads.ts';
import { log } from '../../platform/log.ts';
import { robotsTxt, sitemapPart, sitemapXml, urlSet, type SitemapUrl } from '@marketplace/shared/seo/sitemap';

/** A search engine reads them rarely; the edge keeps them a minute, as the store's page (decision 021). */
const SITEMAP_CACHING = 'public, max-age=0, s-maxage=60';

function partXml(origin: string, urls: readonly SitemapUrl[], part: number): string | null {
  const shown = sitemapPart(urls, part);
  return shown === null ? null : urlSet(origin, shown);
}

function send(res: express.Response, page: ServedPage) {
  res.status(page.status).setHeader('Content-Type', 'text/html; charset=utf-8');
  if (page.noindex) res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('X-Content-Type-Options', 'nosniff').setHeader('Cache-Control', page.caching).send(page.html);
}

async function notFound(deps: PageDeps, res: express.Response) {
  const html = await deps.renderer.prebuilt('/app').catch(() => 'Not found');
  send(res, { status: 404, html, caching: 'no-cache', noindex: true });
}

export function pagesRouter(deps: PageDeps): express.Router {
  const router = express.Router();
  // Each page at its English address and its Hindi one, '/hi' before it, drawn in Hindi (decision 065).
  for (const language of siteLanguages) {
    const at = (path: string) => (language === 'hi' ? `${HINDI_PREFIX}${path}` : path);
    for (const path of Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[]) {
      router.get(at(path), async (req, res) => {
        send(res, await servePage(deps, path, siteOrigin(req), language));
      });
    }
    router.get(at('/store/:id'), async (req, res) => {
      const { id } = req.params as { id: string };
      // Not an id any listing could have: the app's page, as for any unknown address, but answering 404.
      if (documentIdProblem(id) !== null) return notFound(deps, res);
      send(res, await serveListing(deps, id, siteOrigin(req), language));
    });
    router.get(at('/careers/:id'), async (req, res) => {
      const { id } = req.params as { id: string };
      if (documentIdProblem(id) !== null) return notFound(deps, res);
      send(res, await serveJob(deps, id, siteOrigin(req), language));
    });
  }
  router.get('/people/:uid', async (req, res) => {
    const uid = req.params.uid;
    if (documentIdProblem(uid) !== null) return notFound(deps, res);
    send(res, await servePerson(deps, uid, siteOrigin(req)));
  });
  // The sitemap and robots.txt (decision 052): read at each request, so they follow the store as it changes.
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', SITEMAP_CACHING)
      .send(robotsTxt(siteOrigin(req)));
  });
  router.get(['/sitemap.xml', '/sitemap-:part.xml'], async (req, res) => {
    try {
      const urls = await readSitemapUrls(deps.db);
      const origin = siteOrigin(req);
      const part = req.params.part;
      const body = part === undefined ? sitemapXml(origin, urls) : partXml(origin, urls, Number(part));
      if (body === null) {
        res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache').send('No such sitemap.');
        return;
      }
      res.type('application/xml').setHeader('Cache-Control', SITEMAP_CACHING).send(body);
    } catch (error) {
      log.error('sitemap failed', error);
      res.status(503).type('text/plain').setHeader('Cache-Control', 'no-cache').setHeader('Retry-After', '60');
      res.send('The sitemap could not be read. Please try again.');
    }
  });
  return router;
}
