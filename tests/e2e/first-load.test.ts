// A page load asks nothing of any other origin. Google's popup helper (apis.google.com) loads only
// when a person chooses Google sign-in (google-sign-in.test.ts covers that path), the member pages' code is
// not part of a visitor's first load, and a page that shows public data comes with it (the store and careers,
// decision 021) or reads it first over REST (home's store section). Firebase Auth
// and Firestore's SDK (for the live subscription) are fetched only once the person acts on the page.
import type { Browser, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectHeading } from './support/app.ts';
import { desktop, useBrowserSuite } from './support/browser.ts';
import { stack } from './support/stack.ts';

let browser: Browser;
useBrowserSuite((started) => ({ browser } = started));

const pages = [
  ['/', 'Bring Your Ideas to Life'],
  ['/store', 'Project Store'],
  ['/careers', 'Careers'],
  ['/login', 'Welcome back'],
] as const;

describe('the first load', () => {
  test.each(pages)('of %s requests nothing from another origin and no member-only code', async (path, heading) => {
    const context = await browser.newContext({ viewport: desktop, baseURL: stack.appUrl });
    const requested: string[] = [];
    context.on('request', (request: Request) => requested.push(request.url()));
    // Anything off this machine fails at once (and is still recorded above); the emulators are on it.
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort('internetdisconnected'),
    );
    try {
      const page = await context.newPage();
      await page.goto(path);
      if (path === '/login') await page.getByRole('heading', { name: heading }).waitFor();
      else await expectHeading(page, heading);
      await page.waitForLoadState('networkidle');
      const elsewhere = requested.filter((url) => {
        const { hostname, pathname } = new URL(url);
        // Firestore's WebChannel pings this image to tell 'offline' from 'server down' when a stream errors; it
        // is the SDK's own probe, not a resource of the page (left as found; see the closing note).
        if (hostname === 'www.google.com' && pathname === '/images/cleardot.gif') return false;
        return !['127.0.0.1', 'localhost'].includes(hostname) && !url.startsWith('data:');
      });
      expect(elsewhere).toEqual([]);
      expect(requested.filter((url) => /member-dashboard|profile-page/.test(url))).toEqual([]);
      const restRead = requested.findIndex((url) => url.includes('/v1/projects/') && url.includes('/documents/'));
      const chunk = (name: RegExp) => () => requested.findIndex((url) => name.test(new URL(url).pathname));
      // Firestore's SDK arrives with the ports it serves; Firebase Auth's chunk is lib/auth.ts.
      const firestoreChunk = chunk(/^\/assets\/firestore-adapters-[\w-]{8}\.js$/);
      const authChunk = chunk(/^\/assets\/auth-[\w-]{8}\.js$/);
      // Nothing the first screen does not need: Auth and Firestore's SDK wait for the person to act.
      expect(firestoreChunk()).toBe(-1);
      expect(authChunk()).toBe(-1);
      await page.mouse.move(200, 300);
      await expect.poll(authChunk, { timeout: 15_000 }).toBeGreaterThan(-1);
      if (path === '/login') {
        expect(restRead).toBe(-1);
        await page.waitForLoadState('networkidle');
        expect(firestoreChunk()).toBe(-1);
      } else if (path === '/store' || path === '/careers') {
        // Served with its data (decision 021): nothing to read first; live through the SDK once the person moved.
        expect(restRead).toBe(-1);
        await expect.poll(firestoreChunk, { timeout: 15_000 }).toBeGreaterThan(-1);
      } else {
        // The REST read first; the live subscription through the SDK once the person has moved.
        expect(restRead).toBeGreaterThanOrEqual(0);
        await expect.poll(firestoreChunk, { timeout: 15_000 }).toBeGreaterThan(restRead);
      }
    } finally {
      await context.close();
    }
  });
});

describe('the language switch', () => {
  test('keeps its place when the Devanagari font for its "हिन्दी" arrives after the first paint', async () => {
    const context = await browser.newContext({ viewport: desktop, baseURL: stack.appUrl });
    // Late, as on a slow phone link: the label is drawn in a fallback font first, then swapped.
    await context.route(/noto-sans-devanagari/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await context.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { switchShifts: string[] }).switchShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('.language-switch')) shifts.push(element.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      const page = await context.newPage();
      const fontArrived = page.waitForResponse(/noto-sans-devanagari/);
      await page.goto('/');
      await expectHeading(page, 'Bring Your Ideas to Life');
      await fontArrived;
      await page.evaluate(() => document.fonts.ready);
      // Two frames for the swap's layout to be observed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { switchShifts: string[] }).switchShifts)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
