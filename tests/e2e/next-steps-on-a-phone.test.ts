// What people see of their money and their next step, on a phone and through axe: a disputed project's
// seller card promises no payout; a failed payout is its own red figure with the next step, never 'Waiting' in
// green; the seller's rating on a card can be tapped; a review's stars are targets a finger can hit; the bell marks
// read only what the person has had on screen; Ask Me steps aside from a Buy Now at the bottom of the screen; a
// delivered order says why it can no longer be cancelled; the admin's users table shows a student's rating.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { splitPayout } from '@marketplace/shared/projects/money';
import { cancellationTexts } from '@marketplace/shared/store/order-cancellation';
import { expectAccessible } from './support/a11y.ts';
import { openPage, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import {
  confirmAction,
  dialog,
  live,
  projectCard,
  seedVerifiedPerson,
  signIn,
  signInAsAdmin,
} from './support/projects.ts';
import { seedCast, seedProject } from './support/seeded-projects.ts';
import { seedProduct, uniqueName } from './support/store.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'next-steps';
const password = 'correct-horse-42';
const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

/** A person's rating as the server's shards hold it (decision 026), summed by the web from the five. */
const seedRating = (uid: string, sum: number, count: number) =>
  admin.db.doc(paths.ratingShard(uid, 0)).set({ ratingSum: sum, ratingCount: count });

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused === document.body || !focused ? 'the page' : (focused.getAttribute('aria-label') ?? focused.tagName);
  });

describe("a seller's money on a phone", () => {
  test(
    'a disputed project promises no payout; a failed payout is red with its next step; the rating link can be tapped',
    { timeout: 150_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'held', password, {
        name: 'Drip irrigation kit',
        budget: 1800,
        deadline: Date.now() + 20 * DAY_MS,
        status: 'Completed',
        paymentStatus: 'Funded',
        assigned: true,
        escrow: { deliveries: 1, deliveredAt: Date.now() - DAY_MS },
      });
      await admin.db.doc(paths.project(projectId)).update({
        disputeStatus: 'open',
        disputedBy: student.uid,
        disputeReason: 'The pump never starts.',
        disputedAt: Timestamp.now(),
        autoReleaseAt: null,
      });
      // An older project of theirs, released, whose payout the provider refused.
      const releasedTitle = `Weather station ${randomUUID().slice(0, 8)}`;
      const releasedId = await seedProject(admin, student, {
        title: releasedTitle,
        budget: 1000,
        deadline: null,
        status: 'Completed',
        paymentStatus: 'Released',
        seller,
      });
      await admin.db.doc(paths.payout(releasedId)).set({
        projectId: releasedId,
        sellerId: seller.uid,
        sellerEmail: seller.email,
        studentId: student.uid,
        title: releasedTitle,
        ...splitPayout(1000),
        currency: 'INR',
        status: 'failed',
        attempt: 1,
        reference: null,
        failureReason: 'Invalid VPA',
        detailsHint: null,
        createdAt: Timestamp.now(),
      });
      await seedRating(seller.uid, 9, 2);

      const { page } = await signIn(browser, seller, phone);
      const card = projectCard(page, title);
      await card.getByText('Your payout: On hold until an admin settles the dispute').waitFor(live);
      expect(await card.innerText()).not.toContain('Your payout: ₹');

      const payouts = page.getByRole('region', { name: 'Your Payouts' });
      const failedFigure = payouts.locator('.payout-totals__figure').filter({ hasText: 'Failed' });
      await failedFigure.waitFor(live);
      expect(await failedFigure.innerText()).toContain('₹700.00');
      expect(
        await payouts
          .locator('.payout-totals__figure')
          .filter({ hasText: /^Waiting/ })
          .count(),
      ).toBe(0);
      const row = payouts.getByRole('listitem').filter({ hasText: releasedTitle });
      expect(await row.innerText()).toContain('Next: check your payout details above; an admin will send it again.');
      const amountColour = await row.locator('.project-payouts__amount').evaluate((el) => getComputedStyle(el).color);
      const paidColour = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-success').trim(),
      );
      expect(amountColour).not.toBe(paidColour);
      await payouts.scrollIntoViewIfNeeded();
      await shoot(page, journey, 'seller-money', { fullPage: false });
      await expectAccessible(page, 'a seller with a dispute and a failed payout', { end: 'phone' });

      // The seller's rating on the card opens their profile, above the card's own open button.
      const rating = card.getByRole('link', { name: /^★ 4\.5 \(2\)/ });
      await rating.waitFor(live);
      const box = (await rating.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await rating.click();
      await expect.poll(() => new URL(page.url()).pathname, live).toBe(`/people/${seller.uid}`);
      expect(await page.getByRole('dialog').count()).toBe(0);
    },
  );
});

describe("a student's review and a seller's action on a phone", () => {
  test(
    "a review's stars are 44 px targets; after an action the focus stays in the project",
    { timeout: 150_000 },
    async () => {
      const { student, title } = await seedCast(admin, 'stars', password, {
        name: 'Line follower',
        budget: 1200,
        deadline: null,
        status: 'Completed',
        paymentStatus: 'Released',
        assigned: true,
      });
      const { page } = await signIn(browser, student, phone);
      await projectCard(page, title).getByRole('button', { name: title, exact: true }).click();
      const detail = dialog(page, title);
      await detail.getByRole('button', { name: 'Leave a review' }).click();
      const stars = detail.getByRole('group', { name: 'How was working with the seller?' });
      await stars.waitFor(live);
      for (const count of [1, 2, 3, 4, 5]) {
        const box = (await stars
          .locator('.project-review__star')
          .nth(count - 1)
          .boundingBox())!;
        expect(box.width, `${count} stars`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${count} stars`).toBeGreaterThanOrEqual(44);
      }
      await stars.locator('.project-review__star').nth(3).click();
      expect(await stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await stars.scrollIntoViewIfNeeded();
      await shoot(page, journey, 'review-stars', { fullPage: false });
      await expectAccessible(page, 'the review stars on a phone', { end: 'phone' });

      // A seller takes a project on a phone: the button that held the focus goes; the focus stays in the detail.
      const cast = await seedCast(admin, 'take-focus', password, {
        name: 'Plant monitor',
        budget: 900,
        deadline: Date.now() + 20 * DAY_MS,
      });
      const { page: sellerPage } = await signIn(browser, cast.seller, phone);
      await projectCard(sellerPage, cast.title).getByRole('button', { name: cast.title, exact: true }).click();
      const taking = dialog(sellerPage, cast.title);
      await confirmAction(sellerPage, taking, 'take');
      await taking.getByRole('button', { name: 'Take Project', exact: true }).waitFor({ state: 'detached', ...live });
      await expect.poll(() => focusedLabel(sellerPage), live).not.toBe('the page');
      expect(await sellerPage.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    },
  );
});

describe('the bell on a phone', () => {
  test('marks read only what the person has had on screen, as they scroll the list', { timeout: 120_000 }, async () => {
    const person = await seedVerifiedPerson(admin, 'student', 'bell-seen', password);
    const now = Date.now();
    for (let index = 0; index < 14; index += 1)
      await admin.db.doc(paths.notification(person.uid, `seen-${index}`)).set({
        kind: 'project-taken',
        title: `Project taken ${index}`,
        text: `Someone took “Project number ${index}”. Fund its ₹1,000.00 so the work can start: the platform holds it until you release it.`,
        link: '/dashboard',
        createdAt: Timestamp.fromMillis(now - index * 60_000),
        readAt: null,
      });
    const { page } = await signIn(browser, person, phone);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label'), live).toBe('Notifications, 14 unread');
    const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Project taken 0', { exact: false }).waitFor(live);
    // What is on screen is read; what is below the list's fold is not.
    await expect.poll(unread, live).toBeLessThan(14);
    expect(await unread()).toBeGreaterThan(0);
    await shoot(page, journey, 'bell-first-screen', { fullPage: false });
    await expectAccessible(page, 'the bell list partly read on a phone', { end: 'phone' });
    // Scrolled through to its end, one after another as a person would, every one has been seen.
    for (let index = 0; index < 14; index += 1)
      await panel.getByText(new RegExp(`Project taken ${index}$`)).scrollIntoViewIfNeeded();
    await expect.poll(unread, live).toBe(0);
  });
});

describe('the store on a phone', () => {
  test('Ask Me steps aside from a Buy Now at the bottom of the screen', { timeout: 120_000 }, async () => {
    const seller = await seedVerifiedPerson(admin, 'seller', 'ask-me-buy', password);
    for (let index = 0; index < 3; index += 1)
      await seedProduct(admin, seller, {
        name: uniqueName(`Bench kit ${index}`),
        description: 'A kit with its code, a report and a demo video.',
        price: 1200 + index,
      });
    const { page } = await openSession(browser, '/store', phone);
    const buy = page.getByRole('button', { name: /^Buy Now:/ }).nth(1);
    await buy.waitFor(live);
    // Scroll until that Buy Now sits just above the bottom edge of the screen, where Ask Me floats.
    const { y, height } = (await buy.boundingBox())!;
    await page.mouse.wheel(0, y + height - phone.height + 12);
    const onTop = () =>
      buy.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.right - 8, box.top + box.height / 2);
        return hit === button || button.contains(hit);
      });
    await expect.poll(onTop, live).toBe(true);
    const { y: after, height: tall } = (await buy.boundingBox())!;
    expect(after + tall).toBeGreaterThan(phone.height - 120);
    await shoot(page, journey, 'buy-now-at-the-bottom', { fullPage: false });
    await expectAccessible(page, 'the store scrolled on a phone', { end: 'phone' });
    // Scrolling back up brings Ask Me back.
    await page.mouse.wheel(0, -300);
    const askMe = page.getByRole('button', { name: 'Ask Me' });
    await expect
      .poll(() => askMe.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight), live)
      .toBe(true);
  });

  test('a delivered order says why it can no longer be cancelled', { timeout: 120_000 }, async () => {
    const buyer = await seedVerifiedPerson(admin, 'student', 'delivered-buyer', password);
    const id = `order_e2e_${randomUUID().slice(0, 12)}`;
    const name = uniqueName('Robot arm kit');
    await admin.db.doc(paths.storeOrder(id)).set({
      studentId: buyer.uid,
      studentEmail: buyer.email,
      sellerId: 'someone',
      product: {
        id: `product-${id}`,
        name,
        description: 'An arm.',
        price: 999,
        imageUrl: '',
        sellerId: 'someone',
        sellerEmail: 'someone@example.com',
      },
      deliveryAddress: 'Hostel 4, Room 12, Indore, Madhya Pradesh 452001',
      paymentMethod: 'cod',
      orderStatus: 'Delivered',
      tracking: 'manual',
      orderedAt: Timestamp.now(),
      razorpay_payment_id: null,
      razorpay_order_id: null,
    });
    const { page } = await signIn(browser, buyer, phone);
    await openPage(page, `/dashboard?order=${id}`);
    const tracking = dialog(page, 'Order tracking');
    await tracking.getByText(cancellationTexts.closedDelivered).waitFor(live);
    expect(await tracking.getByRole('button', { name: /^Cancel Order/ }).count()).toBe(0);
    expect(await tracking.getByText('Estimated delivery').count()).toBe(0);
    await shoot(page, journey, 'delivered-order', { fullPage: false });
    await expectAccessible(page, 'a delivered order on a phone', { end: 'phone' });
  });
});

describe("the admin's users table on a phone", () => {
  test('shows a rated student’s rating, as their profile does', { timeout: 120_000 }, async () => {
    const student = await seedVerifiedPerson(admin, 'student', 'rated-student', password);
    await seedRating(student.uid, 24, 5);
    const adminEmail = uniqueEmail('ratings-admin');
    await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
    const { page } = await signInAsAdmin(browser, { email: adminEmail, password }, phone);
    const users = page.getByRole('region', { name: 'Manage Users' });
    await users.getByLabel('Search users by name, email or role').fill(student.email);
    const row = users.getByRole('row').filter({ hasText: student.email });
    await row.getByText('★ 4.8 (5)').waitFor(live);
    await row.scrollIntoViewIfNeeded();
    await shoot(page, journey, 'admin-users-rating', { fullPage: false });
    await expectAccessible(page, 'the admin users table with ratings', { end: 'phone' });
  });
});
