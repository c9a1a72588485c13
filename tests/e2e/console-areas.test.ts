// The operator's console's areas (decision 063) in the browser: the navigation with each area's waiting count and
// the current one marked; the inbox due soonest first, an item opening its row in its area; an area opened from its
// own address on a reload; the search finding a payout by its UTR; and a member who is not an admin refused.
// Screenshots and axe at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { aChargeback } from '@marketplace/shared/payments/test-chargeback';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { expectAccessible } from './support/a11y.ts';
import { openPage, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { live, openConsoleArea, signIn, signInAsAdmin } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'console-areas';
const password = 'correct-horse-42';
const HOUR = 3_600_000;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

describe('the console’s areas', () => {
  test('an admin sees what waits, opens it in its area, reloads an area and finds a payout by UTR', async () => {
    const tag = randomUUID().slice(0, 8);
    const now = Date.now();
    const disputeId = `disp_console${tag}`;
    const utr = `UTR${tag.toUpperCase()}01`;
    await Promise.all([
      // Due in 2 hours: before the privacy request (20 days), after anything already overdue.
      admin.db.doc(paths.chargeback(disputeId)).set(
        aChargeback({
          id: disputeId,
          title: `Soil sensor ${tag}`,
          respondBy: now + 2 * HOUR,
          openedAt: now - HOUR,
          updatedAt: now - HOUR,
        }),
      ),
      admin.db.doc(privacyPaths.privacyRequest(`req-${tag}`)).set({
        requesterId: 'someone',
        requesterEmail: `asker-${tag}@example.test`,
        kind: 'correction',
        message: 'Please correct my name.',
        status: 'open',
        createdAt: now - 70 * 24 * HOUR,
        dueAt: now + 20 * 24 * HOUR,
        answer: null,
      }),
      admin.db.doc(paths.payout(`console-${tag}`)).set({
        projectId: `console-${tag}`,
        title: `Drone frame ${tag}`,
        sellerId: 'seller-x',
        sellerEmail: 'seller-x@example.test',
        sellerPaise: 70_000,
        platformPaise: 30_000,
        budgetPaise: 100_000,
        status: 'processed',
        reference: utr,
        createdAt: now,
      }),
      // The search key the server writes with a paid payout's UTR (decision 063).
      admin.db.doc(paths.searchKey(utr)).set({ targets: [searchKeyTargets.utr(paths.payout(`console-${tag}`))] }),
    ]);
    const email = uniqueEmail('console-areas');
    await admin.seedPerson({ email, password, role: 'admin', verified: true });
    const { page } = await signInAsAdmin(browser, { email, password });

    // The home: SPEC's Admin Dashboard, the console's navigation above it with the waiting counts.
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: /^Inbox\s*\d+\+?\s*waiting$/ }).waitFor(live);
    await nav.getByRole('link', { name: /^Money\s*\d+\+?\s*waiting$/ }).waitFor(live);
    await nav.getByRole('link', { name: /^People\s*\d+\+?\s*waiting$/ }).waitFor(live);

    // The inbox: the chargeback before the privacy request, each with how long is left.
    await openConsoleArea(page, 'Inbox');
    expect(page.url()).toMatch(/\/admin\/inbox$/);
    expect(await nav.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-current')).toBe('page');
    const inbox = page.getByRole('list', { name: /due soonest first/ });
    const titles = () => inbox.getByRole('link').allInnerTexts();
    await expect.poll(titles, live).toContain(`Soil sensor ${tag}`);
    const shown = await titles();
    expect(shown.indexOf(`Soil sensor ${tag}`)).toBeLessThan(shown.indexOf('Correction request'));
    const item = inbox.getByRole('listitem').filter({ hasText: `Soil sensor ${tag}` });
    expect(await item.innerText()).toMatch(/1 hour \d+ minutes left|2 hours left|1 hour left/);
    await shoot(page, journey, '1-inbox');
    await expectAccessible(page, 'the console inbox');

    // An item opens the thing itself: its row in the money area.
    await item.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Money', exact: true }).waitFor();
    expect(page.url()).toMatch(/\/admin\/money$/);
    const row = page.locator(`[id="chargeback-${disputeId}"]`);
    await row.waitFor(live);
    await expect.poll(() => row.evaluate((element) => element.classList.contains('console-target')), live).toBe(true);

    // An area opens from its own address, also on a reload.
    await openPage(page, '/admin/people');
    await page.getByRole('heading', { level: 1, name: 'People', exact: true }).waitFor(live);
    await page.getByRole('region', { name: 'Privacy requests', exact: true }).waitFor(live);
    expect(await nav.getByRole('link', { name: /^People/ }).getAttribute('aria-current')).toBe('page');

    // The search finds the payout by its UTR and shows it.
    await nav.getByRole('searchbox').fill(utr);
    await nav.getByRole('button', { name: 'Search' }).click();
    await nav.getByRole('status').getByText('1 found.').waitFor(live);
    await nav.getByText(`Payout for Drone frame ${tag}`).click();
    await nav.getByText(utr, { exact: true }).waitFor(live);
    await shoot(page, journey, '2-search', { fullPage: false });

    // On a phone: the navigation wraps, nothing is wider than the screen.
    await page.setViewportSize(phone);
    await openConsoleArea(page, 'Inbox');
    await inbox.getByRole('link').first().waitFor(live);
    await shoot(page, journey, '3-inbox-phone');
    await expectAccessible(page, 'the console inbox on a phone', { end: 'phone' });
  });

  test('a member who is not an admin is refused at an area’s address', async () => {
    const email = uniqueEmail('console-student');
    await admin.seedPerson({ email, password, role: 'student', verified: true });
    const { page } = await signIn(browser, { email, password, role: 'student' });
    await openPage(page, '/admin/money');
    await page.getByRole('alert').getByText('Only admins can do this.').waitFor(live);
    expect(await page.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
  });
});
