// Journey 8: a student and a seller take one project from request to paid (SPEC 2, 4, 5, 8, 9) in two
// browsers side by side, each seeing the other's moves arrive live, without a reload; a third, phone-sized
// browser shows the student's screens at 375px.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { deadlineDisplay } from '@marketplace/shared/projects/deadline';
import { formatRupees, sellerPayout } from '@marketplace/shared/projects/money';
import { localDateString } from '@marketplace/shared/projects/post-project';
import type { PaymentStatus, ProjectStatus } from '@marketplace/shared/projects/project';
import { actionLabels } from '@marketplace/shared/projects/project-actions';
import { texts } from '@marketplace/shared/texts';
import { fillTestCard, seen } from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { phone, shoot, useBrowserSuite } from './support/browser.ts';
import {
  chatMessages,
  closeDialog,
  confirmAction,
  dialog,
  expectNotReloaded,
  expectStates,
  live,
  markDocument,
  projectCard,
  seedVerifiedPerson,
  sendMessage,
  signIn,
  type Person,
} from './support/projects.ts';
import { eventually, type Admin } from './support/stack.ts';
import { DAY_MS, password } from './support/journey.ts';

const journey = 'project-lifecycle';
const budget = 1500;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role']) => seedVerifiedPerson(admin, role, `lifecycle-${role}`, password);

/** The stored projects with this title (titles are unique per run). */
async function storedProjects(title: string) {
  return (await admin.db.collection(paths.projects).where('title', '==', title).get()).docs;
}

/** Opens the project from its card and takes `action` in its detail, with a picture of the confirmation as `shot`. */
async function actFromCard(page: Page, card: Locator, title: string, action: 'complete' | 'release', shot: string) {
  await card.getByRole('button', { name: title, exact: true }).click();
  await confirmAction(page, dialog(page, title), action, () => shoot(page, journey, shot, { fullPage: false }));
}

/** Each card (one person's, another's, the phone's) shows the project in these states. */
async function expectOnCards(cards: Locator[], ...states: [ProjectStatus, PaymentStatus]) {
  for (const card of cards) await expectStates(card, ...states);
}

describe('a project from request to paid', () => {
  test(
    'a student posts, a seller takes it, they chat, the student funds, the seller completes, the student releases',
    {
      timeout: 180_000,
    },
    async () => {
      const student = await seedPerson('student');
      const seller = await seedPerson('seller');
      const title = `Smart irrigation controller ${randomUUID().slice(0, 8)}`;
      const description = 'A soil-moisture driven drip irrigation controller with a weekly watering report.';
      const deliveryAddress = '14 Lake View Road, Arera Colony, Bhopal 462016';
      const deadline = localDateString(Date.now() + 10 * DAY_MS);

      // ---- 1. The student posts the project; a first attempt without a budget is refused. ----
      const { page: studentPage } = await signIn(browser, student);
      await markDocument(studentPage);
      expect(await seen(studentPage.getByText(texts.dashboard.studentEmpty, { exact: true }))).toBe(
        texts.dashboard.studentEmpty,
      );
      await studentPage.getByText(texts.dashboard.studentEmptyHint, { exact: true }).waitFor();
      await shoot(studentPage, journey, '1-student-empty');

      await studentPage.getByRole('button', { name: 'Post Project', exact: true }).click();
      const postForm = dialog(studentPage, 'Post a New Project');
      await postForm.getByLabel(/^Title/).fill(title);
      await postForm.getByLabel(/^Description/).fill(description);
      await postForm.getByLabel(/^Deadline/).fill(deadline);
      await postForm.getByLabel(/^Delivery address/).fill(deliveryAddress);
      await postForm.getByRole('button', { name: 'Post Project', exact: true }).click();
      expect(await seen(postForm.getByRole('alert'))).toBe(texts.projects.requiredFields);
      await shoot(studentPage, journey, '1-student-required-fields', { fullPage: false });
      expect(await storedProjects(title)).toHaveLength(0);

      await postForm.getByLabel(/^Budget/).fill(String(budget));
      await postForm.getByRole('button', { name: 'Post Project', exact: true }).click();
      await postForm.waitFor({ state: 'detached' });
      const studentCard = projectCard(studentPage, title);
      await studentCard.waitFor();
      await expectStates(studentCard, 'Open', 'Unpaid');
      expect(await studentCard.innerText()).toContain(formatRupees(budget));
      expect(await studentCard.innerText()).toContain(
        deadlineDisplay(Date.parse(`${deadline}T00:00`), Date.now()).text,
      );
      expect(await studentPage.getByText(texts.dashboard.studentEmpty).count()).toBe(0);
      await shoot(studentPage, journey, '1-student-posted');

      const [stored] = await eventually(
        () => storedProjects(title),
        (found) => found.length === 1,
      );
      const projectId = stored!.id;
      expect(stored!.data()).toMatchObject({
        studentId: student.uid,
        studentEmail: student.email,
        title,
        description,
        budget,
        status: 'Open',
        paymentStatus: 'Unpaid',
        sellerId: null,
        sellerEmail: null,
      });

      // ---- 2. The seller finds it with their payout, takes it, and the student's card follows. ----
      const { page: sellerPage } = await signIn(browser, seller);
      await markDocument(sellerPage);
      const sellerCard = projectCard(sellerPage, title);
      await sellerCard.waitFor(live);
      await expectStates(sellerCard, 'Open', 'Unpaid');
      expect(await sellerCard.innerText()).toContain(`Your payout: ${formatRupees(sellerPayout(budget))}`);
      await shoot(sellerPage, journey, '2-seller-available');

      await sellerCard.getByRole('button', { name: title, exact: true }).click();
      const sellerDetail = dialog(sellerPage, title);
      await sellerDetail.getByText(description, { exact: true }).waitFor();
      expect(await sellerDetail.innerText()).toContain(formatRupees(sellerPayout(budget)));
      // The address is kept from sellers until one takes the project.
      expect(await sellerDetail.getByText(deliveryAddress).count()).toBe(0);
      await shoot(sellerPage, journey, '2-seller-detail', { fullPage: false });

      await confirmAction(sellerPage, sellerDetail, 'take', () =>
        shoot(sellerPage, journey, '2-seller-confirm-take', { fullPage: false }),
      );
      await expectStates(sellerDetail, 'In Progress', 'Unpaid');
      await sellerDetail.getByText(deliveryAddress, { exact: true }).waitFor(live);
      await expectStates(studentCard, 'In Progress', 'Unpaid');
      await shoot(sellerPage, journey, '2-seller-taken', { fullPage: false });
      await shoot(studentPage, journey, '2-student-in-progress');

      // ---- 3. Chat both ways, with the unread marker on the student's card. ----
      const hello = `Hello! I have started on "${title}".`;
      const reply = 'Great, thank you. Please send a wiring diagram first.';
      await sellerDetail.getByRole('button', { name: /^Open Chat/ }).click();
      const sellerChat = dialog(sellerPage, 'Chat');
      await sendMessage(sellerChat, hello);
      await expect.poll(() => chatMessages(sellerChat).allInnerTexts(), live).toEqual([expect.stringContaining(hello)]);
      expect(await chatMessages(sellerChat).first().innerText()).toContain('You');

      const unreadMarker = studentCard.getByLabel('1 unread message', { exact: true });
      await unreadMarker.waitFor(live);
      await shoot(studentPage, journey, '3-student-unread');

      await studentCard.getByRole('button', { name: title, exact: true }).click();
      const studentDetail = dialog(studentPage, title);
      const studentChatButton = studentDetail.getByRole('button', { name: /^Open Chat/ });
      // The detail's actions load with it (web/src/lib/lazy-logic.ts): its Chat button may be drawn a moment later.
      await studentChatButton.getByLabel('1 unread message', { exact: true }).waitFor(live);
      await studentDetail.getByText(deliveryAddress, { exact: true }).waitFor();
      await shoot(studentPage, journey, '3-student-detail', { fullPage: false });
      await studentChatButton.click();
      const studentChat = dialog(studentPage, 'Chat');
      await expect
        .poll(() => chatMessages(studentChat).allInnerTexts(), live)
        .toEqual([expect.stringContaining(hello)]);
      expect(await chatMessages(studentChat).first().innerText()).toContain(seller.email);
      await unreadMarker.waitFor({ state: 'detached', ...live });

      // A whitespace-only draft cannot be sent, neither by the button nor by Enter (SPEC 5).
      const studentInput = studentChat.getByLabel('Message', { exact: true });
      await studentInput.fill('   ');
      expect(await studentChat.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
      await studentInput.press('Enter');
      await sendMessage(studentChat, reply);
      // Had the blank draft gone out, it would sit between the two messages.
      await expect
        .poll(() => chatMessages(studentChat).allInnerTexts(), live)
        .toEqual([expect.stringContaining(hello), expect.stringContaining(reply)]);
      await expect
        .poll(() => chatMessages(sellerChat).allInnerTexts(), live)
        .toEqual([expect.stringContaining(hello), expect.stringContaining(reply)]);
      expect(await chatMessages(sellerChat).last().innerText()).toContain(student.email);
      await shoot(studentPage, journey, '3-student-chat', { fullPage: false });
      await shoot(sellerPage, journey, '3-seller-chat', { fullPage: false });
      const messages = await admin.db.collection(paths.projectMessages(projectId)).get();
      expect(messages.docs.map((message) => message.get('text')).sort()).toEqual([hello, reply].sort());

      await closeDialog(sellerChat);
      await closeDialog(sellerDetail);
      await closeDialog(studentChat);

      // ---- The student's screens on a phone (375px), in a third browser. ----
      const { page: phonePage } = await signIn(browser, student, phone);
      const phoneCard = projectCard(phonePage, title);
      await expectStates(phoneCard, 'In Progress', 'Unpaid');
      await shoot(phonePage, journey, 'phone-dashboard');
      await phonePage.getByRole('button', { name: 'Post Project', exact: true }).click();
      const phonePostForm = dialog(phonePage, 'Post a New Project');
      await phonePostForm.getByRole('button', { name: 'Post Project', exact: true }).click();
      expect(await seen(phonePostForm.getByRole('alert'))).toBe(texts.projects.requiredFields);
      await shoot(phonePage, journey, 'phone-post-form', { fullPage: false });
      await phonePostForm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await phonePostForm.waitFor({ state: 'detached' });
      await phoneCard.getByRole('button', { name: title, exact: true }).click();
      const phoneDetail = dialog(phonePage, title);
      await phoneDetail.getByText(deliveryAddress, { exact: true }).waitFor();
      await shoot(phonePage, journey, 'phone-detail', { fullPage: false });
      await phoneDetail.getByRole('button', { name: /^Open Chat/ }).click();
      const phoneChat = dialog(phonePage, 'Chat');
      await expect.poll(() => chatMessages(phoneChat).count(), live).toBe(2);
      await shoot(phonePage, journey, 'phone-chat', { fullPage: false });
      await closeDialog(phoneChat);
      await phoneDetail.getByRole('button', { name: actionLabels.fund, exact: true }).click();
      const phoneFund = dialog(phonePage, 'Fund Project');
      await phoneFund.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
      await shoot(phonePage, journey, 'phone-fund', { fullPage: false });
      await phoneFund.getByRole('button', { name: 'Cancel', exact: true }).click();
      await phoneFund.waitFor({ state: 'detached' });
      await closeDialog(phoneDetail);

      // ---- 4. The student funds it through the simulated card form; both cards turn Funded. ----
      await studentDetail.getByRole('button', { name: actionLabels.fund, exact: true }).click();
      const fund = dialog(studentPage, 'Fund Project');
      expect(await seen(fund.getByText(formatRupees(budget), { exact: true }))).toBe(formatRupees(budget));
      await fillTestCard(fund);
      await shoot(studentPage, journey, '4-student-fund-form', { fullPage: false });
      await fund.getByRole('button', { name: 'Pay Now', exact: true }).click();
      await fund.getByRole('status').filter({ hasText: 'Processing...' }).waitFor();
      await shoot(studentPage, journey, '4-student-fund-processing', { fullPage: false });
      await fund
        .getByRole('status')
        .filter({ hasText: /Payment successful/ })
        .waitFor(live);
      await shoot(studentPage, journey, '4-student-fund-success', { fullPage: false });
      await fund.getByRole('button', { name: 'Close', exact: true }).last().click();
      await fund.waitFor({ state: 'detached' });
      await expectStates(studentDetail, 'In Progress', 'Funded');
      expect(await studentDetail.getByRole('button', { name: actionLabels.fund }).count()).toBe(0);
      await closeDialog(studentDetail);
      await expectOnCards([studentCard, sellerCard, phoneCard], 'In Progress', 'Funded');
      expect((await admin.db.doc(paths.project(projectId)).get()).get('paymentStatus')).toBe('Funded');
      await shoot(studentPage, journey, '4-student-funded');
      await shoot(sellerPage, journey, '4-seller-funded');

      // ---- 5. The seller marks it complete; both see Completed. ----
      await actFromCard(sellerPage, sellerCard, title, 'complete', '5-seller-confirm-complete');
      await expectStates(sellerDetail, 'Completed', 'Funded');
      await closeDialog(sellerDetail);
      await expectOnCards([sellerCard, studentCard], 'Completed', 'Funded');
      await shoot(sellerPage, journey, '5-seller-completed');
      await shoot(studentPage, journey, '5-student-completed');

      // ---- 6. The student releases the payment; the seller is paid 70% once. ----
      await actFromCard(studentPage, studentCard, title, 'release', '6-student-confirm-release');
      await expectStates(studentDetail, 'Completed', 'Released');
      expect(await studentDetail.getByRole('button', { name: actionLabels.release }).count()).toBe(0);
      await closeDialog(studentDetail);
      await expectOnCards([studentCard, sellerCard, phoneCard], 'Completed', 'Released');

      const payouts = sellerPage.getByRole('region', { name: 'Your Payouts' });
      const payout = payouts.getByRole('listitem').filter({ hasText: title });
      await payout.waitFor(live);
      expect(await payout.count()).toBe(1);
      // 70% of ₹1,500, written out rather than computed with the code under test.
      expect(await payout.innerText()).toContain(formatRupees(1050));
      await shoot(sellerPage, journey, '6-seller-paid');
      await shoot(studentPage, journey, '6-student-released');
      await shoot(phonePage, journey, 'phone-released');
      await expectAccessible(sellerPage, 'seller dashboard with a payout');
      await expectAccessible(studentPage, 'student dashboard, released');

      const payoutDocs = await admin.db.collection(paths.payouts).where('projectId', '==', projectId).get();
      expect(payoutDocs.docs.map((doc) => doc.id)).toEqual([projectId]);
      expect(payoutDocs.docs[0]!.data()).toMatchObject({
        projectId,
        sellerId: seller.uid,
        studentId: student.uid,
        budgetPaise: 150000,
        sellerPaise: 105000,
        platformPaise: 45000,
      });
      expect((await admin.db.doc(paths.project(projectId)).get()).data()).toMatchObject({
        status: 'Completed',
        paymentStatus: 'Released',
        sellerId: seller.uid,
        sellerEmail: seller.email,
      });

      // Every change above reached the other browser live.
      await expectNotReloaded(studentPage);
      await expectNotReloaded(sellerPage);
    },
  );
});
