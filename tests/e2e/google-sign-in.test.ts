// Journey 4: Google sign-in through the Auth emulator's popup, with the role modal for a newcomer
// and straight to the admin dashboard for an account that carries the admin claim.
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import {
  expectPage,
  expectProjectsLoaded,
  expectSignedInHeader,
  expectSignedOutHeader,
  mainNav,
} from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { openSession, shoot, useBrowserSuite } from './support/browser.ts';
import { gapiScriptUrl } from './support/gapi-shim.ts';
import { eventually, uniqueEmail, type Admin } from './support/stack.ts';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

/** Presses the app's Google button and returns the emulator's account chooser. */
async function openGooglePopup(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByText('Add new account').waitFor();
  return popup;
}

/** Every origin the page has fetched from, by the browser's own record of its resources. */
async function fetchedOrigins(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

describe('Google sign-in', () => {
  test("Google's popup helper loads only when the person chooses Google, never with the page", async () => {
    const { page } = await openSession(browser, '/login');
    await expectPage(page, '/login', 'Welcome back');
    await page.waitForLoadState('networkidle');
    const appOrigin = new URL(page.url()).origin;
    expect(
      (await fetchedOrigins(page)).filter((origin) => origin !== appOrigin && !/127\.0\.0\.1|localhost/.test(origin)),
    ).toEqual([]);

    await openGooglePopup(page);
    await expect.poll(() => fetchedOrigins(page)).toContain('https://apis.google.com');
  });

  test('a new Google account chooses Seller in the role modal and lands on the seller dashboard', async () => {
    const journey = 'google-seller';
    const email = uniqueEmail('google-seller');
    const { page } = await openSession(browser, '/login');
    await expectPage(page, '/login', 'Welcome back');

    const popup = await openGooglePopup(page);
    await shoot(popup, journey, 'google-accounts');
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Ravi Seller');
    await shoot(popup, journey, 'google-new-account');
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: 'Sign in with Google.com' }).click(),
    ]);

    const modal = page.getByRole('dialog', { name: texts.auth.selectYourRole });
    await modal.waitFor();
    await shoot(page, journey, 'role-modal', { fullPage: false });
    await expectAccessible(page, 'role modal');
    const { uid } = await admin.auth.getUserByEmail(email);
    // No profile yet: the person has not chosen.
    expect(await admin.profile(uid)).toBeUndefined();

    await modal.getByRole('button', { name: 'Seller' }).click();
    await expectPage(page, '/dashboard', texts.dashboard.sellerTitle);
    await modal.waitFor({ state: 'detached' });
    await expectSignedInHeader(page, email);
    await shoot(page, journey, 'dashboard');
    expect(await admin.profile(uid)).toEqual({ uid, email, role: 'seller', language: 'en' });
    // The new seller's board loads like anyone else's, although their profile was written a moment ago.
    await expectProjectsLoaded(page);

    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectPage(page, '/', texts.home.hero);
    await expectSignedOutHeader(page);
  });

  test('a Google account with the admin claim gets an admin profile without the modal', async () => {
    const journey = 'google-admin';
    const email = uniqueEmail('google-admin');
    // A Google identity the emulator already knows, carrying the server-set admin claim, without a
    // profile: as after `npm run grant-admin` for someone who has never opened the app.
    const uid = `google-admin-${Date.now()}`;
    const googleId = String(randomInt(1e9, 1e10 - 1)) + String(Date.now());
    const imported = await admin.auth.importUsers([
      {
        uid,
        email,
        emailVerified: true,
        displayName: 'Meera Admin',
        customClaims: { admin: true },
        providerData: [{ uid: googleId, providerId: 'google.com', email, displayName: 'Meera Admin' }],
      },
    ]);
    expect(imported.failureCount).toBe(0);
    expect(await admin.profile(uid)).toBeUndefined();

    const { page } = await openSession(browser, '/login');
    await expectPage(page, '/login', 'Welcome back');
    // Records whether the role modal ever appears, even for a moment.
    await page.evaluate(() => {
      const flags = window as { sawDialog?: boolean };
      flags.sawDialog = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) flags.sawDialog = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const popup = await openGooglePopup(page);
    const account = popup.getByRole('listitem').filter({ hasText: email });
    await account.waitFor();
    await shoot(popup, journey, 'google-accounts');
    await Promise.all([popup.waitForEvent('close'), account.click()]);

    await expectPage(page, '/dashboard', 'Admin Dashboard');
    await expectSignedInHeader(page, email);
    await shoot(page, journey, 'dashboard');
    const profile = await eventually(
      () => admin.profile(uid),
      (found) => found !== undefined,
    );
    expect(profile).toEqual({ uid, email, role: 'admin', language: 'en' });
    expect(await page.evaluate(() => (window as { sawDialog?: boolean }).sawDialog)).toBe(false);
  });

  test("without the internet, Google sign-in says so and points to email sign-in, not the SDK's error", async () => {
    const session = await openSession(browser, '/login');
    const { page, context } = session;
    await expectPage(page, '/login', 'Welcome back');
    // Offline as on a machine without a network: Google's loader cannot be fetched (this route is matched
    // before the suite's shim), and the browser logs the failed load.
    await context.route(
      (url) => url.href.startsWith(gapiScriptUrl),
      (route) => route.abort('internetdisconnected'),
    );
    session.allowConsole(/ERR_INTERNET_DISCONNECTED/);

    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const alert = page.getByRole('alert').filter({ hasText: texts.auth.googleSignInOffline });
    await alert.waitFor();
    expect(await page.getByText(/auth\/internal-error|auth\/network-request-failed/).count()).toBe(0);
    await shoot(page, 'google-offline', 'message');
    await expectAccessible(page, 'Google sign-in offline message');
  });
});
