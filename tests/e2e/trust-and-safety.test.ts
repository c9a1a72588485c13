// Trust and safety's journeys (decisions 031 and 033), on the stack as `npm start` runs it: a student reports a chat
// message and blocks its sender, after which neither can message the other; an admin hides a reported listing from
// the moderation queue and suspends its seller, who reads why on signing in; a seller's first payout waits for
// their verification, which fails once (a PAN in another name) and then succeeds, and the payout is paid. Each new
// screen and dialog is checked with axe at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { blockId, blockTexts } from '@marketplace/shared/safety/block';
import { reportId, reportTexts, thingKeyOf, type ReportedThing } from '@marketplace/shared/safety/report';
import { suspensionTexts } from '@marketplace/shared/safety/suspension';
import { newProductFields } from '@marketplace/shared/store/product';
import {
  panNameMismatch,
  verificationFailed,
  verificationTexts,
  whatToChange,
} from '@marketplace/shared/verification/seller-verification';
import { SIMULATED_OTHER_PAN_NAME } from '../../functions/src/adapters/simulated-verification.ts';
import { expectAccessible } from './support/a11y.ts';
import { expectPage, fillCredentials, submitButton } from './support/app.ts';
import { openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { seedPayout } from './support/payouts.ts';
import {
  chatMessages,
  dialog,
  live,
  openConsoleArea,
  type Person,
  projectCard,
  seedVerifiedPerson,
  sendMessage,
  signIn,
  signInAsAdmin,
} from './support/projects.ts';
import { seedCast } from './support/seeded-projects.ts';
import { eventually, uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'trust-and-safety';
const password = 'correct-horse-42';
const DAY_MS = 86_400_000;
/** The simulated provider's verification answers at once and its payout takes two steps: the page follows live. */
const paid = { timeout: 30_000 } as const;

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

/** A report as POST /api/reports stores it (functions/src/features/safety/file-report.ts); the counting trigger opens its case. */
async function seedReport(
  reporter: { uid: string },
  thing: ReportedThing,
  facts: { authorId: string; title: string; text: string },
) {
  const thingKey = thingKeyOf(thing);
  await admin.db.doc(paths.report(reportId(thingKey, reporter.uid))).set({
    thingKey,
    thing,
    thingName: `“${facts.title}”`,
    ...facts,
    reporterId: reporter.uid,
    reason: 'scam',
    note: '',
    status: 'open',
    counted: false,
    outcome: null,
    createdAt: Timestamp.now(),
    closedAt: null,
  });
  return thingKey;
}

describe('reports and blocks (decision 031)', () => {
  test(
    'a student reports a chat message and blocks its sender; then neither can message the other',
    { timeout: 150_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'safety-chat', password, {
        name: 'Robot arm',
        budget: 2400,
        deadline: Date.now() + 7 * DAY_MS,
        assigned: true,
      });
      const threat = 'Pay me on another app or I walk away with your parts.';
      await admin.db.doc(`${paths.projectMessages(projectId)}/m1`).set({
        text: threat,
        senderId: seller.uid,
        senderEmail: seller.email,
        createdAt: Timestamp.now(),
        readBy: [seller.uid],
        unreadBy: [student.uid],
      });

      const { page, allowConsole } = await signIn(browser, student);
      // The chat's send after the block is refused by the server on purpose: the browser logs the 409.
      allowConsole(/status of 409 \(Conflict\) @ .*\/api\/projects\/.*\/messages/);
      await projectCard(page, title).getByRole('button', { name: title, exact: true }).click();
      await dialog(page, title)
        .getByRole('button', { name: /^Open Chat/ })
        .click();
      const chat = dialog(page, 'Chat');
      await chat.getByText(threat).waitFor(live);

      await chat.getByRole('button', { name: `Report the message from ${seller.email}` }).click();
      const report = dialog(page, `Report the message from ${seller.email}`);
      await report.getByRole('radio', { name: 'Harassment or threats' }).check();
      await report.getByLabel('Anything else we should know? (optional)').fill('Asks me to pay outside the platform.');
      await expectAccessible(page, 'report a chat message');
      await report.getByRole('button', { name: 'Send report', exact: true }).click();
      await report.getByText(reportTexts.received).waitFor();
      await shoot(page, journey, 'message-reported', { fullPage: false });
      await report.getByRole('button', { name: 'Close', exact: true }).last().click();
      await report.waitFor({ state: 'detached' });
      const stored = await admin.db.doc(paths.report(reportId(`message-${projectId}-m1`, student.uid))).get();
      expect(stored.data()).toMatchObject({ reason: 'harassment', status: 'open', reporterId: student.uid });

      await chat.getByRole('button', { name: `Block ${seller.email}` }).click();
      const confirm = dialog(page, `Block ${seller.email}?`);
      await expectAccessible(page, 'block a person from the chat');
      await confirm.getByRole('button', { name: 'Block', exact: true }).click();
      await chat.getByText(blockTexts.blocked).waitFor();
      expect((await admin.db.doc(paths.block(blockId(student.uid, seller.uid))).get()).exists).toBe(true);

      await sendMessage(chat, 'Are you still there?');
      await chat.getByRole('alert').getByText(blockTexts.blockedBetween).waitFor();
      expect(await chatMessages(chat).count()).toBe(1);
      await shoot(page, journey, 'sender-blocked', { fullPage: false });
      // The reporter hears their report arrived (the notification the server writes).
      await eventually(
        async () =>
          (await admin.db.collection(paths.notifications(student.uid)).get()).docs.map((doc) => doc.get('kind')),
        (kinds) => kinds.includes('report-received'),
      );
      // Blocked either way: the seller cannot write to the student either.
      const { page: sellerPage, allowConsole: sellerAllows } = await signIn(browser, seller);
      sellerAllows(/status of 409 \(Conflict\) @ .*\/api\/projects\/.*\/messages/);
      await projectCard(sellerPage, title).getByRole('button', { name: title, exact: true }).click();
      await dialog(sellerPage, title)
        .getByRole('button', { name: /^Open Chat/ })
        .click();
      const sellerChat = dialog(sellerPage, 'Chat');
      await sendMessage(sellerChat, 'Hello?');
      await sellerChat.getByRole('alert').getByText(blockTexts.blockedBetween).waitFor();
    },
  );

  test('the Profile page lists whom the person blocked, and unblocks them', { timeout: 120_000 }, async () => {
    const { student, seller } = await seedCast(admin, 'safety-unblock', password, {
      name: 'Line follower',
      budget: 1500,
      deadline: Date.now() + 7 * DAY_MS,
    });
    await admin.db.doc(paths.user(seller.uid)).update({ fullName: 'Ravi Kumar' });
    // The profile's trigger writes the public profile a moment later; before it, the page's address answers 404, as
    // for no one, and the browser logs the 404.
    await eventually(
      async () => (await admin.db.doc(paths.publicProfile(seller.uid)).get()).get('name'),
      (name) => name === 'Ravi Kumar',
    );
    // Blocked from the seller's public page.
    const { page } = await signIn(browser, student);
    await page.goto(`/people/${seller.uid}`);
    await page.getByRole('heading', { level: 1, name: 'Ravi Kumar' }).waitFor(live);
    await page.getByRole('button', { name: 'Block Ravi Kumar' }).click();
    await dialog(page, 'Block Ravi Kumar?').getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText(blockTexts.blocked).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const blocked = page.getByRole('region', { name: 'Blocked people' });
    await blocked.getByRole('link', { name: 'Ravi Kumar' }).waitFor(live);
    await expectAccessible(page, 'blocked people on the profile page');
    await blocked.getByRole('button', { name: 'Unblock Ravi Kumar' }).click();
    await blocked.getByText('You have not blocked anyone.').waitFor(live);
    expect((await admin.db.doc(paths.block(blockId(student.uid, seller.uid))).get()).exists).toBe(false);
  });
});

describe('the moderation queue (decision 031)', () => {
  test(
    'an admin hides a reported listing and suspends its seller; the seller signs in and reads why',
    { timeout: 180_000 },
    async () => {
      const run = randomUUID().slice(0, 8);
      const seller = await seedVerifiedPerson(admin, 'seller', 'safety-listing-seller', password);
      const reporter = await seedVerifiedPerson(admin, 'student', 'safety-reporter', password);
      const name = `Counterfeit sensor kit ${run}`;
      const product = await admin.db.collection(paths.storeProducts).add({
        ...newProductFields(seller, { name, description: 'Genuine Bosch sensors, honest.', price: 499 }, ''),
        createdAt: Timestamp.now(),
      });
      const listed = async () => (await admin.db.doc(paths.storeListing(product.id)).get()).exists;
      await eventually(listed, Boolean);
      const productCase = await seedReport(
        reporter,
        { kind: 'product', id: product.id },
        { authorId: seller.uid, title: name, text: 'Genuine Bosch sensors, honest.' },
      );
      const personCase = await seedReport(
        reporter,
        { kind: 'person', id: seller.uid },
        { authorId: seller.uid, title: seller.email, text: `seller · ${seller.email}` },
      );

      const adminEmail = uniqueEmail('safety-admin');
      await admin.seedPerson({ email: adminEmail, password, role: 'admin', verified: true });
      const { page } = await signInAsAdmin(browser, { email: adminEmail, password });
      await openConsoleArea(page, 'People');
      const queue = page.getByRole('region', { name: 'Moderation' });
      const listing = queue.getByRole('article', { name: `Store product: ${name}` });
      const person = queue.getByRole('article', { name: `Person: ${seller.email}` });
      await listing.waitFor(live);
      await person.waitFor(live);
      await listing.getByRole('button', { name: 'Show the author’s history' }).click();
      await listing
        .getByRole('definition')
        .filter({ hasText: /^2 cases, 0 acted on$/ })
        .waitFor(live);
      await expectAccessible(page, 'moderation queue with an author history', { end: 'phone' });
      await listing.scrollIntoViewIfNeeded();
      await shoot(page, journey, 'admin-queue-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await listing.scrollIntoViewIfNeeded();
      await shoot(page, journey, 'admin-queue', { fullPage: false });

      await listing.getByRole('button', { name: `Hide: ${name}` }).click();
      const hide = dialog(page, 'Hide');
      await hide.getByLabel('Reason').fill('Sells counterfeit parts as genuine.');
      await expectAccessible(page, 'hide a reported listing');
      await hide.getByRole('button', { name: 'Hide', exact: true }).click();
      await queue.getByText(`“${name}” is hidden.`).waitFor();
      // Out of the store within the triggers' delivery: its listing, and a visitor's search.
      await eventually(listed, (still) => !still);
      const { page: visitor } = await openSession(browser, '/store');
      await visitor.getByRole('searchbox', { name: 'Search the store' }).fill(name);
      await visitor.getByText(`No projects match “${name}”.`).waitFor(live);

      await person.getByRole('button', { name: `Suspend the author: ${seller.email}` }).click();
      const suspend = dialog(page, 'Suspend the author');
      const reason = 'Took payments for kits that were never sent.';
      await suspend.getByLabel('Reason').fill(reason);
      await suspend.getByRole('button', { name: 'Suspend the author', exact: true }).click();
      await queue.getByText(`${seller.email} is suspended. They are told why by email.`).waitFor();
      await queue.getByRole('list', { name: 'Decided lately' }).getByText(name, { exact: false }).waitFor(live);
      expect((await admin.db.doc(paths.moderationCase(productCase)).get()).get('decision.action')).toBe('hide');
      expect((await admin.db.doc(paths.moderationCase(personCase)).get()).get('decision.action')).toBe('suspend');

      // The seller signs in and reads why, instead of a dashboard they could not act on.
      const { page: sellerPage } = await openSession(browser, '/login');
      await fillCredentials(sellerPage, seller.email, password);
      await submitButton(sellerPage, 'Login').click();
      await expectPage(sellerPage, '/dashboard', suspensionTexts.title);
      await sellerPage.getByText(reason).waitFor();
      await expectAccessible(sellerPage, 'a suspended seller reads why');
      await shoot(sellerPage, journey, 'seller-suspended');
      // The reporter hears the outcome of both reports.
      await eventually(
        async () =>
          (await admin.db.collection(paths.notifications(reporter.uid)).get()).docs.filter(
            (doc) => doc.get('kind') === 'report-decided',
          ).length,
        (count) => count === 2,
      );
    },
  );
});

describe('verified sellers (decision 033)', () => {
  test(
    "a seller's first payout waits for verification, which fails once and then succeeds, and the payout is paid",
    { timeout: 150_000 },
    async () => {
      const seller: Person & { uid: string } = await seedVerifiedPerson(admin, 'seller', 'verify-seller', password);
      await admin.db.doc(paths.user(seller.uid)).update({ fullName: 'Asha Verma' });
      await admin.db.doc(paths.payoutDetails(seller.uid)).set({ method: 'upi', upiId: 'asha@okaxis' });
      const { id, title } = await seedPayout(admin, seller, 3000);

      const { page } = await signIn(browser, seller);
      const payouts = page.getByRole('region', { name: 'Your Payouts' });
      const row = payouts.getByRole('listitem').filter({ hasText: title });
      await row.getByText(`Waiting for verification: ${verificationTexts.waitingForPan}`).waitFor(live);
      await expectAccessible(page, 'payout waiting for verification');
      await shoot(page, journey, 'verify-1-waiting');

      const form = payouts.getByRole('form', { name: 'Verify your PAN' });
      await form.getByLabel('PAN').fill('abcpe9999f');
      await form.getByRole('button', { name: 'Verify', exact: true }).click();
      const failure = verificationFailed(panNameMismatch(SIMULATED_OTHER_PAN_NAME, 'Asha Verma'));
      await payouts.getByRole('region', { name: 'Verification' }).getByText(failure).waitFor(live);
      await row.getByText(`Waiting for verification: ${failure}`).waitFor(live);
      await expectAccessible(page, 'verification failed');
      await shoot(page, journey, 'verify-2-failed');

      await form.getByLabel('PAN').fill('ABCPE1234F');
      await form.getByRole('button', { name: 'Verify again', exact: true }).click();
      await payouts.getByText(/^Verified: your PAN and payout account match your name\./).waitFor(live);
      await expect.poll(() => row.innerText(), paid).toMatch(/Paid to UPI •••@okaxis · ref\. \w+/);
      await expectAccessible(page, 'verified and paid');
      await shoot(page, journey, 'verify-3-paid');
      expect((await admin.db.doc(paths.payout(id)).get()).data()).toMatchObject({ status: 'processed', attempt: 1 });

      // The 'Verified' badge on the seller's public profile.
      const { page: visitor } = await openSession(browser, `/people/${seller.uid}`);
      await visitor.getByRole('heading', { level: 1, name: 'Asha Verma' }).waitFor(live);
      await visitor.getByText(/^✓ Verified$/).waitFor(live);
    },
  );

  test(
    'a seller whose payout account fails its check is told what to change, by bell too, corrects it on a phone and is paid',
    { timeout: 150_000 },
    async () => {
      const seller: Person & { uid: string } = await seedVerifiedPerson(admin, 'seller', 'verify-account', password);
      await admin.db.doc(paths.user(seller.uid)).update({ fullName: 'Asha Verma' });
      // The simulated UPI app knows no account whose id starts with 'invalid'.
      await admin.db.doc(paths.payoutDetails(seller.uid)).set({ method: 'upi', upiId: 'invalid@okaxis' });
      const { id, title } = await seedPayout(admin, seller, 3000);

      const { page } = await signIn(browser, seller, phone);
      const payouts = page.getByRole('region', { name: 'Your Payouts' });
      const verification = payouts.getByRole('region', { name: 'Verification' });
      const row = payouts.getByRole('listitem').filter({ hasText: title });
      const form = payouts.getByRole('form', { name: 'Verify your PAN' });
      await form.getByLabel('PAN').fill('ABCPE1234F');
      await form.getByRole('button', { name: 'Verify', exact: true }).click();
      const failure = verificationFailed(`${verificationTexts.accountInvalid}: Invalid VPA (simulated).`);
      await verification.getByText(failure).waitFor(live);
      // What to change: the account, where they are paid; not the PAN, which passed.
      await verification.getByText(whatToChange.account, { exact: false }).waitFor();
      expect(await form.count()).toBe(0);
      await row.getByText(`Next: ${whatToChange.account}`).waitFor(live);
      // 'Payouts go to' is no green success beside the failure.
      const goesTo = payouts.getByText('Payouts go to UPI •••@okaxis.');
      expect(await goesTo.evaluate((line) => line.getAttribute('role'))).toBeNull();
      // Told by bell that the payout is stuck, and why (after the first notice, that it waited for a PAN).
      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => bell.getAttribute('aria-label'), live).toMatch(/unread/);
      await bell.click();
      await page
        .getByRole('region', { name: 'Notifications' })
        .getByText(/Your payout of ₹2,100\.00 for .* cannot be sent yet\. Verification failed: The payout account/)
        .waitFor(live);
      await bell.click();
      await expectAccessible(page, 'payout account failed its check', { end: 'phone' });
      await shoot(page, journey, 'verify-account-1-failed');

      await payouts.getByRole('button', { name: 'Change payout details', exact: true }).click();
      const details = payouts.getByRole('form', { name: 'Payout details' });
      await details.getByLabel('UPI id').fill('asha@okaxis');
      await details.getByRole('button', { name: 'Save', exact: true }).click();
      // Saving the account starts its check again, with the PAN already sent.
      await verification.getByText(/^Verified: your PAN and payout account match your name\./).waitFor(live);
      await expect.poll(() => row.innerText(), paid).toMatch(/Paid to UPI •••@okaxis · ref\. \w+/);
      await expectAccessible(page, 'account corrected and paid', { end: 'phone' });
      await shoot(page, journey, 'verify-account-2-paid');
      expect((await admin.db.doc(paths.payout(id)).get()).data()).toMatchObject({ status: 'processed', attempt: 1 });
    },
  );
});
