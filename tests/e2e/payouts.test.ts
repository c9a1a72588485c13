// The payout journeys, on the stack's simulated RazorpayX (it answers queued, then posts signed
// payout.processing and payout.processed webhooks): a seller without details finds a payout waiting, adds a UPI
// id on a phone and watches it paid; an admin retries a payout the provider failed and watches it paid. Each
// payout is placed as the release writes it in its transaction (functions/src/platform/earned-payout.ts); releasing itself is escrow.test.ts's.
import type { Browser, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { expectAccessible } from './support/a11y.ts';
import { seedPayout } from './support/payouts.ts';
import { phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, openConsoleArea, seedVerifiedPerson, signIn, signInAsAdmin } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';
import { seedVerified } from './support/verification.ts';

const journey = 'payouts';
const password = 'correct-horse-42';
/** The simulated provider's two webhooks follow each other a few seconds apart; the page follows them live. */
const paid = { timeout: 30_000 } as const;

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const seedSeller = () => seedVerifiedPerson(admin, 'seller', 'payouts-seller', password);

const storedPayout = async (id: string) => (await admin.db.doc(paths.payout(id)).get()).data() ?? {};

const payoutRow = (payouts: Locator, title: string) => payouts.getByRole('listitem').filter({ hasText: title });

describe('payouts to sellers', () => {
  test(
    'a seller without details finds a payout waiting, adds a UPI id on a phone and sees it paid',
    { timeout: 120_000 },
    async () => {
      const seller = await seedSeller();
      // Verified for the UPI id they add (decision 033: verification's own journey is trust-and-safety.test.ts).
      await seedVerified(admin, seller.uid, { method: 'upi', upiId: 'asha@okaxis' });
      const payout = await seedPayout(admin, seller, 3000);
      const { page } = await signIn(browser, seller, phone);
      const payouts = page.getByRole('region', { name: 'Your Payouts' });
      const row = payoutRow(payouts, payout.title);
      await row.getByText('Waiting for payout details').waitFor(live);
      await payouts.getByText('A payout is waiting for your payout details.').waitFor();
      await expectAccessible(page, 'payout waiting for details', { end: 'phone' });
      await shoot(page, journey, 'seller-1-waiting');

      await payouts.getByRole('button', { name: 'Add payout details', exact: true }).click();
      const form = payouts.getByRole('form', { name: 'Payout details' });
      await form.getByLabel('UPI id').fill('asha@okaxis');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await payouts.getByText('Payouts go to UPI •••@okaxis.').waitFor(live);

      await expect.poll(() => row.innerText(), paid).toMatch(/Paid to UPI •••@okaxis · ref\. \w+/);
      await expectAccessible(page, 'payout paid', { end: 'phone' });
      await shoot(page, journey, 'seller-2-paid');
      expect(await storedPayout(payout.id)).toMatchObject({ status: 'processed', attempt: 1, sellerPaise: 210_000 });
      // Only the hint reaches the payout; the details themselves stay in the seller's private document.
      expect(JSON.stringify(await storedPayout(payout.id))).not.toContain('asha@okaxis');
    },
  );

  test('an admin finds a failed payout by its status, retries it and sees it paid', { timeout: 120_000 }, async () => {
    const seller = await seedSeller();
    await admin.db.doc(paths.payoutDetails(seller.uid)).set({ method: 'upi', upiId: 'ravi@okicici' });
    await seedVerified(admin, seller.uid, { method: 'upi', upiId: 'ravi@okicici' });
    const failureReason = "The beneficiary's bank did not respond in time.";
    const payout = await seedPayout(admin, seller, 2000, {
      status: 'failed',
      attempt: 1,
      sentAttempt: 1,
      detailsHint: 'UPI •••@okicici',
      failureReason,
    });
    const adminEmail = uniqueEmail('payouts-admin');
    await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
    const { page } = await signInAsAdmin(browser, { email: adminEmail, password });
    await openConsoleArea(page, 'Money');
    const payouts = page.getByRole('region', { name: 'Payouts', exact: true });
    const byStatus = payouts.getByRole('group', { name: 'Show payouts by status' });
    await byStatus.getByRole('button', { name: 'Failed', exact: true }).click();
    const row = payoutRow(payouts, payout.title);
    await row.getByText(failureReason, { exact: false }).waitFor(live);
    await row.getByText(`Seller: ${seller.email}`).waitFor();
    await expectAccessible(page, 'admin payouts filtered to failed');
    await shoot(page, journey, 'admin-1-failed');

    await row.getByRole('button', { name: `Retry the payout for ${payout.title}`, exact: true }).click();
    const confirm = dialog(page, 'Retry payout');
    await confirm.getByText('₹1,400.00', { exact: false }).waitFor();
    await expectAccessible(page, 'retry payout dialog');
    await confirm.getByRole('button', { name: 'Retry payout', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await payouts.getByText(`The payout for ${payout.title} was sent again.`).waitFor();

    await byStatus.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => row.innerText(), paid).toMatch(/Paid to UPI •••@okicici · ref\. \w+/);
    expect(await row.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
    await shoot(page, journey, 'admin-2-paid');
    expect(await storedPayout(payout.id)).toMatchObject({ status: 'processed', attempt: 2, failureReason: null });
  });
});
