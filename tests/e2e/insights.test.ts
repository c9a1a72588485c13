// The operator's view in the browser (decision 037): an admin reads the Insights, switches range and granularity,
// opens a chart's table view and downloads its CSV; a seller sees their earnings by month on Your Payouts. The
// daily fold's documents are written here as the fold writes them. The table views, Money (with the payouts and the
// tax exports) and the seller's payouts with their chart and statements pass axe at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addFigures, noFigures, type Figures } from '@marketplace/shared/insights/figures';
import { addDays, addMonths, monthOf } from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { expectAccessible } from './support/a11y.ts';
import { desktop, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { live, openConsoleArea, seedVerifiedPerson, signIn, signInAsAdmin } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'insights';
const password = 'correct-horse-42';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

const today = indiaDay(Date.now());
const yesterday = addDays(today, -1);

/** A day's figures: ₹1,000.01 of GMV from 2 orders, and the platform's 30%. */
const dayFigures = (): Figures => ({
  ...noFigures(),
  gmvPaise: 100_001,
  orders: 2,
  platformPaise: 30_000,
  visitors: 40,
});

/**
 * The fold's documents for the 60 days to yesterday, yesterday's month as the sum of its days to yesterday (as the
 * fold writes each touched month), and the 24 whole months before it. On the 1st in India the last 30 days can be
 * yesterday's whole month, which the page then reads from its month's document.
 */
async function seedFigures(): Promise<void> {
  const writer = admin.db.bulkWriter();
  const yesterdaysMonthDays: Figures[] = [];
  for (let back = 1; back <= 60; back++) {
    const day = addDays(today, -back);
    void writer.set(admin.db.doc(insightsPaths.insightsDay(day)), { day, figures: dayFigures() });
    if (monthOf(day) === monthOf(yesterday)) yesterdaysMonthDays.push(dayFigures());
  }
  void writer.set(admin.db.doc(insightsPaths.insightsMonth(monthOf(yesterday))), {
    month: monthOf(yesterday),
    figures: addFigures(yesterdaysMonthDays),
  });
  for (let back = 1; back <= 24; back++) {
    const month = addMonths(monthOf(yesterday), -back);
    void writer.set(admin.db.doc(insightsPaths.insightsMonth(month)), {
      month,
      figures: { ...dayFigures(), gmvPaise: 3_000_030, orders: 60 },
    });
  }
  await writer.close();
}

const chart = (page: Page, title: string) => page.getByRole('figure', { name: title });

describe('Insights', () => {
  test('an admin switches range and granularity, reads a table view and downloads a chart as CSV', async () => {
    await seedFigures();
    const email = uniqueEmail('insights-admin');
    await admin.seedPerson({ email, password, role: 'admin', verified: true });
    const { page } = await signInAsAdmin(browser, { email, password });
    await openConsoleArea(page, 'Insights');
    const insights = page.getByRole('region', { name: 'Insights' });
    const gmv = chart(page, 'Gross merchandise value');
    // 30 days by day, against the 30 before: the same each day.
    await gmv.getByText('₹30,000.30').waitFor(live);
    await gmv.getByText('No change on the 30 days before').waitFor();
    // The drawing, once its chunk (visx) has arrived: an image named by what it shows.
    await gmv
      .getByRole('img', { name: /^Gross merchandise value, 30 days\. GMV: highest ₹1,000\.01, \d+ \w+\.$/ })
      .waitFor(live);
    await insights.scrollIntoViewIfNeeded();
    await shoot(page, journey, 'admin-30-days');

    await insights.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Last 12 months' });
    await insights.getByRole('combobox', { name: 'Show by' }).selectOption({ label: 'Month' });
    await gmv.getByRole('button', { name: 'Show table' }).click();
    const table = gmv.getByRole('table', { name: 'Gross merchandise value, 12 months' });
    // A header and the 12 months.
    await expect.poll(() => table.getByRole('row').count(), live).toBe(13);

    const download = page.waitForEvent('download');
    await gmv.getByRole('button', { name: 'Download CSV: Gross merchandise value' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^gmv-.*-by-month\.csv$/);
    const csv = (await readFile((await saved.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('month,GMV (INR)');
    expect(csv).toHaveLength(14);
    expect(csv[1]).toMatch(/^\d{4}-\d{2},30000\.30$/);

    await expectAccessible(page, 'admin insights with a table view');
    await page.setViewportSize(phone);
    await gmv.scrollIntoViewIfNeeded();
    await shoot(page, journey, 'admin-12-months-table-375', { fullPage: false });
    await expectAccessible(page, 'admin insights with a table view at 375 px');

    // Money, the admin's payouts and the tax exports: where the same figures are read (decision 044), at both sizes.
    await page.setViewportSize(desktop);
    await openConsoleArea(page, 'Money');
    await page.getByRole('heading', { name: 'Tax exports' }).waitFor(live);
    await page.getByText('Owed to sellers').waitFor(live);
    await expectAccessible(page, 'admin money, payouts and exports');
    await page.setViewportSize(phone);
    await shoot(page, journey, 'admin-money-375', { fullPage: false });
    await expectAccessible(page, 'admin money, payouts and exports at 375 px');
  });

  test('a seller sees their earnings by month on Your Payouts', async () => {
    const seller = await seedVerifiedPerson(admin, 'seller', 'insights-seller', password);
    const months = [addMonths(monthOf(yesterday), -2), monthOf(yesterday)];
    for (const [index, month] of months.entries())
      await admin.db
        .doc(insightsPaths.sellerEarningsMonth(seller.uid, month))
        .set({ month, days: { '01': 86_420 * (index + 1), '02': 70_001 } });
    const { page } = await signIn(browser, seller);
    const earnings = page
      .getByRole('region', { name: 'Your Payouts' })
      .getByRole('figure', { name: 'Gross earned by month' });
    // ₹1,564.21 and ₹2,428.41 earned in the two months.
    await earnings.getByText('₹3,992.62').waitFor(live);
    await earnings
      .getByRole('img', {
        name: /^Gross earned by month, 12 months\. Your gross earned: highest ₹2,428\.41, \w+ \d{4}\.$/,
      })
      .waitFor(live);
    await earnings.getByRole('button', { name: 'Show table' }).click();
    const rows = earnings.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count(), live).toBe(13);
    expect(await rows.last().innerText()).toMatch(/₹2,428\.41/);
    await earnings.scrollIntoViewIfNeeded();
    await shoot(page, journey, 'seller-earnings');
    const payouts = page.getByRole('region', { name: 'Your Payouts' });
    await payouts.getByRole('region', { name: 'Monthly statements' }).waitFor(live);
    await expectAccessible(page, 'seller payouts with earnings by month and statements');
    await page.setViewportSize(phone);
    await earnings.scrollIntoViewIfNeeded();
    await shoot(page, journey, 'seller-earnings-375', { fullPage: false });
    await expectAccessible(page, 'seller payouts with earnings by month and statements at 375 px');
  });
});
