// For a visitor: every page, the careers application, Ask Me and the mobile menu open pass the
// axe bar at 1280 and 375 px and fit a phone; the skip link and Escape on the menu work by keyboard.
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { expectPage, mainNav, menuButton } from './support/app.ts';
import { expectAccessible, expectFitsPhone, expectNoSeriousViolations } from './support/a11y.ts';
import { openPage, openSession, phone, useBrowserSuite } from './support/browser.ts';
import { closeDialog, dialog } from './support/projects.ts';
import { type Admin } from './support/stack.ts';
import { buyNow, searchStore, seedProduct, uniqueName } from './support/store.ts';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

const visitorPages: [path: string, heading: string][] = [
  ['/', texts.home.hero],
  ['/store', texts.store.title],
  ['/about', 'About ProjectBoard'],
  ['/careers', 'Careers'],
  ['/support', 'Support & Contact'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/refund', 'Cancellation & Refund Policy'],
  ['/login', 'Welcome back'],
  ['/signup', 'Create your account'],
];

describe('accessibility for a visitor', () => {
  test('every page, the careers application and Ask Me', { timeout: 240_000 }, async () => {
    const jobTitle = `Campus Ambassador with a rather long title for a phone ${Date.now()}`;
    await admin.db.collection(paths.jobs).add({
      title: jobTitle,
      location: 'Remote',
      description: 'Talk about us.',
      postedAt: FieldValue.serverTimestamp(),
    });
    const { page } = await openSession(browser, '/');
    for (const [path, heading] of visitorPages) {
      await openPage(page, path);
      await expectPage(page, path, heading);
      await page.getByRole('contentinfo').waitFor();
      await expectAccessible(page, `visitor ${path}`);
    }

    await openPage(page, '/careers');
    await page.getByRole('button', { name: `Apply Now for ${jobTitle}` }).click();
    const application = dialog(page, `Apply for ${jobTitle}`);
    await application.waitFor();
    await expectAccessible(page, 'careers application modal');
    await closeDialog(application);

    const product = await seedProduct(
      admin,
      { uid: 'a11y-seller', email: 'a11y-seller@example.com' },
      { name: uniqueName('Line follower robot kit'), description: 'Chassis, sensors and code.', price: 4999 },
    );
    await openPage(page, '/store');
    await searchStore(page, product.name, [product.name]);
    await buyNow(page, product.name).click();
    const ask = dialog(page, 'Log in to buy');
    await ask.waitFor();
    await expectAccessible(page, 'log in to buy');
    await closeDialog(ask);

    await page.getByRole('button', { name: 'Ask Me' }).click();
    const askMe = page.getByRole('dialog', { name: 'Ask Me' });
    await askMe.waitFor();
    await expectAccessible(page, 'Ask Me open');
    // With a conversation that scrolls: reachable by keyboard (axe's scrollable-region-focusable), and the
    // focus back in the question box after Send.
    const messages = askMe.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
    for (const [index, question] of ['How does payment work?', 'Can I cancel my store order?'].entries()) {
      await askMe.getByLabel('Your question').fill(question);
      await askMe.getByRole('button', { name: 'Send' }).click();
      // The greeting, then a question and its answer each time.
      await messages.nth(2 + 2 * index).waitFor();
      await askMe.getByRole('button', { name: 'Send' }).waitFor();
    }
    expect(await askMe.getByLabel('Your question').evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(page, 'Ask Me with a conversation');
  });

  test('the mobile menu passes open, closes on Escape back to its button; the skip link reaches main', async () => {
    const { page } = await openSession(browser, '/about', phone);
    await expectPage(page, '/about', 'About ProjectBoard');
    await menuButton(page).click();
    await mainNav(page).waitFor();
    await expectNoSeriousViolations(page, 'mobile menu open');
    await expectFitsPhone(page, 'mobile menu open');

    await page.keyboard.press('Escape');
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Menu');

    await openPage(page, '/about');
    await expectPage(page, '/about', 'About ProjectBoard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
