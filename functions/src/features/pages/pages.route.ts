// GET /store and /careers (decision 021): each visitor page served as servePage draws it.
import express from 'express';
import { FIRST_SCREEN_PAGES, type FirstScreenPath } from '@marketplace/shared/navigation/first-screen';
import { servePage, type PageDeps } from './serve-page.ts';

export function pagesRouter(deps: PageDeps): express.Router {
  const router = express.Router();
  for (const path of Object.keys(FIRST_SCREEN_PAGES) as FirstScreenPath[]) {
    router.get(path, async (_req, res) => {
      const page = await servePage(deps, path);
      res.status(page.status).setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('X-Content-Type-Options', 'nosniff').setHeader('Cache-Control', page.caching).send(page.html);
    });
  }
  return router;
}
