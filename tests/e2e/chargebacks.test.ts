// Chargebacks in the browser (decision 049), raised as the demo's is (scripts/seed-chargeback.ts): the simulated
// bank's control disputes a captured payment and the host takes its signed webhook. A funded project's chargeback
// holds the seller's share in escrow; the admin reads the evidence pack, contests it and the bank decides for us, so
// the share is let go. A paid-out project's chargeback is taken back from the seller's earnings; the admin accepts
// it on a phone and the share stays taken. Screenshots and axe at 1280 and 375 px.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { captureEntry, earningEntry, ledgerSubject, type EntryDraft } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise, toPaise } from '@marketplace/shared/projects/money';
import { journalCollection } from '../../functions/src/adapters/simulated-journal.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { emulatorIdToken } from '../../scripts/emulator-sign-in.ts';
import { expectAccessible } from './support/a11y.ts';
import { phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, openConsoleArea, signIn, signInAsAdmin } from './support/projects.ts';
import { seedPayout } from './support/payouts.ts';
import { seedCast } from './support/seeded-projects.ts';
import { stack, uniqueEmail, type Admin } from './support/stack.ts';

const journey = 'chargebacks';
const password = 'correct-horse-42';
/** A webhook from the simulated bank reaches the host and its subscriber within seconds. */
const bank = { timeout: 30_000 } as const;

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const book = (draft: EntryDraft, at: number) => admin.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, at));

/** The paid order seedProject left, its capture booked and its payment in the simulated provider's journal. */
async function capturedPayment(projectId: string, studentId: string, at: number): Promise<string> {
  const orders = await admin.db.collection(paths.paymentOrders).where('projectId', '==', projectId).get();
  const order = orders.docs[0]!;
  const paymentId = String(order.get('paymentId'));
  const amountPaise = Number(order.get('amountPaise'));
  const party = { subject: ledgerSubject.project(projectId), payerId: studentId, sellerId: null };
  await book(captureEntry(party, { paymentId, paymentOrderId: order.id, amountPaise }), at);
  await admin.db
    .doc(`${journalCollection('payment')}/${paymentId}`)
    .set({ id: paymentId, createdAt: at, amountPaise, status: 'captured', fields: { orderId: order.id } });
  return paymentId;
}

/** An admin who calls the simulated bank's controls as scripts/seed-chargeback.ts does, and signs in. */
async function seedAdmin() {
  const email = uniqueEmail('chargebacks-admin');
  await admin.seedPerson({ email, password, role: 'admin', verified: true });
  const token = await emulatorIdToken(stack.authHost, email, password);
  const control = async (path: string, body: object) => {
    const response = await fetch(`${stack.appUrl}/api/admin/chargebacks/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { disputeId?: string };
  };
  return {
    email,
    raise: async (paymentId: string) => String((await control('simulated', { paymentId })).disputeId),
    decide: (disputeId: string, outcome: 'won' | 'lost') => control(`simulated/${disputeId}/decision`, { outcome }),
  };
}

const caseStatus = async (disputeId: string) =>
  String((await admin.db.doc(paths.chargeback(disputeId)).get()).get('status') ?? '');

/** The seller's line for the case on Your Payouts. */
const sellerCase = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Held or taken back after a chargeback' })
    .getByRole('listitem')
    .filter({ hasText: title });

/** The admin opens the case's evidence pack from the Money area's Chargebacks. */
async function openCase(page: Page, title: string): Promise<Locator> {
  await openConsoleArea(page, 'Money');
  const chargebacks = page.getByRole('region', { name: 'Chargebacks', exact: true });
  await chargebacks.getByRole('button', { name: `Open the evidence pack for ${title}` }).click();
  const opened = dialog(page, `Chargeback on “${title}”`);
  await opened.getByRole('region', { name: 'Receipt' }).waitFor(live);
  return opened;
}

describe('chargebacks', () => {
  test(
    "a funded project's chargeback holds the seller's share; contested with the evidence pack, it is won",
    { timeout: 150_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'chargebacks-held', password, {
        name: 'Weather station',
        budget: 4000,
        deadline: Date.now() + 10 * 86_400_000,
        assigned: true,
        paymentStatus: 'Funded',
      });
      const paymentId = await capturedPayment(projectId, student.uid, Date.now() - 3_600_000);
      const bankControl = await seedAdmin();
      const disputeId = await bankControl.raise(paymentId);
      await expect.poll(() => caseStatus(disputeId), bank).toBe('open');

      const { page } = await signInAsAdmin(browser, { email: bankControl.email, password });
      const opened = await openCase(page, title);
      await opened.getByText('₹4,000.00 · Waiting for our answer').waitFor();
      await shoot(page, journey, 'admin-1-evidence-pack');
      await expectAccessible(page, 'a chargeback’s evidence pack');
      await opened.getByLabel(/Why the payment stands/).fill('The seller delivered the station; the payer took it.');
      await opened.getByRole('button', { name: 'Submit to the bank' }).click();
      const confirm = dialog(page, 'Submit the evidence');
      await confirm.getByRole('button', { name: 'Submit to the bank' }).click();
      await page
        .getByRole('status')
        .getByText(`The evidence for “${title}” was submitted; the bank decides now.`)
        .waitFor();
      await expect.poll(() => caseStatus(disputeId), bank).toBe('under_review');
      const row = page
        .getByRole('region', { name: 'Chargebacks', exact: true })
        .getByRole('row')
        .filter({ hasText: title });
      await row.getByText('Evidence submitted: the bank decides').waitFor(live);

      // The seller, on a phone, sees their share held while the bank decides, then let go.
      const sellerSession = await signIn(browser, seller, phone);
      const held = sellerCase(sellerSession.page, title);
      await held.getByText(/^Held: the payer's bank disputed the payment of ₹4,000\.00/).waitFor(live);
      await shoot(sellerSession.page, journey, 'seller-1-held-phone');
      await expectAccessible(sellerSession.page, 'a share held after a chargeback', { end: 'phone' });
      await bankControl.decide(disputeId, 'won');
      await expect.poll(() => caseStatus(disputeId), bank).toBe('won');
      await held.getByText(/^Chargeback won on .*: your share is no longer held\.$/).waitFor(live);
      await shoot(sellerSession.page, journey, 'seller-2-won-phone');
    },
  );

  test(
    "a paid-out project's chargeback is taken back from the seller's earnings; accepted on a phone, it stays taken",
    { timeout: 150_000 },
    async () => {
      const { student, seller, title, projectId } = await seedCast(admin, 'chargebacks-recovered', password, {
        name: 'Greenhouse monitor',
        budget: 3000,
        deadline: null,
        assigned: true,
        status: 'Completed',
        paymentStatus: 'Released',
      });
      const released = Date.now() - 2 * 86_400_000;
      const paymentId = await capturedPayment(projectId, student.uid, released - 86_400_000);
      const party = { subject: ledgerSubject.project(projectId), payerId: student.uid, sellerId: seller.uid };
      await book(earningEntry(party, 'release', splitPaise(toPaise(3000))), released);
      const paidOut = { title, status: 'processed', reference: 'UTRCB0001' } as const;
      const payout = await seedPayout(admin, seller, 3000, paidOut, projectId);
      const bankControl = await seedAdmin();
      const disputeId = await bankControl.raise(paymentId);
      await expect.poll(() => caseStatus(disputeId), bank).toBe('open');

      const sellerSession = await signIn(browser, seller);
      const recovered = sellerCase(sellerSession.page, title);
      await recovered.getByText(/^Taken back from your earnings: /).waitFor(live);
      await recovered.getByText('₹2,100.00').waitFor();
      await shoot(sellerSession.page, journey, 'seller-3-recovered');
      await expectAccessible(sellerSession.page, 'a share taken back after a chargeback');

      const { page } = await signInAsAdmin(browser, { email: bankControl.email, password }, phone);
      const opened = await openCase(page, title);
      await shoot(page, journey, 'admin-2-evidence-pack-phone', { fullPage: false });
      await expectAccessible(page, 'a chargeback’s evidence pack on a phone', { end: 'phone' });
      await opened.getByRole('button', { name: 'Accept chargeback' }).click();
      await dialog(page, 'Accept the chargeback').getByRole('button', { name: 'Accept chargeback' }).click();
      await page.getByRole('status').getByText(`The chargeback on “${title}” was accepted.`).waitFor();
      await expect.poll(() => caseStatus(disputeId), bank).toBe('lost');
      await shoot(page, journey, 'admin-3-accepted-phone');
      await recovered.getByText(/^Chargeback lost on .*: the amount taken back stays taken\.$/).waitFor(live);
      expect((await admin.db.doc(paths.payout(payout.id)).get()).get('status')).toBe('processed');
      await shoot(sellerSession.page, journey, 'seller-4-lost');
    },
  );
});
