// The privacy centre's journeys (decision 040): a seller on a phone downloads their data and finds their listing
// and payout in it; a student with a funded project is refused deletion with the reason, releases the payment,
// deletes the account, and signing in again fails with SPEC's words for an unknown account.
import type { Page } from 'playwright-core';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import { deletionTexts } from '@marketplace/shared/privacy/deletion';
import { requestTexts } from '@marketplace/shared/privacy/requests';
import { authCard, fillCredentials, footerNav, submitButton } from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { desktop, phone } from './support/browser.ts';
import { seedPayout } from './support/payouts.ts';
import { closeDialog, confirmAction, expectStates, live, openConsoleArea, openProject } from './support/projects.ts';
import { seedProject } from './support/seeded-projects.ts';
import { seedProduct, uniqueName } from './support/store.ts';
import { DAY_MS, password } from './support/journey.ts';
import { useJourney } from './support/journey-suite.ts';

const journey = useJourney('privacy');

async function openPrivacy(page: Page) {
  await footerNav(page).getByRole('link', { name: 'Your Privacy' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your Privacy' }).waitFor();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the privacy centre (decision 040)', () => {
  test(
    'a seller on a phone downloads their data and finds their listing and payout in it',
    { timeout: 120_000 },
    async () => {
      const seller = await journey.seedPerson('seller', 'privacy-seller');
      const product = await seedProduct(journey.admin, seller, {
        name: uniqueName('Plant watering kit'),
        description: 'Soil sensor and pump',
        price: 1500,
      });
      const payout = await seedPayout(journey.admin, seller, 2000, { status: 'processed' });
      const { page } = await journey.signIn(seller, phone);
      await openPrivacy(page);
      await expectAccessible(page, 'privacy centre', { end: 'phone' });
      await journey.shoot(page, 'seller-1-page');

      const download = card(page, 'Download your data');
      await download.getByRole('button', { name: 'Prepare my download' }).click();
      const ready = download.getByRole('button', { name: 'Download my data' });
      await ready.waitFor({ timeout: 60_000 });
      await expectAccessible(page, 'download ready', { end: 'phone' });
      await journey.shoot(page, 'seller-2-ready');
      const [file] = await Promise.all([page.waitForEvent('download'), ready.click()]);
      expect(file.suggestedFilename()).toMatch(/^projectboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const archive = unzipSync(new Uint8Array(Buffer.concat(chunks)));
      // The link opens again until it expires (48 hours), for its owner's browser as for any other holder of it.
      expect((await page.request.get(file.url())).status()).toBe(200);
      const listings = JSON.parse(strFromU8(archive['listings.json']!)) as { name: string }[];
      expect(listings.map((listing) => listing.name)).toEqual([product.name]);
      const payouts = JSON.parse(strFromU8(archive['payouts.json']!)) as { title: string }[];
      expect(payouts.map((row) => row.title)).toEqual([payout.title]);
    },
  );

  test(
    'a student with a funded project is refused, releases it, deletes the account and cannot sign in again',
    { timeout: 180_000 },
    async () => {
      const student = await journey.seedPerson('student', 'privacy-student');
      const seller = await journey.seedPerson('seller', 'privacy-builder');
      const title = uniqueName('Smart doorbell');
      await seedProject(journey.admin, student, {
        title,
        budget: 2500,
        deadline: Date.now() + 5 * DAY_MS,
        status: 'Completed',
        paymentStatus: 'Funded',
        seller,
        escrow: { deliveries: 1, deliveredAt: Date.now() - DAY_MS, autoReleaseAt: Date.now() + 6 * DAY_MS },
      });
      const { page, allowConsole } = await journey.signIn(student, desktop);
      await openPrivacy(page);
      const deletion = card(page, 'Delete your account');
      await deletion.getByRole('button', { name: 'Delete my account…' }).click();
      const refusal = deletion.getByRole('alert');
      await refusal.getByText(`Your project "${title}" is funded: its payment is held.`).waitFor(live);
      await expectAccessible(page, 'deletion refused');
      await journey.shoot(page, 'student-1-refused');

      // The reason says what to do: release the payment once the work is delivered.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      const detail = await openProject(page, title);
      await confirmAction(page, detail, 'release');
      await expectStates(detail, 'Completed', 'Released');
      await closeDialog(detail);

      await openPrivacy(page);
      await deletion.getByRole('button', { name: 'Delete my account…' }).click();
      const confirm = deletion.getByLabel(deletionTexts.typeToConfirm);
      await confirm.waitFor(live);
      await deletion
        .getByText('Projects that were paid for: their title, amounts and dates', { exact: false })
        .waitFor();
      await expectAccessible(page, 'deletion confirmation');
      await journey.shoot(page, 'student-2-confirm');
      await confirm.fill(deletionTexts.confirmWord);
      // It asks the person to prove it is them, where they are: a wrong password deletes nothing.
      const passwordField = deletion.getByLabel(deletionTexts.yourPassword);
      allowConsole(/status of 400 .*accounts:signInWithPassword/);
      await passwordField.fill('not-my-password');
      await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
      await deletion.getByText(deletionTexts.wrongPassword).waitFor(live);
      expect(await journey.admin.auth.getUserByEmail(student.email)).toMatchObject({ email: student.email });
      await passwordField.fill(password);
      await deletion.getByRole('button', { name: 'Delete my account for good' }).click();
      // Signed out: the header offers Login again.
      await page.getByRole('link', { name: 'Login' }).first().waitFor(live);

      const again = await journey.openSession('/login', phone);
      // The Auth emulator's refusal of an account that no longer exists: the form shows it in SPEC's words.
      again.allowConsole(/status of 400 .*accounts:signInWithPassword/);
      await fillCredentials(again.page, student.email, password);
      await submitButton(again.page, 'Login').click();
      await authCard(again.page).getByText(texts.auth.invalidCredentials).waitFor(live);
      await expectAccessible(again.page, 'signing in after deletion', { end: 'phone' });
      await journey.shoot(again.page, 'student-3-gone');
    },
  );
  test(
    'a request to the grievance officer reaches the admins with its 90 days, and the answer reaches the person',
    { timeout: 120_000 },
    async () => {
      const student = await journey.seedPerson('student', 'privacy-asker');
      const adminLogin = await journey.seedAdmin('privacy-admin');
      const { page } = await journey.signIn(student, phone);
      await openPrivacy(page);
      const requests = card(page, 'Ask our grievance officer');
      await requests.getByLabel('What is it about?').selectOption('correction');
      const words = `My phone number is wrong on an old order ${uniqueName('ref')}`;
      await requests.getByLabel('Your request').fill(words);
      await requests.getByRole('button', { name: 'Send request' }).click();
      await requests.getByText(requestTexts.sent).waitFor(live);
      await requests.getByText('Correction — open, answered within 90 days').waitFor(live);

      const officer = await journey.signInAsAdmin(adminLogin);
      await openConsoleArea(officer.page, 'People');
      const queue = officer.page.getByRole('region', { name: 'Privacy requests', exact: true });
      const item = queue.getByRole('listitem').filter({ hasText: words });
      await item.getByText(/90 days left/).waitFor(live);
      await expectAccessible(officer.page, 'privacy requests queue');
      await journey.shoot(officer.page, 'admin-1-queue');
      await item.getByLabel('Answer').fill('Corrected on the order; thank you for telling us.');
      await item.getByRole('button', { name: 'Send answer' }).click();
      await item.waitFor({ state: 'detached', ...live });

      await requests
        .getByText('Correction — answered: Corrected on the order; thank you for telling us.')
        .waitFor(live);
      await expectAccessible(page, 'privacy request answered', { end: 'phone' });
    },
  );
});
