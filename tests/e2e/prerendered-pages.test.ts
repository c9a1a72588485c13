// The visitor pages prerendered at build time (decision 019), the store and careers drawn with their
// data at each request (decision 021): a visitor's browser paints the page from
// the HTML before any script runs (the app then takes it over without a mismatch: the suite fails on any console
// error, also for an address the page was not rendered for), and a signed-in member reloading a visitor page never has the visitor's page painted before their
// dashboard, only SPEC 2's 'Loading Platform...'.
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { expectPage } from './support/app.ts';
import { desktop, openSession, useBrowserSuite } from './support/browser.ts';
import { dialog, live, signIn } from './support/projects.ts';
import { stack, uniqueEmail, type Admin } from './support/stack.ts';

/** What the host logged as a part of a page it could not render (web/src/render-page.tsx), for a failure to say. */
const renderErrors = () => {
  const log = new URL('../../test-results/host.log', import.meta.url);
  return existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('page rendered without a part'))
        .slice(-3)
    : [];
};

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

describe('prerendered visitor pages', () => {
  // In full runs the store's first page held 24 products of other suites, big enough for React to send its content
  // hidden behind a script (web/src/render-page.tsx): the check says what was served and what the host logged.
  test('show their content with JavaScript off: home, the store and careers with their data, and about', async () => {
    const context = await browser.newContext({ viewport: desktop, baseURL: stack.appUrl, javaScriptEnabled: false });
    // The store and careers are drawn with their data at each request (decision 021).
    const product = `Served Robot ${Date.now()}`;
    const job = `Served Curator ${Date.now()}`;
    const listingRef = admin.db.doc(paths.storeListing(`served-${Date.now()}`));
    const jobRef = admin.db.doc(paths.job(`served-${Date.now()}`));
    await listingRef.set({
      sellerId: 'someone',
      name: product,
      description: 'A kit',
      price: 10,
      imageUrl: '',
      createdAt: Date.now(),
    });
    await jobRef.set({ title: job, location: 'Remote', description: 'Reviews kits.', postedAt: Timestamp.now() });
    try {
      const page = await context.newPage();
      const pages: [string, string, string][] = [
        ['/', 'Bring Your Ideas to Life', 'How It Works'],
        ['/store', texts.store.title, product],
        ['/careers', 'Careers', job],
        ['/about', 'About', 'ProjectBoard'],
      ];
      for (const [path, heading, text] of pages) {
        const response = await page.goto(path);
        // Without JavaScript the page is what was served, whole once loaded: no heading now is none at all.
        const h1 = page.getByRole('heading', { level: 1 }).first();
        if ((await h1.count()) === 0) {
          const root = await page.locator('#root').innerHTML();
          throw new Error(
            `${path}: HTTP ${response?.status()} without a heading; #root holds: ${root.slice(0, 1500)}\n` +
              `the host's render errors: ${renderErrors().join('\n') || 'none'}`,
          );
        }
        expect(await h1.innerText(), path).toContain(heading);
        expect(await page.locator('main').innerText(), path).toContain(text);
        expect(await page.getByText(texts.app.loadingPlatform).count(), path).toBe(0);
        if (path === '/store' || path === '/careers') {
          expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count(), path).toBe(0);
        }
        // Styled from the first paint: the page's own stylesheet is in the HTML (the store's grid, home's hero).
        const styled = await page.evaluate(() => document.styleSheets.length);
        expect(styled, path).toBeGreaterThanOrEqual(2);
      }
      const hero = await page.goto('/').then(() => page.locator('.home-hero__subtitle'));
      expect(await hero.evaluate((element) => getComputedStyle(element).maxWidth), 'home hero').not.toBe('none');
      // The login form shows, its fields disabled until the app has started (what is typed before would be lost).
      await page.goto('/login');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome back');
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Login', exact: true }).isDisabled()).toBe(true);
      // A member's page and the sign-up form are not prerendered: they say the app is loading until it starts.
      for (const path of ['/dashboard', '/signup']) {
        await page.goto(path);
        expect(await page.getByText(texts.app.loadingPlatform).count(), path).toBe(1);
      }
    } finally {
      await context.close();
      await Promise.all([listingRef.delete(), jobRef.delete()]);
    }
  });

  test('the store drawn with its data is taken over by the app without a mismatch, and stays live', async () => {
    // The suite fails on any console error, such as React's hydration mismatch (#418).
    const name = `Hydrated Kit ${Date.now()}`;
    const listingRef = admin.db.doc(paths.storeListing(`hydrated-${Date.now()}`));
    await listingRef.set({
      sellerId: 'someone',
      name,
      description: 'A kit',
      price: 10,
      imageUrl: '',
      createdAt: Date.now(),
    });
    try {
      const { page } = await openSession(browser, '/store');
      const card = page.locator('.store__grid .product-card__name', { hasText: name });
      await card.waitFor(live);
      // Taken over: the person's first move starts the live subscription, which hears the listing leave.
      await page.mouse.move(10, 10);
      await listingRef.delete();
      await card.waitFor({ ...live, state: 'detached' });
    } finally {
      await listingRef.delete();
    }
  });

  test('the prerendered login form is usable once the app has started, and signs in with what was typed', async () => {
    const person = { email: uniqueEmail('prerender-login'), password: 'correct-horse-42', role: 'seller' as const };
    await admin.seedPerson({ ...person, verified: true });
    const { page } = await openSession(browser, '/login');
    // fill() waits for the field to be enabled: typing starts only once the app has taken the form over.
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectPage(page, '/dashboard', texts.dashboard.sellerTitle);
  });

  test('an address with a query (an order link) opens on the prerendered page without a mismatch', async () => {
    // The suite fails on any console error, such as React's hydration mismatch (#418).
    const { page } = await openSession(browser, '/store?order=no-such-order');
    await dialog(page, 'Order tracking')
      .getByText('Log in with the account that bought this order to track it.')
      .waitFor(live);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(texts.store.title);
  });

  test("a signed-in member reloading home sees 'Loading Platform...', never the visitor's home, then the dashboard", async () => {
    const person = { email: uniqueEmail('prerender-member'), password: 'correct-horse-42', role: 'student' as const };
    await admin.seedPerson({ ...person, verified: true });
    const { page } = await signIn(browser, person);
    // Before every frame is painted: was the visitor home's hero on screen, and was the loading text?
    await page.addInitScript(() => {
      const seen = { visitorHome: false, loading: false };
      (window as { painted?: typeof seen }).painted = seen;
      const check = () => {
        const hero = document.querySelector('.home-hero__title');
        if (hero && getComputedStyle(hero).visibility !== 'hidden' && hero.getClientRects().length) {
          seen.visitorHome = true;
        }
        if (document.querySelector('.platform-loading')) seen.loading = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/');
    await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
    const painted = await page.evaluate(() => (window as { painted?: { visitorHome: boolean } }).painted);
    expect(painted).toEqual({ visitorHome: false, loading: true });
  });
});
