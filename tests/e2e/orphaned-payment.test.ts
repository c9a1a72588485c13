// A payment that arrives for something no longer payable (decision 029): the student opens the checkout, the seller
// gives the project up meanwhile, the student pays. The server records the payment and refunds it in the same step;
// the student is told at once in the checkout and by the bell when the refund is processed; the admin's Money shows
// the payment held then refunded. The screens pass the accessibility bar at 1280 and 375 px.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { actionLabels } from '@marketplace/shared/projects/project-actions';
import { formatRupees } from '@marketplace/shared/projects/money';
import { expectAccessible } from './support/a11y.ts';
import { fillTestCard } from './support/app.ts';
import { desktop, shoot, useBrowserSuite } from './support/browser.ts';
import {
  confirmAction,
  dialog,
  live,
  openConsoleArea,
  projectCard,
  signIn,
  signInAsAdmin,
} from './support/projects.ts';
import { seedCast } from './support/seeded-projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';
import { DAY_MS, password } from './support/journey.ts';

const journey = 'orphaned-payment';
const BUDGET = 1234.5;

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

describe('a payment for a project the seller gave up (decision 029)', () => {
  test(
    'is refunded by the server; the student is told, and the admin sees it held then refunded',
    { timeout: 180_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'orphan', password, {
        name: 'Soil moisture logger',
        budget: BUDGET,
        deadline: Date.now() + 10 * DAY_MS,
        assigned: true,
      });

      // ---- 1. The student opens the checkout, fills the card and pays: the order is opened, the card step waits. ----
      const { page: studentPage, allowConsole } = await signIn(browser, student, desktop);
      // The verification's refusal (409, with its words) is what the student is meant to see.
      allowConsole(/status of 409 \(Conflict\) @ .*\/api\/verify-payment|Verifying the payment failed/);
      await projectCard(studentPage, title).getByRole('button', { name: title, exact: true }).click();
      const studentDetail = dialog(studentPage, title);
      await studentDetail.getByRole('button', { name: actionLabels.fund, exact: true }).click();
      const fund = dialog(studentPage, 'Fund Project');
      await fund.getByText(/until you release it to the seller/).waitFor(live);
      await fillTestCard(fund);
      // The provider's card step is held until the seller has given up: the student is paying meanwhile.
      let paying!: () => void;
      const payingStarted = new Promise<void>((resolve) => (paying = resolve));
      let gaveUp!: () => void;
      const sellerGaveUp = new Promise<void>((resolve) => (gaveUp = resolve));
      await studentPage.route('**/api/payments/simulated/pay', async (route) => {
        paying();
        await sellerGaveUp;
        await route.continue();
      });
      await fund.getByRole('button', { name: 'Pay Now', exact: true }).click();
      await payingStarted;

      // ---- 2. Meanwhile the seller gives the project up. ----
      const { page: sellerPage } = await signIn(browser, seller, desktop);
      await projectCard(sellerPage, title).getByRole('button', { name: title, exact: true }).click();
      await confirmAction(sellerPage, dialog(sellerPage, title), 'give-up');
      await expect
        .poll(async () => (await admin.db.doc(paths.project(projectId)).get()).get('status'), live)
        .toBe('Open');
      gaveUp();

      // ---- 3. The payment comes back: the student is told at once that it is being refunded in full. ----
      const refundedText = paymentErrors.refundedInFull(formatRupees(BUDGET));
      await fund.getByRole('alert').filter({ hasText: refundedText }).waitFor(live);
      await expectAccessible(studentPage, 'a payment refunded in the checkout');
      await shoot(studentPage, journey, '1-student-checkout-refunded', { fullPage: false });
      await fund.getByRole('button', { name: 'Cancel', exact: true }).click();
      await studentDetail.getByRole('button', { name: 'Close', exact: true }).first().click();

      // ---- 4. The bell says when the provider processed it. ----
      const bell = studentPage.getByRole('button', { name: /^Notifications/ });
      // Unread: that the seller gave the project up, the refund begun and, once processed, done.
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/[1-9] unread/);
      await bell.click();
      const notifications = studentPage.getByRole('region', { name: 'Notifications' });
      await notifications
        .getByText(`Your payment of ${formatRupees(BUDGET)} for “${title}” was refunded in full`, { exact: false })
        .waitFor({
          timeout: 30_000,
        });
      await shoot(studentPage, journey, '2-student-bell', { fullPage: false });

      // ---- 5. The admin's Money: the payment held, then refunded. ----
      const adminEmail = uniqueEmail('ledger-admin');
      await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
      const { page: adminPage } = await signInAsAdmin(browser, { email: adminEmail, password }, desktop);
      await openConsoleArea(adminPage, 'Money');
      const money = adminPage.getByRole('region', { name: 'Money' });
      const movements = money.getByRole('table', { name: 'Recent movements' });
      await expect
        .poll(
          async () => {
            await money.getByRole('button', { name: 'Refresh', exact: true }).click();
            return (await movements.count()) ? movements.innerText() : '';
          },
          { timeout: 30_000 },
        )
        .toMatch(/Refunded/);
      const text = await movements.innerText();
      expect(text).toContain('Payment captured and held');
      expect(text).toContain('Refund owed to the payer');
      expect(text).toContain(formatRupees(BUDGET));
      await money.scrollIntoViewIfNeeded();
      await expectAccessible(adminPage, "the admin's Money");
      await shoot(adminPage, journey, '3-admin-money');
    },
  );
});
