// The bell: a seller takes a student's project, and the student, on a phone, sees one unread notification
// arrive live, opens the list (which marks it read) and follows it to the project's detail on their dashboard,
// which a reload keeps and closing takes out of the URL.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { publicProfileSchema, shownName } from '@marketplace/shared/reviews/public-profile';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { expectAccessible } from './support/a11y.ts';
import { appReady, openPage, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { confirmAction, dialog, live, projectCard, seedVerifiedPerson, signIn } from './support/projects.ts';
import { seedCast } from './support/seeded-projects.ts';
import type { Admin } from './support/stack.ts';

const journey = 'notifications';
const password = 'correct-horse-42';
const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

describe('notifications', () => {
  test(
    "a project taken shows on its student's bell, live; opening the list reads it",
    { timeout: 150_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'notify', password, {
        name: 'Soil moisture logger',
        budget: 1200,
        deadline: Date.now() + 20 * DAY_MS,
      });

      const { page: studentPage } = await signIn(browser, student, phone);
      const bell = studentPage.getByRole('button', { name: /^Notifications/ });
      await bell.waitFor(live);
      expect(await bell.getAttribute('aria-label')).toBe('Notifications');

      const { page: sellerPage } = await signIn(browser, seller);
      await projectCard(sellerPage, title).getByRole('button', { name: title, exact: true }).click();
      await confirmAction(sellerPage, dialog(sellerPage, title), 'take');

      await expect.poll(() => bell.getAttribute('aria-label'), live).toBe('Notifications, 1 unread');
      await shoot(studentPage, journey, 'unread', { fullPage: false });
      await bell.click();
      const list = studentPage.getByRole('region', { name: 'Notifications' });
      const item = list.getByRole('link', { name: new RegExp(`took “${title}”`) });
      await item.waitFor(live);
      // The seller by the name their public profile shows, never their email (the disclosure table, decision 042).
      const sellerProfile = publicProfileSchema.safeParse(
        (await admin.db.doc(paths.publicProfile(seller.uid)).get()).data(),
      );
      const sellerShown = sellerProfile.success ? shownName(sellerProfile.data) : 'A seller';
      expect(await item.innerText()).toContain(`${sellerShown} took “${title}”`);
      expect(await item.innerText()).not.toContain(seller.email);
      await expect.poll(() => bell.getAttribute('aria-label'), live).toBe('Notifications');
      await shoot(studentPage, journey, 'open', { fullPage: false });
      await expectAccessible(studentPage, 'notifications list on a phone', { end: 'phone' });

      await studentPage.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);

      await bell.click();
      await item.click();
      await list.waitFor({ state: 'hidden' });
      const where = () => {
        const url = new URL(studentPage.url());
        return url.pathname + url.search;
      };
      expect(where()).toBe(`/dashboard?project=${projectId}`);
      const detail = dialog(studentPage, title);
      await detail.waitFor(live);
      expect(await detail.innerText()).toContain(seller.email);
      await shoot(studentPage, journey, 'followed', { fullPage: false });

      await studentPage.reload();
      await appReady(studentPage);
      await dialog(studentPage, title).waitFor(live);
      expect(where()).toBe(`/dashboard?project=${projectId}`);
      await studentPage.keyboard.press('Escape');
      await dialog(studentPage, title).waitFor({ state: 'detached' });
      await expect.poll(where, live).toBe('/dashboard');

      // ---- Its email, shown by the local host's outbox instead of sent. ----
      const outboxPage = await (await browser.newContext()).newPage();
      await expect
        .poll(async () => {
          await outboxPage.goto(new URL('/__/outbox', studentPage.url()).toString());
          return outboxPage.locator('body').innerText();
        }, live)
        .toContain(`to ${student.email}`);
      expect(await outboxPage.locator('body').innerText()).toContain(`/dashboard?project=${projectId}`);
      await outboxPage.context().close();

      // ---- Someone the project is not theirs: the same link opens nothing. ----
      const other = await seedVerifiedPerson(admin, 'student', 'notify-other', password);
      const { page: otherPage } = await signIn(browser, other, phone);
      await openPage(otherPage, `/dashboard?project=${projectId}`);
      // Their board has loaded (empty: the project is not theirs), and no dialog opened from the link.
      await otherPage.getByText(texts.dashboard.studentEmpty).waitFor(live);
      expect(await otherPage.getByRole('dialog').count()).toBe(0);
    },
  );

  test(
    'a student turns project emails off on the Profile page: the choice is kept, and the bell still tells them',
    { timeout: 120_000 },
    async () => {
      const { student, seller, title } = await seedCast(admin, 'quiet', password, {
        name: 'Rain gauge',
        budget: 900,
        deadline: Date.now() + 20 * DAY_MS,
      });

      const { page } = await signIn(browser, student, phone);
      await openPage(page, '/profile');
      const projectsEmail = page.getByRole('checkbox', { name: 'Email me when something happens on my projects' });
      await projectsEmail.waitFor(live);
      expect(await projectsEmail.isChecked()).toBe(true);
      await projectsEmail.uncheck();
      const stored = async () => (await admin.db.doc(paths.notificationPrefs(student.uid)).get()).data();
      await expect.poll(stored, live).toEqual({ emailOff: { projects: true } });
      await page.reload();
      await appReady(page);
      await projectsEmail.waitFor(live);
      expect(await projectsEmail.isChecked()).toBe(false);
      const payoutsEmail = 'Email me when a payout is processed, fails or waits for my payout details or verification';
      expect(await page.getByRole('checkbox', { name: payoutsEmail }).isChecked()).toBe(true);
      await shoot(page, journey, 'email-choices');
      await expectAccessible(page, 'email choices on a phone', { end: 'phone' });

      const { page: sellerPage } = await signIn(browser, seller);
      await projectCard(sellerPage, title).getByRole('button', { name: title, exact: true }).click();
      await confirmAction(sellerPage, dialog(sellerPage, title), 'take');
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => bell.getAttribute('aria-label'), live).toBe('Notifications, 1 unread');

      // The server writes a notification's mail right after it (write-notifications.ts), so once the bell has it, a
      // mail the choice failed to stop would be there within moments: the outbox is read for a few seconds.
      const outboxPage = await (await browser.newContext()).newPage();
      for (let check = 0; check < 3; check += 1) {
        await outboxPage.goto(new URL('/__/outbox', page.url()).toString());
        expect(await outboxPage.locator('body').innerText()).not.toContain(`to ${student.email}`);
        await outboxPage.waitForTimeout(1000);
      }
      await outboxPage.context().close();
    },
  );
});
