// How a person finds things in the app: by role, label and visible text, never by CSS class.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import { stack } from './stack.ts';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The login/signup card; its heading names the mode. */
export const authCard = (page: Page) => page.getByRole('region', { name: /Welcome back|Create your account/ });

/** Waits until `locator` is visible and returns its text, so a failure says what was looked for. */
export async function seen(locator: Locator): Promise<string> {
  await locator.first().waitFor({ state: 'visible' });
  return (await locator.first().innerText()).trim();
}

/** The page a person is on: the URL path and the one h1 it shows. */
export async function expectPage(page: Page, path: string, heading: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
  await expectHeading(page, heading);
}

/** The one h1 on screen. */
export async function expectHeading(page: Page, heading: string): Promise<void> {
  await expect
    .poll(async () => (await pageHeading(page).allInnerTexts()).map((text) => text.trim()), { timeout: 15_000 })
    .toEqual([heading]);
}

/** The header of a person who is signed out. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Login / Sign Up' }).waitFor();
  expect(await mainNav(page).getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
}

/** The header of a signed-in person: their email and Sign Out. */
export async function expectSignedInHeader(page: Page, email: string): Promise<void> {
  await mainNav(page).getByText(email, { exact: true }).waitFor();
  await mainNav(page).getByRole('button', { name: 'Sign Out' }).waitFor();
  expect(await mainNav(page).getByRole('link', { name: 'Login / Sign Up' }).count()).toBe(0);
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  const card = authCard(page);
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password', { exact: true }).fill(password);
}

/** The form's submit button ('Login' or 'Sign Up'); the mode toggle below it is a different button. */
export const submitButton = (page: Page, name: 'Login' | 'Sign Up') =>
  authCard(page).locator('form').getByRole('button', { name, exact: true });

/**
 * The user dashboard's project list has settled (its empty state, the cards, or an error banner) and it
 * is not an error: a person who just arrived must not be told the database is misconfigured.
 */
export async function expectProjectsLoaded(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main
    .getByText(texts.dashboard.studentEmpty)
    .or(main.getByText(texts.dashboard.sellerEmpty))
    .or(main.getByRole('list', { name: 'Projects' }))
    .or(main.getByRole('alert'))
    .first()
    .waitFor();
  expect(await main.getByRole('alert').allInnerTexts()).toEqual([]);
}

/** Fills a card form (the fund and store checkout dialogs) with a test card that expires two years from now. */
export async function fillTestCard(form: Locator): Promise<void> {
  const expiry = new Date(Date.now() + 2 * 365 * 24 * 60 * 60 * 1000);
  const month = String(expiry.getMonth() + 1).padStart(2, '0');
  const year = String(expiry.getFullYear() % 100).padStart(2, '0');
  await form.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
  await form.getByLabel('Expiry (MM/YY)', { exact: true }).fill(`${month}/${year}`);
  await form.getByLabel('CVC', { exact: true }).fill('123');
  await form.getByLabel('Name on card', { exact: true }).fill('Asha Verma');
}

export const appPath = (path: string) => `${stack.appUrl}${path}`;
