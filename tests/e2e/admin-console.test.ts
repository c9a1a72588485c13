// The browser journey: a visitor applies for a job with a PDF; the admin posts a job, opens the
// resume through its short-lived link, deletes the application, a store product and a user (and is told why
// a user with work in progress cannot go yet), while the tiles change live. Screenshots at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { newProductFields } from '@marketplace/shared/store/product';
import { texts } from '@marketplace/shared/texts';
import { appPath } from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, openConsoleArea, signInAsAdmin } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'admin-console';
const password = 'correct-horse-42';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

async function openAdminConsole(email: string, viewport: { width: number; height: number } = desktop): Promise<Page> {
  const { page, allowConsole } = await signInAsAdmin(browser, { email, password }, viewport);
  // The refusal the journey provokes: the browser logs any 4xx answer; the dialog shows its reason.
  allowConsole(/status of 409 \(Conflict\) @ .*\/api\/admin\/users\//);
  return page;
}

const tile = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const tileNumber = async (page: Page, label: string) =>
  Number((await tile(page, label).innerText()).replace(/[^\d.]/g, ''));
/** Waits for the tile to leave its loading mark, then for `expected`. */
const expectTile = (page: Page, label: string, expected: number) =>
  expect.poll(() => tileNumber(page, label), live).toBe(expected);
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Presses the row's Delete and confirms in the dialog named `title`; the dialog is returned (a refusal keeps it open). */
async function deleteRow(page: Page, table: Locator, row: string, title: string): Promise<Locator> {
  await table.getByRole('button', { name: `Delete ${row}` }).click();
  const confirm = dialog(page, title);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  return confirm;
}

/** The table's word that the server deleted `name`. */
async function expectDeleted(table: Locator, name: string): Promise<void> {
  await table
    .getByRole('status')
    .filter({ hasText: `Deleted ${name}.` })
    .waitFor(live);
}

/** A visitor, signed out, applies on the Careers page with a PDF, as a person would. */
async function applyAsVisitor(
  jobTitle: string,
  name: string,
  email: string,
  viewport: { width: number; height: number } = desktop,
): Promise<void> {
  const { page } = await openSession(browser, '/careers', viewport);
  await page.getByRole('button', { name: `Apply Now for ${jobTitle}` }).click();
  const modal = dialog(page, `Apply for ${jobTitle}`);
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await modal.getByRole('alert').filter({ hasText: texts.careers.applicationRequired }).waitFor();
  await modal.getByLabel('Full name').fill(name);
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel(/^Resume/).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await shoot(page, journey, 'careers-apply', { fullPage: false });
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByRole('status').filter({ hasText: texts.careers.applicationSent }).waitFor(live);
  expect(await modal.count()).toBe(0);
  await shoot(page, journey, 'careers-sent');
}

describe('the admin console', () => {
  test(
    'an admin posts a job, opens and deletes an application, deletes a product and a user',
    { timeout: 180_000 },
    async () => {
      const run = randomUUID().slice(0, 8);
      const adminEmail = uniqueEmail('console-admin');
      await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
      const leaving = uniqueEmail('console-leaving');
      const leavingUid = await admin.seedPerson({ email: leaving, password, role: 'student', verified: true });
      const busy = uniqueEmail('console-busy');
      const busyUid = await admin.seedPerson({ email: busy, password, role: 'student', verified: true });
      await admin.db.collection(paths.projects).add({
        studentId: busyUid,
        studentEmail: busy,
        title: `Busy project ${run}`,
        description: 'In progress.',
        hardware: '',
        software: '',
        features: '',
        deadline: Timestamp.fromMillis(Date.now() + 86_400_000),
        budget: 1000,
        status: 'In Progress',
        paymentStatus: 'Unpaid',
        sellerId: 'some-seller',
        sellerEmail: 'seller@example.com',
        createdAt: Timestamp.now(),
      });
      const productName = `Console robot ${run}`;
      await admin.db.collection(paths.storeProducts).add({
        ...newProductFields(
          { uid: 'console-seller', email: 'seller@example.com' },
          { name: productName, description: 'A kit.', price: 1250.5 },
          '',
        ),
        createdAt: Timestamp.now(),
      });

      const page = await openAdminConsole(adminEmail);
      for (const label of [
        'Total Visitors',
        'Total Users',
        'Total Store Products',
        'Job Postings',
        'Applications',
        'Total Product Value',
      ])
        await expect.poll(async () => (await tile(page, label).innerText()).trim(), live).toMatch(/^₹?[\d,.]+$/);

      // ---- Post a job: the form's check first, then the listing and the tile, live. ----
      const jobs = await tileNumber(page, 'Job Postings');
      const manageJobs = section(page, 'Manage Jobs');
      await manageJobs.getByRole('button', { name: 'Post New Job' }).click();
      const form = page.getByRole('form', { name: 'Post a new job' });
      await form.getByRole('button', { name: 'Post Job' }).click();
      await form.getByRole('alert').filter({ hasText: texts.admin.jobRequired }).waitFor();
      const jobTitle = `Firmware engineer ${run}`;
      await form.getByLabel('Job title').fill(jobTitle);
      await form.getByLabel('Location').fill('Indore');
      await form.getByLabel('Description').fill('Write the firmware for our sellers’ kits.');
      await shoot(page, journey, '1-post-job', { fullPage: false });
      await form.getByRole('button', { name: 'Post Job' }).click();
      await manageJobs.getByRole('cell', { name: jobTitle, exact: true }).waitFor(live);
      await expectTile(page, 'Job Postings', jobs + 1);
      await manageJobs.getByRole('button', { name: 'Post New Job' }).waitFor();

      // ---- A visitor applies for it; the application arrives live, and its resume opens for the admin. ----
      const applications = await tileNumber(page, 'Applications');
      const applicant = `Asha ${run}`;
      await applyAsVisitor(jobTitle, applicant, uniqueEmail('applicant'));
      const applicationsTable = section(page, 'Job Applications');
      await applicationsTable.getByRole('cell', { name: new RegExp(`^${applicant}`) }).waitFor(live);
      await expectTile(page, 'Applications', applications + 1);
      await shoot(page, journey, '2-dashboard');
      await expectAccessible(page, 'admin console with a new application');

      const [resume] = await Promise.all([
        page.context().waitForEvent('response', (response) => response.url().startsWith(appPath('/api/media/private'))),
        applicationsTable.getByRole('button', { name: `View resume of ${applicant}` }).click(),
      ]);
      expect(resume.status()).toBe(200);
      expect(resume.headers()['content-type']).toMatch(/application\/pdf/);
      // The link downloads the file (decision 016), so its bytes are fetched from the link itself.
      expect(Buffer.from(await (await fetch(resume.url())).arrayBuffer()).equals(pdf)).toBe(true);
      const resumeLink = resume.url();
      for (const opened of page.context().pages()) if (opened !== page) await opened.close();

      await deleteRow(page, applicationsTable, `${applicant}’s application`, 'Delete application');
      await applicationsTable
        .getByRole('cell', { name: new RegExp(`^${applicant}`) })
        .waitFor({ state: 'detached', ...live });
      await expectTile(page, 'Applications', applications);
      // The stored resume went with it: the link that opened it a moment ago opens nothing now.
      await expect.poll(async () => (await fetch(resumeLink)).status, live).toBe(403);

      // ---- A store product, found by name and deleted through the server. ----
      const products = await tileNumber(page, 'Total Store Products');
      const manageProducts = section(page, 'Manage Store Products');
      await manageProducts.getByLabel('Search products by name or seller').fill(productName.toLowerCase());
      await manageProducts.getByRole('cell', { name: new RegExp(`^${productName}`) }).waitFor(live);
      await deleteRow(page, manageProducts, productName, 'Delete store product');
      await expectDeleted(manageProducts, productName);
      await expectTile(page, 'Total Store Products', products - 1);

      // ---- Users: one with work in progress is refused with the reason; another is deleted. ----
      const users = await tileNumber(page, 'Total Users');
      const manageUsers = section(page, 'Manage Users');
      const search = manageUsers.getByLabel('Search users by name, email or role');
      await search.fill(busy);
      const refused = await deleteRow(page, manageUsers, busy, 'Delete user');
      await refused
        .getByRole('alert')
        // The person's own deletion's refusal (decision 040): which project, and what to do.
        .filter({ hasText: /Could not delete user: The project ".*" is in progress\./ })
        .waitFor(live);
      await shoot(page, journey, '3-user-refused', { fullPage: false });
      // The refusal holds the focus inside the dialog, so the keyboard still works there: Escape closes it.
      expect(await refused.getByRole('alert').evaluate((alert) => alert === document.activeElement)).toBe(true);
      await expectAccessible(page, 'admin delete refused');
      await page.keyboard.press('Escape');
      await refused.waitFor({ state: 'detached' });

      await search.fill(leaving);
      await deleteRow(page, manageUsers, leaving, 'Delete user');
      await expectDeleted(manageUsers, leaving);
      await expectTile(page, 'Total Users', users - 1);
      expect(await admin.profile(leavingUid)).toBeUndefined();
      await expect(admin.auth.getUser(leavingUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    },
  );

  test('the console on a phone: tiles, tables as cards, nothing wider than the screen', async () => {
    const email = uniqueEmail('console-phone');
    await admin.seedPerson({ email, password, role: 'admin', verified: true });
    const job = await admin.db.collection(paths.jobs).add({
      title: `Phone job ${randomUUID().slice(0, 8)}`,
      location: 'Remote',
      description: 'Applied for on a phone.',
      postedAt: Timestamp.now(),
    });
    const { title } = (await job.get()).data() as { title: string };
    await applyAsVisitor(title, 'Ravi Kumar', uniqueEmail('phone-applicant'), phone);
    // A payout with a long title, so the admin's two shares must fit beside nothing on a narrow screen.
    await admin.db.doc(paths.payout(`phone-${randomUUID().slice(0, 8)}`)).set({
      projectId: 'phone-project',
      title: 'A smart irrigation controller with a very long descriptive title for the payouts list',
      sellerId: 'some-seller',
      budgetPaise: 12_345_678,
      sellerPaise: 8_641_975,
      platformPaise: 3_703_703,
      createdAt: Timestamp.now(),
    });
    const page = await openAdminConsole(email, phone);
    await openConsoleArea(page, 'Money');
    await section(page, 'Payouts').getByRole('listitem').first().waitFor(live);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // The tiles and SPEC's tables are the console's home (decision 063).
    await openConsoleArea(page, 'Dashboard');
    await expect.poll(async () => (await tile(page, 'Total Users').innerText()).trim(), live).toMatch(/^\d+$/);
    await section(page, 'Manage Users').getByRole('row').nth(1).waitFor(live);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // A long email in a card wraps before its '@' (a review saw 'asha.probe / @example.o / rg'): the domain,
    // '@example.com', stays on one line.
    const ownEmail = section(page, 'Manage Users').getByText(email, { exact: true });
    const domainLines = await ownEmail.evaluate((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let seenAt = false;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index++) {
          seenAt ||= node.textContent![index] === '@';
          if (!seenAt) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          tops.add(Math.round(range.getBoundingClientRect().top));
        }
      }
      return tops.size;
    });
    expect(domainLines).toBe(1);
    await shoot(page, journey, '4-phone');
    await expectAccessible(page, 'admin console with applications and payouts', { end: 'phone' });
  });
});
