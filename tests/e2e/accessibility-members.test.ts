// For a student, a seller and an admin: their pages and every dialog they open pass the axe bar at
// 1280 and 375 px and fit a phone, with cards that hold a long title, a long email and a large amount.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { actionLabels, keepProjectLabel } from '@marketplace/shared/projects/project-actions';
import { texts } from '@marketplace/shared/texts';
import { expectPage, fillCredentials, mainNav, submitButton } from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { openSession, useBrowserSuite } from './support/browser.ts';
import { closeDialog, dialog, live, projectCard, seedVerifiedPerson, signIn, type Person } from './support/projects.ts';
import { seedProject } from './support/seeded-projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';
import { buyNow, purchaseDialog, searchStore, seedProduct, uniqueName, type SeededProduct } from './support/store.ts';

const password = 'correct-horse-42';
const DAY_MS = 24 * 60 * 60 * 1000;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role'], name: string = role) => seedVerifiedPerson(admin, role, name, password);

/** A cash-on-delivery order of `product` by `buyer`, as the checkout stores it. */
async function seedSale(
  buyer: { uid: string; email: string },
  seller: { uid: string; email: string },
  product: SeededProduct,
): Promise<void> {
  await admin.db.collection(paths.storeOrders).add({
    studentId: buyer.uid,
    studentEmail: buyer.email,
    sellerId: seller.uid,
    product: { ...product, imageUrl: '', sellerId: seller.uid, sellerEmail: seller.email },
    deliveryAddress: '14 Lake View Road, Bhopal 462016',
    paymentMethod: 'cod',
    orderStatus: 'Order Confirmed',
    orderedAt: Date.now(),
  });
}

async function openProject(page: Page, title: string) {
  await projectCard(page, title).getByRole('button', { name: title, exact: true }).click();
  const detail = dialog(page, title);
  await detail.waitFor();
  return detail;
}

/** The dialog named `name`, once open, with the page checked as it shows (`label` in the report). */
async function accessibleDialog(page: Page, name: string, label: string) {
  const opened = dialog(page, name);
  await opened.waitFor();
  await expectAccessible(page, label);
  return opened;
}

async function goTo(page: Page, link: string, path: string, heading: string) {
  await mainNav(page).getByRole('link', { name: link, exact: true }).click();
  await expectPage(page, path, heading);
}

describe('accessibility for members', () => {
  test(
    'a student: dashboard empty and full, post, detail, chat, fund, profile, store, purchase',
    { timeout: 300_000 },
    async () => {
      const student = await seedPerson('student', `student-with-a-rather-long-address-${'x'.repeat(30)}`);
      const seller = await seedPerson('seller');
      const { page } = await signIn(browser, student);
      await page.getByText(texts.dashboard.studentEmpty, { exact: true }).waitFor();
      await expectAccessible(page, 'student dashboard, empty');

      const longTitle = `Autonomous greenhouse climate controller with remote monitoring ${randomUUID()}`;
      const taken = `Line follower robot ${randomUUID().slice(0, 8)}`;
      await seedProject(admin, student, { title: longTitle, budget: 12_345_678, deadline: null });
      await seedProject(admin, student, { title: taken, budget: 1500, deadline: Date.now() + 3 * DAY_MS, seller });
      await projectCard(page, longTitle).waitFor(live);
      await projectCard(page, taken).waitFor(live);
      await expectAccessible(page, 'student dashboard with projects');

      await page.getByRole('button', { name: 'Post Project', exact: true }).click();
      const post = await accessibleDialog(page, 'Post a New Project', 'post modal');
      await closeDialog(post);

      const long = await openProject(page, longTitle);
      await expectAccessible(page, 'detail modal, long title');
      await closeDialog(long);

      const detail = await openProject(page, taken);
      await detail.getByRole('button', { name: /^Open Chat/ }).click();
      const chat = await accessibleDialog(page, 'Chat', 'chat modal');
      await closeDialog(chat);
      await detail.getByRole('button', { name: actionLabels.fund, exact: true }).click();
      const fund = await accessibleDialog(page, 'Fund Project', 'fund modal');
      await fund.getByRole('button', { name: 'Cancel', exact: true }).click();
      await closeDialog(detail);

      await goTo(page, 'Profile', '/profile', texts.profile.title);
      await expectAccessible(page, 'student profile');

      const product = await seedProduct(admin, seller, {
        name: uniqueName('Smart Attendance System'),
        description: 'Face recognition attendance with a web dashboard.',
        price: 99_999,
      });
      await goTo(page, 'Store', '/store', texts.store.title);
      await searchStore(page, product.name, [product.name]);
      await expectAccessible(page, 'student store');
      await buyNow(page, product.name).click();
      const buy = purchaseDialog(page, product.name);
      await buy.getByLabel(/^Delivery address/).fill('14 Lake View Road, Bhopal 462016');
      await expectAccessible(page, 'purchase modal');
      await buy.getByRole('button', { name: 'Continue to Payment', exact: true }).click();
      const pay = await accessibleDialog(page, 'Payment', 'payment modal');
      await closeDialog(pay);

      // Cancelling the payment goes back to the purchase details.
      await buy.getByRole('radio', { name: 'Cash on Delivery', exact: true }).check();
      await buy.getByRole('button', { name: /^Place Order/ }).click();
      const placed = dialog(page, 'Order placed');
      await placed.getByRole('list', { name: 'Order progress' }).waitFor(live);
      await expectAccessible(page, 'order placed with tracking');
      await placed.getByRole('button', { name: 'Done', exact: true }).click();
      await goTo(page, 'Dashboard', '/dashboard', texts.dashboard.studentTitle);
      const purchases = page.getByRole('region', { name: texts.store.myPurchases });
      await purchases.getByRole('listitem').filter({ hasText: product.name }).waitFor(live);
      await expectAccessible(page, 'student dashboard with purchases');
      await purchases.getByRole('button', { name: `Track order: ${product.name}`, exact: true }).click();
      await dialog(page, 'Order tracking').waitFor();
      await expectAccessible(page, 'order tracking from purchases');
    },
  );

  test('a seller: available and taken projects, the confirm dialog, the sell form', { timeout: 240_000 }, async () => {
    const student = await seedPerson('student');
    const seller = await seedPerson('seller', `seller-with-a-rather-long-address-${'y'.repeat(30)}`);
    const open = `Voice controlled home automation panel for a hostel ${randomUUID()}`;
    const taken = `Weather station ${randomUUID().slice(0, 8)}`;
    await seedProject(admin, student, { title: open, budget: 9_999_999, deadline: Date.now() - DAY_MS });
    await seedProject(admin, student, { title: taken, budget: 2500, deadline: Date.now() + 20 * DAY_MS, seller });
    const listing = await seedProduct(admin, seller, {
      name: uniqueName('Gesture controlled wheelchair prototype with obstacle detection'),
      description: 'Accelerometer glove, motor driver and ultrasonic sensors.',
      price: 1_999_999,
    });
    await seedSale(student, seller, listing);
    const { page } = await signIn(browser, seller);
    await projectCard(page, open).waitFor(live);
    await page.getByRole('region', { name: 'Your Store Sales' }).getByText(listing.name).waitFor(live);
    await projectCard(page, taken).waitFor(live);
    await expectAccessible(page, 'seller dashboard');

    const detail = await openProject(page, open);
    await expectAccessible(page, 'seller detail modal');
    await detail.getByRole('button', { name: actionLabels.take, exact: true }).click();
    const confirm = await accessibleDialog(page, actionLabels.take, 'confirm dialog');
    await confirm.getByRole('button', { name: keepProjectLabel, exact: true }).click();
    await closeDialog(detail);

    await openProject(page, taken);
    await expectAccessible(page, 'taken project detail');
    await closeDialog(dialog(page, taken));

    await page.getByRole('button', { name: 'Sell a Project', exact: true }).click();
    const sell = await accessibleDialog(page, 'Sell a Pre-Built Project', 'sell form');
    await closeDialog(sell);
  });

  test(
    'an admin: the console with its tiles, tables, jobs, applications and payouts',
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail('admin');
      await admin.seedPerson({ email, password, role: 'admin', verified: true });
      const job = await admin.db.collection(paths.jobs).add({
        title: `Embedded systems mentor for final-year projects ${randomUUID()}`,
        location: 'Bhopal',
        description: 'Guide students through firmware and hardware bring-up.',
        postedAt: Date.now(),
      });
      const applicant = `Applicant ${randomUUID().slice(0, 8)}`;
      await admin.db.collection(paths.applications).add({
        jobId: job.id,
        jobTitle: 'Embedded systems mentor',
        applicantName: applicant,
        applicantEmail: uniqueEmail(`applicant-with-a-long-address-${'z'.repeat(30)}`),
        resumeRef: 'private/none.pdf',
        appliedAt: Date.now(),
      });
      const { page } = await openSession(browser, '/login');
      await fillCredentials(page, email, password);
      await submitButton(page, 'Login').click();
      await expectPage(page, '/dashboard', 'Admin Dashboard');
      const applications = page.getByRole('region', { name: 'Job Applications' });
      await applications.getByRole('cell', { name: new RegExp(`^${applicant}`) }).waitFor(live);
      await expectAccessible(page, 'admin console');
      await applications.getByRole('button', { name: `Delete ${applicant}’s application` }).click();
      const confirm = await accessibleDialog(page, 'Delete application', 'admin confirm dialog');
      await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    },
  );
});
