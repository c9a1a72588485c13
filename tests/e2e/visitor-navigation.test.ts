// Journey 5: a visitor moves through every page by the header and footer, uses back, forward and
// reload, opens pages by URL, and cannot open the member pages.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { jobsFrom } from '@marketplace/shared/careers/job';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { expectPage, expectSignedOutHeader, footerNav, mainNav, seen } from './support/app.ts';
import { appReady, openPage, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { type Admin } from './support/stack.ts';

interface Stop {
  link: string;
  path: string;
  heading: string;
  name: string;
}

// The h1 each page shows, once per page; the labels are the ones SPEC 2 lists for the signed-out header and the
// footer, in the order each shows them.
const stopOf = {
  store: { link: 'Store', path: '/store', heading: 'Project Store', name: 'store' },
  about: { link: 'About', path: '/about', heading: 'About ProjectBoard', name: 'about' },
  careers: { link: 'Careers', path: '/careers', heading: 'Careers', name: 'careers' },
  support: { link: 'Support & Contact', path: '/support', heading: 'Support & Contact', name: 'support' },
  login: { link: 'Login / Sign Up', path: '/login', heading: 'Welcome back', name: 'login' },
  home: { link: 'Home', path: '/', heading: texts.home.hero, name: 'home' },
  terms: { link: 'Terms & Conditions', path: '/terms', heading: 'Terms and Conditions', name: 'terms' },
  privacy: { link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy', name: 'privacy' },
  refund: { link: 'Cancellation & Refund', path: '/refund', heading: 'Cancellation & Refund Policy', name: 'refund' },
} satisfies Record<string, Stop>;
const headerStops: Stop[] = [stopOf.store, stopOf.about, stopOf.careers, stopOf.support, stopOf.login, stopOf.home];
const footerStops: Stop[] = [stopOf.about, stopOf.support, stopOf.terms, stopOf.privacy, stopOf.refund];

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

/** The header marks the page a person is on. */
async function expectCurrentHeaderLink(page: Page, label: string): Promise<void> {
  const current = mainNav(page).locator('[aria-current="page"]');
  await expect.poll(() => current.allInnerTexts()).toEqual([label]);
}

describe('a visitor', () => {
  test('reaches every page from the header and the footer, and back, forward and reload keep the page', async () => {
    const journey = 'visitor';
    const { page } = await openSession(browser, '/');
    await expectPage(page, '/', texts.home.hero);
    await expectSignedOutHeader(page);
    await expectCurrentHeaderLink(page, 'Home');
    await shoot(page, journey, 'home');

    for (const stop of headerStops) {
      await mainNav(page).getByRole('link', { name: stop.link, exact: true }).click();
      await expectPage(page, stop.path, stop.heading);
      await expectCurrentHeaderLink(page, stop.link);
      await shoot(page, journey, stop.name);
    }
    for (const stop of footerStops) {
      await footerNav(page).getByRole('link', { name: stop.link, exact: true }).click();
      await expectPage(page, stop.path, stop.heading);
      if (['terms', 'privacy', 'refund'].includes(stop.name)) {
        // SPEC 2: each legal page carries a disclaimer that it is not legal advice.
        expect(await seen(page.getByRole('note'))).toMatch(/not constitute legal advice/);
      }
      await shoot(page, journey, stop.name);
    }

    // History: we came home -> ... -> terms -> privacy -> refund.
    await page.goBack();
    await expectPage(page, '/privacy', 'Privacy Policy');
    await page.goBack();
    await expectPage(page, '/terms', 'Terms and Conditions');
    await page.goForward();
    await expectPage(page, '/privacy', 'Privacy Policy');
    await page.reload();
    await appReady(page);
    await expectPage(page, '/privacy', 'Privacy Policy');
    await expectSignedOutHeader(page);
    // After a reload the earlier entries are still there.
    await page.goBack();
    await expectPage(page, '/terms', 'Terms and Conditions');

    // Home's call to action opens the signup screen.
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expectPage(page, '/', texts.home.hero);
    await page.getByRole('button', { name: texts.home.getStarted }).click();
    await expectPage(page, '/signup', 'Create your account');
    await shoot(page, journey, 'signup');
  });

  test("opening a member's page by URL asks to log in; an unknown address lands on home", async () => {
    const { page } = await openSession(browser, '/dashboard');
    await expectPage(page, '/login', 'Welcome back');
    await page.getByText('Log in to see your dashboard.').waitFor();
    await expectSignedOutHeader(page);
    await openPage(page, '/profile');
    await expectPage(page, '/login', 'Welcome back');
    await page.getByText('Log in to see your profile.').waitFor();
    await openPage(page, '/no-such-page');
    await expectPage(page, '/', texts.home.hero);
  });

  test('opens every visitor page directly by its URL on a phone', async () => {
    const journey = 'visitor';
    const { page } = await openSession(browser, '/', phone);
    await expectPage(page, '/', texts.home.hero);
    await shoot(page, journey, 'home');
    const stops = [...headerStops, ...footerStops, { path: '/signup', heading: 'Create your account', name: 'signup' }];
    for (const stop of stops) {
      await openPage(page, stop.path);
      await expectPage(page, stop.path, stop.heading);
      await shoot(page, journey, stop.name);
    }
  });

  test('sees the open positions on the careers page, or the no-openings text when there are none', async () => {
    const journey = 'visitor';
    // The project may hold a developer's jobs, so the expectation follows what is stored.
    // It is read the way the page reads it (newest first, well-formed jobs only).
    const stored = await admin.db.collection(paths.jobs).orderBy('postedAt', 'desc').get();
    const jobs = jobsFrom(stored.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    const { page } = await openSession(browser, '/careers');
    await expectPage(page, '/careers', 'Careers');
    if (jobs.length === 0) {
      expect(await seen(page.getByRole('heading', { name: texts.careers.noOpenings }))).toBe(texts.careers.noOpenings);
      expect(await page.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:careers@/);
      await shoot(page, journey, 'careers-empty');
    } else {
      await page.getByRole('heading', { name: 'Open positions' }).waitFor();
      for (const job of jobs) await page.getByRole('heading', { name: job.title, exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: texts.careers.noOpenings }).count()).toBe(0);
      await shoot(page, journey, 'careers-jobs');
    }
  });
});
