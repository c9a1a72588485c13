import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PAGES, RENDERER_DIR, RENDERER_FILE } from '@marketplace/shared/navigation/first-screen';
import { LISTING_CACHING, PAGE_CACHING } from '../features/pages/serve-page.ts';
import { APP_FALLBACK, immutableCaching, revalidateEveryTime, webAppRoutes } from './web-app.ts';

describe('the local host serving web/dist', () => {
  let dist = '';
  let server: Server;
  let base = '';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const page = (body: string) => `<!doctype html><div id="root">${body}</div>${' '.repeat(2000)}`;
    writeFileSync(join(dist, 'index.html'), page('home'));
    writeFileSync(join(dist, 'store.html'), page('store'));
    // The Hindi home beside a folder of the other Hindi pages (decision 065).
    writeFileSync(join(dist, 'hi.html'), page('hindi home'));
    mkdirSync(join(dist, 'hi'));
    writeFileSync(join(dist, 'hi', 'about.html'), page('hindi about'));
    writeFileSync(join(dist, APP_FALLBACK), page('Loading Platform...'));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), `export const big = "${'x'.repeat(5000)}";`);
    mkdirSync(join(dist, RENDERER_DIR));
    writeFileSync(join(dist, RENDERER_DIR, RENDERER_FILE), 'export const secretish = 1;');
    const app = express();
    app.use(webAppRoutes(dist));
    server = await new Promise<Server>((resolve) => {
      const http = app.listen(0, '127.0.0.1', () => resolve(http));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('xxxx');
  });

  it('serves a prerendered page at its path, and the app for every other path, compressed and revalidated every time', async () => {
    const pages = {
      '/': 'home',
      '/store': 'store',
      '/index.html': 'home',
      '/dashboard': 'Loading Platform...',
      '/hi': 'hindi home',
      '/hi/about': 'hindi about',
    };
    for (const [path, body] of Object.entries(pages)) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(await response.text(), path).toContain(`<div id="root">${body}</div>`);
    }
  });

  it('never serves the server renderer in the build: its paths are the app, as Hosting ignores the folder', async () => {
    const response = await fetch(`${base}/${RENDERER_DIR}/${RENDERER_FILE}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('secretish');
    expect(body).toContain('Loading Platform...');
  });

  it('is what firebase.json tells Hosting to send (the last matching rule wins there)', () => {
    const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: {
        headers: { source: string; headers: { key: string; value: string }[] }[];
        cleanUrls?: boolean;
        rewrites: { source: string; destination?: string; function?: { functionId: string } }[];
        ignore: string[];
      };
    };
    // The pages drawn with their data go to the `pages` function before the '**' rule (decision 021); the
    // renderer's folder is not uploaded, nor are their prebuilt files: Hosting serves a file that matches a path
    // (cleanUrls) before any rewrite, so the function would never be asked.
    // Each at its Hindi address too (decision 065).
    for (const path of Object.keys(FIRST_SCREEN_PAGES).flatMap((english) => [english, `/hi${english}`])) {
      expect(config.hosting.ignore, path).toContain(`${path.slice(1)}.html`);
      const rule = config.hosting.rewrites.find((candidate) => candidate.source === path);
      expect(rule?.function?.functionId, path).toBe('pages');
      expect(config.hosting.rewrites.indexOf(rule!), path).toBeLessThan(
        config.hosting.rewrites.findIndex((candidate) => candidate.source === '**'),
      );
    }
    expect(config.hosting.ignore).toContain(`${RENDERER_DIR}/**`);
    // A prerendered page at its path without '.html', and the app for the rest.
    expect(config.hosting.cleanUrls).toBe(true);
    expect(config.hosting.rewrites.find((rule) => rule.source === '**')?.destination).toBe(`/${APP_FALLBACK}`);
    const header = (source: string, key: string) =>
      config.hosting.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;
    expect(header('**', 'Cache-Control')).toBe(revalidateEveryTime);
    expect(header('/assets/**', 'Cache-Control')).toBe(immutableCaching);
    // Every rule matching a path adds its headers, so the '**' rule's nosniff reaches every file.
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    // The pages drawn with their data (decision 021): Hosting's headers apply to a function's answers too, so the
    // '**' rule's no-cache would keep them out of the CDN; the last matching rule wins.
    expect(header('/@(store|careers)', 'Cache-Control')).toBe(PAGE_CACHING);
    expect(Object.keys(FIRST_SCREEN_PAGES).map((path) => path.slice(1))).toEqual(['store', 'careers']);
    // A listing's own page, the sitemap and robots.txt (decision 052) are the `pages` function's too, a listing kept
    // at the edge only seconds (a hidden or removed one must stop being served within seconds).
    for (const path of [
      '/store/*',
      '/careers/*',
      '/people/*',
      '/hi/store/*',
      '/hi/careers/*',
      '/robots.txt',
      '/sitemap*.xml',
    ]) {
      const rule = config.hosting.rewrites.find((candidate) => candidate.source === path);
      expect(rule?.function?.functionId, path).toBe('pages');
      expect(config.hosting.rewrites.indexOf(rule!), path).toBeLessThan(
        config.hosting.rewrites.findIndex((candidate) => candidate.source === '**'),
      );
    }
    expect(header('/store/*', 'Cache-Control')).toBe(LISTING_CACHING);
    expect(header('/@(robots.txt|sitemap*.xml)', 'Cache-Control')).toBe(PAGE_CACHING);
    expect(header('/@(careers|people)/*', 'Cache-Control')).toBe(PAGE_CACHING);
    expect(header('/hi/@(store|careers)', 'Cache-Control')).toBe(PAGE_CACHING);
    expect(header('/hi/store/*', 'Cache-Control')).toBe(LISTING_CACHING);
    expect(header('/hi/careers/*', 'Cache-Control')).toBe(PAGE_CACHING);
    expect(config.hosting.headers.map((rule) => rule.source)).toEqual([
      '**',
      '/assets/**',
      '/@(store|careers)',
      '/store/*',
      '/@(careers|people)/*',
      '/hi/@(store|careers)',
      '/hi/store/*',
      '/hi/careers/*',
      '/@(robots.txt|sitemap*.xml)',
    ]);
  });
});
