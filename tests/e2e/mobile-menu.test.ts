// Journey 6: on a phone the header is a collapsible menu (SPEC 2), for visitors and members alike.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import { expectPage, fillCredentials, mainNav, menuButton, seen, submitButton } from './support/app.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

describe('the mobile menu', () => {
  test('stays hidden until Menu is pressed; a link navigates and closes it', async () => {
    const journey = 'mobile-menu';
    const { page } = await openSession(browser, '/', phone);
    await expectPage(page, '/', texts.home.hero);

    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).isVisible()).toBe(false);
    await shoot(page, journey, 'closed');

    await menuButton(page).click();
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
    const links = mainNav(page).getByRole('link');
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual([
      'Home',
      'Store',
      'About',
      'Careers',
      'Support & Contact',
      'Login / Sign Up',
    ]);
    await shoot(page, journey, 'open', { fullPage: false });

    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expectPage(page, '/about', 'About ProjectBoard');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).isVisible()).toBe(false);
    await shoot(page, journey, 'after-link');

    // Pressing Menu twice closes it again without going anywhere.
    await menuButton(page).click();
    await mainNav(page).waitFor();
    await menuButton(page).click();
    await mainNav(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/about');

    // On a wide screen there is no Menu button and the links are always there.
    await page.setViewportSize(desktop);
    await mainNav(page).waitFor();
    expect(await menuButton(page).isVisible()).toBe(false);
  });

  test('shows a member their email and Sign Out, and Sign Out closes it and goes home', async () => {
    const journey = 'mobile-menu';
    const email = uniqueEmail('mobile');
    const password = 'correct-horse-42';
    await admin.seedPerson({ email, password, role: 'student', verified: true });
    const { page } = await openSession(browser, '/login', phone);
    await fillCredentials(page, email, password);
    await submitButton(page, 'Login').click();
    await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
    expect(await mainNav(page).isVisible()).toBe(false);
    await shoot(page, journey, 'member-dashboard');

    await menuButton(page).click();
    expect(await seen(mainNav(page).getByText(email, { exact: true }))).toBe(email);
    expect(await mainNav(page).getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Store', 'Profile', 'Support']);
    await shoot(page, journey, 'member-open', { fullPage: false });

    await mainNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    await expectPage(page, '/profile', texts.profile.title);
    expect(await mainNav(page).isVisible()).toBe(false);

    await menuButton(page).click();
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectPage(page, '/', texts.home.hero);
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await mainNav(page).isVisible()).toBe(false);
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Login / Sign Up' }).waitFor();
  });
});
