// A member's link opened signed out (an email's `/dashboard?project=…` or `?order=…`) asks to log in and then opens
// what it pointed at; and the steps someone must answer reach them on the bell and by mail, with the amount: a
// student's request to cancel reaches the seller, the seller's decline the student. On a phone, through axe.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { fillCredentials, submitButton } from './support/app.ts';
import { openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { closeDialog, confirmAction, dialog, live, projectCard, signIn } from './support/projects.ts';
import { seedCast } from './support/seeded-projects.ts';
import type { Admin } from './support/stack.ts';

const journey = 'member-links';
const password = 'correct-horse-42';
const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The bell's list, opened, and the item that says `text`. */
async function notificationSaying(page: Page, text: RegExp) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect.poll(() => bell.getAttribute('aria-label'), live).toBe('Notifications, 1 unread');
  await bell.click();
  const item = page.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: text });
  await item.waitFor(live);
  return item;
}

/** The local host's outbox (decision 025), read until it holds a mail to `email` saying `text`. */
async function expectMail(page: Page, email: string, text: string) {
  const outbox = await (await browser.newContext()).newPage();
  await expect
    .poll(async () => {
      await outbox.goto(new URL('/__/outbox', page.url()).toString());
      const body = await outbox.locator('body').innerText();
      return body.includes(`to ${email}`) && body.includes(text);
    }, live)
    .toBe(true);
  await outbox.context().close();
}

describe("a member's link opened signed out", () => {
  test(
    'asks to log in, says what it will open, and opens that project once logged in',
    { timeout: 120_000 },
    async () => {
      const { student, title, projectId } = await seedCast(admin, 'link', password, {
        name: 'Greenhouse monitor',
        budget: 1800,
        deadline: Date.now() + 20 * DAY_MS,
        assigned: true,
      });
      const { page } = await openSession(browser, `/dashboard?project=${projectId}`, phone);
      await expect.poll(() => where(page), live).toBe('/login');
      const reason = page.getByRole('status').filter({ hasText: 'Log in to open the project you were sent' });
      await reason.waitFor(live);
      // Signed out, the dashboard is never shown: its chunks are not fetched ahead, the login page's are.
      expect(await page.locator('link[href*="member-dashboard"]').count()).toBe(0);
      await shoot(page, journey, 'asked-to-log-in');
      await expectAccessible(page, 'login asked for by a link, on a phone', { end: 'phone' });

      await fillCredentials(page, student.email, student.password);
      await submitButton(page, 'Login').click();
      await dialog(page, title).waitFor(live);
      expect(where(page)).toBe(`/dashboard?project=${projectId}`);
      await shoot(page, journey, 'opened-after-login', { fullPage: false });
      await expectAccessible(page, 'the linked project after logging in, on a phone', { end: 'phone' });
    },
  );
});

describe('the steps someone must answer reach them, with the amount', () => {
  test(
    "a student's request to cancel reaches the seller's bell and mail; the seller's decline reaches the student's",
    { timeout: 150_000 },
    async () => {
      const { student, seller, title } = await seedCast(admin, 'cancel-ask', password, {
        name: 'Smart doorbell',
        budget: 2400,
        deadline: Date.now() + 20 * DAY_MS,
        assigned: true,
        paymentStatus: 'Funded',
      });
      const { page: studentPage } = await signIn(browser, student, phone);
      const { page: sellerPage } = await signIn(browser, seller, phone);

      await projectCard(studentPage, title).getByRole('button', { name: title, exact: true }).click();
      await confirmAction(studentPage, dialog(studentPage, title), 'request-cancel');
      await closeDialog(dialog(studentPage, title));

      const asked = await notificationSaying(sellerPage, new RegExp(`asked to cancel “${title}”`));
      expect(await asked.innerText()).toContain('₹2,400.00');
      expect(await asked.innerText()).toContain('Agree or decline');
      await shoot(sellerPage, journey, 'seller-told-of-request');
      await expectAccessible(sellerPage, "the seller's bell with a request to cancel", { end: 'phone' });
      await expectMail(sellerPage, seller.email, `asked to cancel “${title}”`);

      await asked.click();
      const detail = dialog(sellerPage, title);
      await detail.waitFor(live);
      await confirmAction(sellerPage, detail, 'decline-cancel');

      const declined = await notificationSaying(studentPage, new RegExp(`declined to cancel “${title}”`));
      expect(await declined.innerText()).toContain('₹2,400.00 stays held');
      await shoot(studentPage, journey, 'student-told-of-decline');
      await expectAccessible(studentPage, "the student's bell with the seller's decline", { end: 'phone' });
      await expectMail(studentPage, student.email, `declined to cancel “${title}”`);
    },
  );
});
