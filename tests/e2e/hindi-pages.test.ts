// The translated visitor pages at their Hindi addresses (decisions 065 and 079): drawn by the server in Hindi, so a reader
// (and a search engine) without JavaScript gets Hindi text, `<html lang="hi">` and amounts in hi-IN's format; each
// page and its English twin name each other with hreflang; the app takes a Hindi page over in Hindi without a
// mismatch, and the language switch moves between the two addresses, a remembered English honoured at a Hindi
// address. Screens in test-results/screenshots/hindi-*.png.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import hiAbout from '../../web/src/i18n/hi/about.json';
import hiCareers from '../../web/src/i18n/hi/careers.json';
import hiHome from '../../web/src/i18n/hi/home.json';
import hiStore from '../../web/src/i18n/hi/store.json';
import hiLegal from '../../web/src/i18n/hi/legal.json';
import hiSupport from '../../web/src/i18n/hi/support.json';
import { termsInHindi } from '@marketplace/shared/content/policies-hindi';
import { expectAccessible } from './support/a11y.ts';
import { expectPage } from './support/app.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { hindiRupees } from './support/hindi.ts';
import { stack, type Admin } from './support/stack.ts';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

/** The canonical path and the alternates (hreflang → path) a page's head names. */
function languageLinksOf(html: string) {
  const pathOf = (href: string) => new URL(href).pathname.replace(/(?<=.)\/$/, '');
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang!,
      pathOf(href!),
    ]),
  );
  return { canonical: canonical && pathOf(canonical), alternates };
}

async function seeded() {
  const stamp = Date.now();
  const listingId = `hindi-${stamp}`;
  const jobId = `hindi-job-${stamp}`;
  const product = { name: `Hindi Weather Station ${stamp}`, price: 123456.5 };
  await admin.db.doc(paths.storeListing(listingId)).set({
    sellerId: 'someone',
    name: product.name,
    description: 'A weather station with a rain gauge and a solar panel.',
    price: product.price,
    imageUrl: '',
    createdAt: stamp,
  });
  await admin.db.doc(paths.job(jobId)).set({
    title: `Hindi Curator ${stamp}`,
    location: 'Remote',
    description: 'Reviews kits.',
    postedAt: Timestamp.now(),
  });
  return {
    listingId,
    jobId,
    product,
    cleanUp: () =>
      Promise.all([admin.db.doc(paths.storeListing(listingId)).delete(), admin.db.doc(paths.job(jobId)).delete()]),
  };
}

describe('the Hindi addresses', () => {
  test('are drawn in Hindi with JavaScript off: Hindi text, <html lang="hi">, hi-IN amounts', async () => {
    const { listingId, product, cleanUp } = await seeded();
    const context = await browser.newContext({ viewport: desktop, baseURL: stack.appUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const pages: [string, string][] = [
        ['/hi', hiHome['home.hero']],
        ['/hi/store', hiStore['store.title']],
        ['/hi/careers', hiCareers['careers.title']],
        ['/hi/about', hiAbout['about.title']],
        ['/hi/support', hiSupport['support.title']],
        ['/hi/terms', termsInHindi.title],
        [`/hi/store/${listingId}`, product.name],
      ];
      for (const [path, heading] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('html').getAttribute('lang'), path).toBe('hi');
        expect(await page.getByRole('heading', { level: 1 }).first().innerText(), path).toContain(heading);
        // The header is Hindi too, on every page.
        expect(await page.getByRole('banner').innerText(), path).toContain('हमारे बारे में');
      }
      // The listing's price in hi-IN's format, and its Buy Now in Hindi, from the HTML alone.
      await page.goto(`/hi/store/${listingId}`);
      const main = page.getByRole('main');
      expect(await main.innerText()).toContain(hindiRupees(product.price));
      expect(await main.getByRole('button', { name: `${hiStore['store.buyNow']}: ${product.name}` }).count()).toBe(1);
      // Its head in Hindi too: what a search result or a chat app's preview says under the title.
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
        `${hiStore['store.byline'].replace('{seller}', hiStore['store.aSeller'])}.`,
      );
      // Its card on the Hindi store links to its Hindi address.
      await page.goto('/hi/store');
      const link = page.getByRole('link', { name: product.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/hi/store/${listingId}`);
    } finally {
      await context.close();
      await cleanUp();
    }
  });

  test('and their English twins name each other with hreflang, each canonical in its own language', async () => {
    const { listingId, jobId, cleanUp } = await seeded();
    try {
      for (const english of [
        '/',
        '/store',
        '/careers',
        '/about',
        '/terms',
        `/store/${listingId}`,
        `/careers/${jobId}`,
      ]) {
        const hindi = english === '/' ? '/hi' : `/hi${english}`;
        const expected = { 'en-IN': english, 'hi-IN': hindi, 'x-default': english };
        for (const path of [english, hindi]) {
          const response = await fetch(`${stack.appUrl}${path}`);
          expect(response.status, path).toBe(200);
          const { canonical, alternates } = languageLinksOf(await response.text());
          expect(canonical, path).toBe(path);
          // The same set on both addresses: reciprocal, as Google requires.
          expect(alternates, path).toEqual(expected);
        }
      }
      // A page without a Hindi address names no alternates.
      expect(languageLinksOf(await (await fetch(`${stack.appUrl}/login`)).text()).alternates).toEqual({});
    } finally {
      await cleanUp();
    }
  });

  test('are taken over in Hindi; the switch moves between the addresses and a remembered English is honoured', async () => {
    const { listingId, product, cleanUp } = await seeded();
    const hindi = `/hi/store/${listingId}`;
    try {
      for (const viewport of [desktop, phone]) {
        // The suite fails on any console error, such as React's hydration mismatch (#418).
        const { page } = await openSession(browser, hindi, viewport);
        await expectPage(page, hindi, product.name);
        const main = page.getByRole('main');
        await main.getByRole('button', { name: `${hiStore['store.buyNow']}: ${product.name}` }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        await shoot(page, 'hindi', 'listing');
        if (viewport === phone) continue;
        // axe's bar at 1280 and 375 px (it ends at 1280).
        await expectAccessible(page, 'Hindi listing page');

        // English from the switch: the English address, in place; remembered, so the Hindi link opens in English.
        await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
        await main.getByRole('button', { name: `Buy Now: ${product.name}` }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/store/${listingId}`);
        await page.goto(hindi);
        await main.getByRole('button', { name: `Buy Now: ${product.name}` }).waitFor();
        await page.waitForURL(`**/store/${listingId}`);
        expect(new URL(page.url()).pathname).toBe(`/store/${listingId}`);
        // And back: Hindi from the switch goes to the Hindi address.
        await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
        await main.getByRole('button', { name: `${hiStore['store.buyNow']}: ${product.name}` }).waitFor();
        expect(new URL(page.url()).pathname).toBe(hindi);
        // The terms in Hindi, from the footer (their Hindi fetched with the page) and taken over at their address
        // (decision 079): the policy's Hindi and the note that the English governs.
        await page.getByRole('contentinfo').getByRole('link', { name: 'नियम और शर्तें' }).click();
        await main.getByRole('heading', { level: 1, name: termsInHindi.title }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/hi/terms');
        await page.goto('/hi/terms');
        await main.getByText(hiLegal['legal.englishGoverns']).waitFor();
        await main.getByRole('heading', { level: 1, name: termsInHindi.title }).waitFor();
      }
    } finally {
      await cleanUp();
    }
  });
});
