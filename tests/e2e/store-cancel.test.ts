// Store cancellations in the browser (SPEC 9's Cancellation & Refund Policy): a buyer cancels a card
// order from its tracking view and watches the refund go from requested to Refunded on the simulated provider;
// a buyer on a phone cancels a cash-on-delivery order from 'My Store Purchases'; a refund the provider refuses
// shows as failed to its buyer, and an admin on a phone sends it again from Failed Refunds. The screens and the
// admin's confirmation pass the accessibility bar at 1280 and 375 px.
//
// The stack's tracking is automatic (a step every ORDER_STEP_MS, 2 s), which would deliver any order within seconds;
// each order here is written with `tracking: 'manual'` (its seller moves it on, shared/src/store/order.ts), so it
// stays at Order Confirmed, inside the window, for as long as the journey takes. Automatic tracking stopping on a
// cancellation is the API suite's (tests/api/store-cancellation.test.ts).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { formatRupees, toPaise } from '@marketplace/shared/projects/money';
import type { PaymentMethod } from '@marketplace/shared/store/order';
import { texts } from '@marketplace/shared/texts';
import { expectAccessible } from './support/a11y.ts';
import { desktop, phone, shoot, useBrowserSuite } from './support/browser.ts';
import {
  dialog,
  live,
  openConsoleArea,
  type Person,
  seedVerifiedPerson,
  signIn,
  signInAsAdmin,
} from './support/projects.ts';
import { eventually, uniqueEmail, type Admin } from './support/stack.ts';
import { uniqueName } from './support/store.ts';

const journey = 'store-cancel';
const password = 'correct-horse-42';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role']) => seedVerifiedPerson(admin, role, `cancel-${role}`, password);

/**
 * A store order of `buyer` bought just now, as the server writes it; a card order with its paid payment order
 * under the same id (store-purchase.ts), so its refund has a captured payment to return. `refundFails` marks the
 * payment as the simulated provider's refund-fails test card's (simulated-payments.ts): its first refund is refused.
 */
async function seedOrder(
  buyer: { uid: string; email: string },
  seller: { uid: string; email: string },
  paymentMethod: PaymentMethod,
  { refundFails = false } = {},
): Promise<{ id: string; name: string; price: number }> {
  const id = `order_e2e_${randomUUID().slice(0, 12)}`;
  const name = uniqueName('Smart Irrigation Kit');
  const price = 2450;
  const card = paymentMethod !== 'cod';
  if (card)
    await admin.db.doc(paths.paymentOrder(id)).set({
      purpose: 'store',
      studentId: buyer.uid,
      amountPaise: toPaise(price),
      currency: 'INR',
      status: 'paid',
      paymentId: `${refundFails ? 'pay_simrf_' : 'pay_e2e_'}${randomUUID().slice(0, 12)}`,
      confirmedBy: 'checkout',
    });
  await admin.db.doc(paths.storeOrder(id)).set({
    studentId: buyer.uid,
    studentEmail: buyer.email,
    sellerId: seller.uid,
    product: {
      id: `product-${id}`,
      name,
      description: 'Soil-moisture sensors and a pump that waters a garden bed on its own.',
      price,
      imageUrl: '',
      sellerId: seller.uid,
      sellerEmail: seller.email,
    },
    deliveryAddress: 'Hostel 4, Room 12, Indore, Madhya Pradesh 452001',
    paymentMethod,
    orderStatus: 'Order Confirmed',
    tracking: 'manual',
    orderedAt: Timestamp.now(),
    razorpay_payment_id: null,
    razorpay_order_id: card ? id : null,
  });
  return { id, name, price };
}

const purchaseRow = (page: Page, name: string) =>
  page.getByRole('region', { name: texts.store.myPurchases }).getByRole('listitem').filter({ hasText: name });

/** Presses 'Cancel Order' in `scope`, checks the question and confirms it. */
async function cancelFrom(page: Page, scope: ReturnType<Page['locator']>, name: string): Promise<void> {
  await scope.getByRole('button', { name: `Cancel Order: ${name}`, exact: true }).click();
  const confirm = dialog(page, 'Cancel Order');
  await confirm.getByText(name).waitFor();
  await confirm.getByRole('button', { name: 'Cancel Order', exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** A buyer with an order bought just now, signed in on their dashboard. */
async function orderOnScreen(
  paymentMethod: PaymentMethod,
  viewport: { width: number; height: number },
  options?: { refundFails: boolean },
) {
  const seller = await seedPerson('seller');
  const buyer = await seedPerson('student');
  const order = await seedOrder(buyer, seller, paymentMethod, options);
  const { page } = await signIn(browser, buyer, viewport);
  await page.getByRole('region', { name: texts.store.myPurchases }).waitFor(live);
  return { page, order };
}

/** A buyer's order bought just now, cancelled from its row in 'My Store Purchases'. */
async function cancelledInPurchases(...args: Parameters<typeof orderOnScreen>) {
  const { page, order } = await orderOnScreen(...args);
  const row = purchaseRow(page, order.name);
  await row.waitFor(live);
  await cancelFrom(page, row, order.name);
  return { page, order, row };
}

const storedRefund = async (orderId: string) =>
  (await admin.db.doc(paths.refund(refundIdFor.storeOrder(orderId))).get()).data();

const storedStatus = async (id: string) => (await admin.db.doc(paths.storeOrder(id)).get()).get('orderStatus');

describe('store cancellations (SPEC 9)', () => {
  test(
    'a buyer cancels a card order from its tracking view and sees the refund processed',
    { timeout: 120_000 },
    async () => {
      const { page, order } = await orderOnScreen('card', desktop);
      const row = purchaseRow(page, order.name);
      await row.getByRole('button', { name: `Track order: ${order.name}`, exact: true }).click();
      await dialog(page, 'Order tracking').getByText('Estimated delivery').waitFor(live);
      // The confirmation says what then happens to the money: refunded at once, the bank taking its own days.
      await dialog(page, 'Order tracking')
        .getByRole('button', { name: `Cancel Order: ${order.name}`, exact: true })
        .click();
      await dialog(page, 'Cancel Order')
        .getByText(
          `The full ${formatRupees(order.price)} is refunded to your card as soon as it is cancelled; your bank may take 7 to 10 business days to show it.`,
        )
        .waitFor();
      await dialog(page, 'Cancel Order').getByRole('button', { name: 'Keep Order', exact: true }).click();
      await cancelFrom(page, dialog(page, 'Order tracking'), order.name);

      // A cancelled order's tracking is titled so, with when it was cancelled and no estimated delivery.
      const tracking = dialog(page, 'Order cancelled');
      await tracking.waitFor(live);
      await tracking.getByText('Cancelled', { exact: true }).first().waitFor();
      expect(await tracking.getByText('Estimated delivery').count()).toBe(0);
      const status = tracking.getByRole('status').filter({ hasText: /^Status: / });
      await expect.poll(() => status.innerText(), live).toMatch(/^Status: Cancelled · Refund(ed| requested)$/);
      await expect.poll(() => status.innerText(), live).toBe('Status: Cancelled · Refunded');
      expect(await tracking.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
      await expectAccessible(page, 'cancelled card order tracking');
      await shoot(page, journey, 'card-refunded', { fullPage: false });

      const refund = await eventually(
        () => storedRefund(order.id),
        (stored) => stored?.status === 'processed',
      );
      expect(refund).toMatchObject({ purpose: 'store', subjectId: order.id, amountPaise: toPaise(order.price) });
      expect(await storedStatus(order.id)).toBe('Cancelled');
    },
  );

  test(
    'a buyer on a phone cancels a cash-on-delivery order from My Store Purchases',
    { timeout: 120_000 },
    async () => {
      const { page, order, row } = await cancelledInPurchases('cod', phone);

      await expect.poll(() => row.innerText(), live).toContain('Cancelled');
      expect(await row.innerText()).not.toMatch(/Refund/);
      expect(await row.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
      // The focus, on Cancel Order as it went away, is on the order's Track button, not the page.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
      await expect.poll(focused, live).toBe(`Track order: ${order.name}`);
      await expectAccessible(page, 'cancelled cod order in my purchases', { end: 'phone' });
      await shoot(page, journey, 'cod-cancelled', { fullPage: false });
      expect(await storedStatus(order.id)).toBe('Cancelled');
      expect((await admin.db.doc(paths.refund(refundIdFor.storeOrder(order.id))).get()).exists).toBe(false);
    },
  );

  test(
    'a refused refund shows as failed to its buyer, and an admin on a phone sends it again after confirming',
    { timeout: 120_000 },
    async () => {
      const { order, row } = await cancelledInPurchases('card', desktop, { refundFails: true });
      await expect.poll(() => row.innerText(), live).toContain('Refund failed');
      expect(await storedRefund(order.id)).toMatchObject({ status: 'failed', attempt: 1 });

      const adminEmail = uniqueEmail('refunds-admin');
      await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
      const adminPage = (await signInAsAdmin(browser, { email: adminEmail, password }, phone)).page;
      await openConsoleArea(adminPage, 'Money');
      const failed = adminPage
        .getByRole('region', { name: 'Failed Refunds' })
        .getByRole('row')
        .filter({ hasText: order.name });
      await failed.waitFor(live);
      expect(await failed.innerText()).toContain(formatRupees(order.price));
      await failed.getByRole('button', { name: `Retry the refund for ${order.name}`, exact: true }).click();
      const confirm = dialog(adminPage, 'Retry refund');
      await confirm.getByText(`Refund ${formatRupees(order.price)} for “${order.name}” again?`).waitFor();
      await expectAccessible(adminPage, 'retry refund confirmation', { end: 'phone' });
      await shoot(adminPage, journey, 'retry-refund-confirm', { fullPage: false });
      await confirm.getByRole('button', { name: 'Retry refund', exact: true }).click();

      await failed.waitFor({ state: 'detached', ...live });
      await expect.poll(() => row.innerText(), live).toContain('Refunded');
      expect(await storedRefund(order.id)).toMatchObject({ status: 'processed', attempt: 2 });
    },
  );

  test("a seller moves on an order they ship by hand, while the store's tracking is automatic", async () => {
    const seller = await seedPerson('seller');
    const buyer = await seedPerson('student');
    const order = await seedOrder(buyer, seller, 'cod');
    const { page } = await signIn(browser, seller, desktop);
    const sale = page
      .getByRole('region', { name: 'Your Store Sales' })
      .getByRole('listitem')
      .filter({ hasText: order.name });
    await sale.getByRole('button', { name: 'Mark as Shipped', exact: true }).click();
    await expect.poll(() => storedStatus(order.id), live).toBe('Shipped');
    await sale.getByRole('button', { name: 'Mark as Out for Delivery', exact: true }).waitFor(live);
  });
});
