// A seller who reads Hindi (decision 071): after choosing हिन्दी in the footer, the dashboard's title and projects,
// Your Payouts and the verification panel (why it failed and what to change) are in Hindi, their catalogue parts fetched only then, at 1280 and
// 375 px with axe. Screens in test-results/screenshots/hindi-members-*.png.
import { describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { accountKeyOf, verificationTexts } from '@marketplace/shared/verification/seller-verification';
import hiDashboard from '../../web/src/i18n/hi/dashboard.json';
import hiInsights from '../../web/src/i18n/hi/insights.json';
import hiPayouts from '../../web/src/i18n/hi/payouts.json';
import hiProjects from '../../web/src/i18n/hi/projects.json';
import hiSelling from '../../web/src/i18n/hi/selling.json';
import hiVerification from '../../web/src/i18n/hi/verification.json';
import { expectAccessible } from './support/a11y.ts';
import { desktop, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { seedPayout } from './support/payouts.ts';
import { seedVerifiedPerson, signIn } from './support/projects.ts';
import type { Admin } from './support/stack.ts';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

describe("a seller's screens in Hindi", () => {
  test('Your Payouts and the verification panel, with what to change', { timeout: 120_000 }, async () => {
    const seller = await seedVerifiedPerson(admin, 'seller', 'hindi-seller', 'correct-horse-42');
    const details = { method: 'upi', upiId: 'asha@okaxis' } as const;
    await admin.db.doc(paths.payoutDetails(seller.uid)).set(details);
    await admin.db.doc(paths.sellerVerification(seller.uid)).set({
      status: 'failed',
      pan: 'ABCPE1234F',
      round: 1,
      accountKey: accountKeyOf(details),
      panName: 'SELLER',
      accountName: null,
      failureReason: `${verificationTexts.accountInvalid}: Invalid VPA.`,
      requestedAt: Timestamp.now(),
      decidedAt: Timestamp.now(),
    });
    const payout = await seedPayout(admin, seller, 3000);
    for (const viewport of [desktop, phone]) {
      // The last pass's choice is kept on the profile (decision 072): each pass starts in English and chooses Hindi.
      await admin.db.doc(paths.user(seller.uid)).update({ language: 'en' });
      const { page, context } = await signIn(browser, seller, viewport);
      const hindiParts: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/(payouts|verification)-[\w-]+\.js$/.test(request.url())) hindiParts.push(request.url());
      });
      await page.getByRole('contentinfo').getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByRole('heading', { level: 1, name: hiDashboard['dashboard.sellerTitle'] }).waitFor();
      // Other journeys' open projects may be on the board (the stack is shared): its list or its empty state.
      await page
        .getByRole('list', { name: hiProjects['projects.board.projects'] })
        .or(page.getByText(hiProjects['projects.board.sellerEmpty']))
        .waitFor();
      // The seller's store sections too (decision 078).
      await page.getByRole('heading', { level: 2, name: hiSelling['selling.listings.title'] }).waitFor();
      await shoot(page, 'hindi-members', 'dashboard');
      const payouts = page.getByRole('region', { name: hiPayouts['payouts.title'] });
      await payouts.getByText(payout.title).waitFor();
      await payouts.getByText(hiVerification['verification.whatToChange']).waitFor();
      // The parts checked here: the figures, where payouts go, the verification, the earnings chart and the list.
      const translated = [
        payouts.locator('.payout-totals'),
        payouts.locator('.payout-details'),
        page.getByRole('region', { name: hiVerification['verification.title'] }),
        page.getByRole('figure', { name: hiInsights['insights.earnings.title'] }),
        payouts.locator('.project-payouts__list').last(),
      ];
      const text = (await Promise.all(translated.map((part) => part.innerText()))).join('\n');
      expect(text).toContain(hiVerification['verification.change.account']);
      expect(text).toContain(hiPayouts['payouts.figure.grossEarned']);
      expect(text).toContain(hiPayouts['payouts.status.waiting-for-verification']);
      // Latin only in the data (the project's title, the account's hint) and the acronyms.
      const latin = text
        .replaceAll(payout.title, '')
        .match(/[A-Za-z]+/g)
        ?.filter((word) => !['UPI', 'okaxis', 'PAN', 'CSV'].includes(word));
      expect(latin ?? []).toEqual([]);
      // Both parts came when Hindi was chosen, not with the page.
      expect(hindiParts.length).toBeGreaterThan(0);
      // axe at 1280 and 375 px, ending at this pass's width.
      if (viewport === phone) await expectAccessible(page, 'Hindi payouts', { end: 'phone' });
      await payouts.scrollIntoViewIfNeeded();
      await shoot(page, 'hindi-members', 'payouts');
      await context.close();
    }
  });
});
