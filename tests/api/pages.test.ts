// GET /store and /careers drawn with their data (decision 021): the server reads what the page's live query
// reads, in its order, and hands it to the web build's renderer; if reading or rendering fails, the page as the
// build drew it is served (never an error page). The renderer here records what it is given; the browser
// tests load the real one through the local host (tests/e2e/prerendered-pages.test.ts).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreen } from '@marketplace/shared/navigation/first-screen';
import { paths } from '@marketplace/shared/paths';
import { STORE_PAGE_SIZE } from '@marketplace/shared/store/listing';
import type { PageRenderer } from '../../functions/src/features/pages/page-renderer.ts';
import { pagesRouter } from '../../functions/src/features/pages/pages.route.ts';
import { PAGE_CACHING } from '../../functions/src/features/pages/serve-page.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const drawn: { path: string; screen: FirstScreen }[] = [];
let failRender = false;
let failPrebuilt = false;
const renderer: PageRenderer = {
  render: async (path, screen) => {
    if (failRender) throw new Error('renderer bundle missing');
    drawn.push({ path, screen });
    return `<!doctype html><p>${path} drawn</p>`;
  },
  prebuilt: async (path) => {
    if (failPrebuilt) throw new Error('web build missing');
    return `<!doctype html><p>${path} as built</p>`;
  },
};

let server: Server;
let base = '';
beforeEach(async () => {
  drawn.length = 0;
  failRender = false;
  failPrebuilt = false;
  const app = express().use(pagesRouter({ db: backend.db, renderer }));
  server = await new Promise<Server>((resolve) => {
    const http = app.listen(0, '127.0.0.1', () => resolve(http));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const listing = (n: number) => ({
  sellerId: `seller-${n % 3}`,
  name: `Kit ${n}`,
  description: `About kit ${n}`,
  price: 100 + n,
  imageUrl: '',
  createdAt: 1_700_000_000_000 + n * 1000,
});

describe('GET /store', () => {
  it('is drawn with the newest page of listings, newest first, leaving out one that is not a listing', async () => {
    const batch = backend.db.batch();
    for (let n = 1; n <= STORE_PAGE_SIZE + 6; n++) batch.set(backend.db.doc(paths.storeListing(`p${n}`)), listing(n));
    // The newest of all, but not a listing's shape: it takes a place in the read and is left out of the page.
    batch.set(backend.db.doc(paths.storeListing('broken')), { name: 42, createdAt: 1_800_000_000_000 });
    await batch.commit();

    const response = await fetch(`${base}/store`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(PAGE_CACHING);
    expect(await response.text()).toContain('/store drawn');
    expect(drawn).toHaveLength(1);
    const names = drawn[0]!.screen.listings!.map((item) => item.name);
    const newest = Array.from({ length: STORE_PAGE_SIZE - 1 }, (_, i) => `Kit ${STORE_PAGE_SIZE + 6 - i}`);
    expect(names).toEqual(newest);
    expect(drawn[0]!.screen.jobs).toBeUndefined();
    expect(drawn[0]!.screen.listings![0]).toEqual({ id: 'p30', ...listing(30) });
  });

  it('is drawn with an empty store when nothing is listed', async () => {
    await fetch(`${base}/store`);
    expect(drawn).toEqual([{ path: '/store', screen: { listings: [] } }]);
  });

  it('is served as the build drew it when the page cannot be drawn, and the fault is logged', async () => {
    expectConsole('error', /page render failed; serving the prebuilt page/);
    failRender = true;
    const response = await fetch(`${base}/store`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('/store as built');
  });

  it('answers 503, saying so, when not even the page as the build drew it can be read', async () => {
    expectConsole('error', /page render failed; serving the prebuilt page/);
    expectConsole('error', /prebuilt page missing/);
    failRender = failPrebuilt = true;
    const response = await fetch(`${base}/store`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('The page could not be loaded. Please reload.');
  });
});

describe('GET /careers', () => {
  it('is drawn with the open positions, newest posting first', async () => {
    await backend.db.doc(paths.job('older')).set({
      title: 'Store Curator',
      location: 'Remote',
      description: 'Reviews kits.',
      postedAt: Timestamp.fromMillis(1_700_000_000_000),
    });
    await backend.db.doc(paths.job('newer')).set({
      title: 'Support Lead',
      location: 'Pune',
      description: 'Answers students.',
      postedAt: Timestamp.fromMillis(1_700_000_100_000),
    });
    const response = await fetch(`${base}/careers`);
    expect(await response.text()).toContain('/careers drawn');
    expect(drawn).toEqual([
      {
        path: '/careers',
        screen: {
          jobs: [
            {
              id: 'newer',
              title: 'Support Lead',
              location: 'Pune',
              description: 'Answers students.',
              postedAt: 1_700_000_100_000,
            },
            {
              id: 'older',
              title: 'Store Curator',
              location: 'Remote',
              description: 'Reviews kits.',
              postedAt: 1_700_000_000_000,
            },
          ],
        },
      },
    ]);
  });
});
