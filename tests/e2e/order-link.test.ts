// Journeys for an order's tracking as a place in the URL: a buyer's tracking survives a reload,
// back and forward; Done goes back to the store and gives focus back; the same from 'My Store Purchases'; a
// visitor or another person who opens the link sees a message, never the order. At 1280 and 375 px wide.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatRupees } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import { expectAccessible } from './support/a11y.ts';
import { expectPage, mainNav, menuButton } from './support/app.ts';
import { appReady, desktop, openPage, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, seedVerifiedPerson, signIn, type Person } from './support/projects.ts';
import type { Admin } from './support/stack.ts';
import {
  buyNow,
  expectNoSidewaysScroll,
  expectTracked,
  purchaseDialog,
  searchStore,
  seedSellerAndBuyer,
  storedOrders,
  uniqueName,
} from './support/store.ts';

const journey = 'order-link';
const password = 'correct-horse-42';
const notYours = 'This order could not be shown. Only the account that bought it can track it.';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role']) => seedVerifiedPerson(admin, role, `order-link-${role}`, password);

async function navigate(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? desktop.width) <= phone.width) await menuButton(page).click();
  await mainNav(page).getByRole('link', { name, exact: true }).click();
}

const where = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** What has focus, as a person would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? null;
  });

/** A student who bought one product cash on delivery through the store, with the tracking open. */
async function buyAndTrack(viewport: typeof desktop | typeof phone) {
  const { student, product } = await seedSellerAndBuyer(admin, seedPerson, {
    name: uniqueName('Smart Door Lock'),
    description: 'Fingerprint door lock with an ESP32, a keypad fallback and an event log.',
    price: 2750,
  });
  const address = '7 Residency Road, Jabalpur, Madhya Pradesh 482001';
  const session = await signIn(browser, student, viewport);
  const { page } = session;
  await navigate(page, 'Store');
  await expectPage(page, '/store', texts.store.title);
  await searchStore(page, product.name, [product.name]);
  await buyNow(page, product.name).click();
  const buy = purchaseDialog(page, product.name);
  await buy.getByLabel(/^Delivery address/).fill(address);
  await buy.getByRole('radio', { name: 'Cash on Delivery', exact: true }).check();
  await buy.getByRole('button', { name: `Place Order (${formatRupees(product.price)})`, exact: true }).click();
  const placed = dialog(page, 'Order placed');
  await placed.getByRole('list', { name: 'Order progress' }).waitFor(live);
  const [order] = await storedOrders(admin, student.uid, product.id);
  return { session, page, student, product, address, orderId: order!.id };
}

describe('an order’s tracking in the URL', () => {
  test(
    'survives a reload, back and forward; Done returns to the store with focus on Buy Now; another person sees a message',
    { timeout: 150_000 },
    async () => {
      const { page, product, address, orderId } = await buyAndTrack(desktop);
      const link = `/store?order=${orderId}`;
      expect(where(page)).toBe(link);
      await shoot(page, journey, 'placed', { fullPage: false });

      // ---- Reload: the same order's tracking, live, from the buyer's own order document. ----
      await page.reload();
      await appReady(page);
      const tracking = dialog(page, 'Order tracking');
      await tracking.getByRole('list', { name: 'Order progress' }).waitFor(live);
      expect(where(page)).toBe(link);
      expect(await tracking.innerText()).toContain(address);
      expect(await tracking.innerText()).toContain(product.name);
      await expectTracked(tracking, 'Delivered');
      await shoot(page, journey, 'reloaded', { fullPage: false });
      await expectAccessible(page, 'order tracking from a link');

      // ---- Back closes the tracking on the store; forward opens it again. ----
      await page.goBack();
      await tracking.waitFor({ state: 'detached' });
      expect(where(page)).toBe('/store');
      await page.goForward();
      await expectTracked(dialog(page, 'Order tracking'), 'Delivered', live);
      expect(where(page)).toBe(link);

      // ---- Done: the store without the order, focus on the Buy Now that bought it. ----
      await dialog(page, 'Order tracking').getByRole('button', { name: 'Done', exact: true }).click();
      await tracking.waitFor({ state: 'detached' });
      expect(where(page)).toBe('/store');
      await expect.poll(() => focused(page), live).toBe(`Buy Now: ${product.name}`);
      await shoot(page, journey, 'done', { fullPage: false });

      // ---- Another student opening the link: a message, nothing of the order. ----
      const other = await seedPerson('student');
      const theirs = await signIn(browser, other);
      theirs.allowConsole(/Following an order failed/);
      await openPage(theirs.page, link);
      const refused = dialog(theirs.page, 'Order tracking');
      await expect.poll(() => refused.getByRole('alert').innerText(), live).toBe(notYours);
      expect(await refused.innerText()).not.toContain(address);
      expect(await refused.innerText()).not.toContain(product.name);
      expect(await refused.getByRole('list', { name: 'Order progress' }).count()).toBe(0);
      await shoot(theirs.page, journey, 'another-student', { fullPage: false });
      await expectAccessible(theirs.page, 'order link for someone else');

      // ---- A visitor: asked to log in; nothing is read. ----
      const visitor = await openSession(browser, link, desktop);
      const asked = dialog(visitor.page, 'Order tracking');
      await asked.getByText('Log in with the account that bought this order to track it.').waitFor(live);
      expect(await asked.innerText()).not.toContain(product.name);
      await shoot(visitor.page, journey, 'visitor', { fullPage: false });
      await expectAccessible(visitor.page, 'order link for a visitor');
      await asked.getByRole('button', { name: 'Done', exact: true }).click();
      await expect.poll(() => where(visitor.page), live).toBe('/store');

      // ---- A link whose id could not be a document id is dropped before anything reads it. ----
      await openPage(visitor.page, '/store?order=__x__');
      await expectPage(visitor.page, '/store', texts.store.title);
      expect(where(visitor.page)).toBe('/store');
      expect(await visitor.page.getByRole('dialog').count()).toBe(0);
    },
  );

  test(
    'on a phone: Track in My Store Purchases puts the order in the URL, survives a reload, and Done gives focus back to Track',
    { timeout: 150_000 },
    async () => {
      const { page, product, address, orderId } = await buyAndTrack(phone);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'placed', { fullPage: false });
      await page.reload();
      await appReady(page);
      await expectTracked(dialog(page, 'Order tracking'), 'Delivered');
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'reloaded', { fullPage: false });
      await dialog(page, 'Order tracking').getByRole('button', { name: 'Done', exact: true }).click();
      await expect.poll(() => where(page), live).toBe('/store');

      await navigate(page, 'Dashboard');
      await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
      const track = page
        .getByRole('region', { name: texts.store.myPurchases })
        .getByRole('button', { name: `Track order: ${product.name}`, exact: true });
      await track.click();
      expect(where(page)).toBe(`/dashboard?order=${orderId}`);
      await page.reload();
      await appReady(page);
      const tracking = dialog(page, 'Order tracking');
      await expectTracked(tracking, 'Delivered', live);
      expect(await tracking.innerText()).toContain(address);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'dashboard-reloaded', { fullPage: false });
      await tracking.getByRole('button', { name: 'Done', exact: true }).click();
      await expect.poll(() => where(page), live).toBe('/dashboard');
      await expect.poll(() => focused(page), live).toBe(`Track order: ${product.name}`);
      await shoot(page, journey, 'dashboard-done');
    },
  );
});
