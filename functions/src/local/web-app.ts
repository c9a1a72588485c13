// How the local host serves web/dist: compressed, hashed assets cached for a year, the pages revalidated on
// every load; a prerendered visitor page at its path (`/store` is store.html, `/` index.html: decision 019) and
// app.html for every other path. firebase.json's Hosting settings say the same for production (web-app.test.ts
// checks both).
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import { RENDERER_DIR } from '@marketplace/shared/navigation/first-screen';

/** Vite names everything under /assets/ by its content hash, so a changed file gets a new name. */
export const immutableCaching = 'public, max-age=31536000, immutable';
/** index.html names the current hashes, so the browser asks each time whether it changed. */
export const revalidateEveryTime = 'no-cache';
/** Each file is the type its name says; a browser never guesses another from its bytes. */
const noSniffing = ['X-Content-Type-Options', 'nosniff'] as const;

/** The page every path without a file of its own gets: the app, showing 'Loading Platform...' until it starts. */
export const APP_FALLBACK = 'app.html';

export function webAppRoutes(webDist: string): express.Router {
  const appHtml = join(webDist, APP_FALLBACK);
  if (!existsSync(appHtml)) throw new Error(`${appHtml} is missing: build the web app first (npm run build -w web).`);
  const router = express.Router();
  // Only the web app is compressed here: the assistant's answer streams line by line, which a
  // compressor in front of /api would hold back.
  router.use(compression());
  const sendApp = (res: express.Response) => {
    res.setHeader(...noSniffing);
    res.setHeader('Cache-Control', revalidateEveryTime);
    res.sendFile(appHtml);
  };
  const files = express.static(webDist, {
    index: 'index.html',
    extensions: ['html'],
    redirect: false,
    setHeaders: cacheControl,
  });
  // As Hosting's cleanUrls: `/store` is store.html, without a redirect; `/` is index.html. Not the server's
  // renderer (server/, decision 021), which Hosting's ignore leaves out: its paths are the app's, as any other.
  router.use((req, res, next) => (req.path.startsWith(`/${RENDERER_DIR}/`) ? sendApp(res) : files(req, res, next)));
  // `/hi` is hi.html, as cleanUrls has it, though a folder hi/ holds the other Hindi pages (decision 065): the
  // static files above step past a folder's name without a trailing slash.
  router.get(/.*/, (req, res, next) => {
    const page = join(webDist, `${req.path.replace(/\/+$/, '')}.html`);
    if (req.path === '/' || !page.startsWith(webDist) || !existsSync(page)) return next();
    res.setHeader(...noSniffing);
    res.setHeader('Cache-Control', revalidateEveryTime);
    res.sendFile(page);
  });
  // As Hosting's `**` rewrite in firebase.json: every other path is the app, which maps it to a page.
  router.get(/.*/, (_req, res) => sendApp(res));
  return router;
}

function cacheControl(res: ServerResponse, path: string) {
  const hashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader(...noSniffing);
  res.setHeader('Cache-Control', hashed ? immutableCaching : revalidateEveryTime);
}
