// Money documents in the browser (decision 039), each PDF read back for its text and totals: a student's receipt
// for a funded project and, once they cancel it overdue and are refunded, the credit note that refers to it; a
// seller's invoice and payout statement beside a payout paid through the simulated RazorpayX, their month's statement
// (PDF and CSV) and their tax details; an admin's month of exports, each total beside the ledger's. Funding and the
// earning are booked in the ledger as their movements book them (the checkout and the release are
// project-lifecycle.test.ts's and escrow.test.ts's journeys); every document is the trigger's.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { monthName, monthOfDay, monthRange, previousMonth } from '@marketplace/shared/documents/financial-year';
import { taxDetailsTexts } from '@marketplace/shared/documents/tax-details';
import { exportKinds } from '@marketplace/shared/documents/tax-exports';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { captureEntry, earningEntry, ledgerSubject, type EntryDraft } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { readPdf } from '../support/read-pdf.ts';
import { expectAccessible } from './support/a11y.ts';
import { phone } from './support/browser.ts';
import { seedPayout } from './support/payouts.ts';
import { closeDialog, confirmAction, expectStates, live, openConsoleArea, openProject } from './support/projects.ts';
import { seedProject } from './support/seeded-projects.ts';
import { seedVerified } from './support/verification.ts';
import { DAY_MS, provider } from './support/journey.ts';
import { useJourney } from './support/journey-suite.ts';

const journey = useJourney('documents');

// The month this file's seller earns in and the admin exports: the month before last in India, where no other journey
// pays. The other journeys pay now, which in a run that crosses midnight in India (18:30 UTC) at a month's end is last
// month's, so last month's exports would hold their invoices too and the line checked below would move.
const quietMonth = previousMonth(previousMonth(monthOfDay(indiaDay(Date.now()))));

const book = (draft: EntryDraft, at: number) =>
  journey.admin.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, at));

/** The capture a project's funding books (the movement's own entry), for the paid order seedProject left. */
async function bookFunding(projectId: string, studentId: string, at = Date.now()) {
  const orders = await journey.admin.db.collection(paths.paymentOrders).where('projectId', '==', projectId).get();
  const order = orders.docs[0]!;
  const payment = {
    paymentId: String(order.get('paymentId')),
    paymentOrderId: order.id,
    amountPaise: Number(order.get('amountPaise')),
  };
  await book(
    captureEntry({ subject: ledgerSubject.project(projectId), payerId: studentId, sellerId: null }, payment),
    at,
  );
}

/** Clicks a document's download button and reads the PDF (or CSV) it saves. */
async function downloaded(page: Page, button: Locator): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await button.click();
  return readFile((await (await download).path())!);
}

const pdfText = async (page: Page, button: Locator) => (await readPdf(await downloaded(page, button))).text;

describe('money documents (decision 039)', () => {
  test(
    'a student downloads the receipt of a funded project, then the credit note of its refund, on a phone',
    { timeout: 150_000 },
    async () => {
      const student = await journey.seedPerson('student', 'documents-student');
      const seller = await journey.seedPerson('seller', 'documents-seller');
      const title = `Rain gauge ${crypto.randomUUID().slice(0, 8)}`;
      const projectId = await seedProject(journey.admin, student, {
        title,
        budget: 1234.57,
        deadline: Date.now() - 9 * DAY_MS,
        paymentStatus: 'Funded',
        seller,
      });
      await bookFunding(projectId, student.uid);

      const { page } = await journey.signIn(student, phone);
      const detail = await openProject(page, title);
      const receipt = detail.getByRole('button', { name: /^Receipt RC\d{4}[A-R]-\d{7} \(PDF\)/ });
      await receipt.waitFor(live);
      const serial = /RC\d{4}[A-R]-\d{7}/.exec((await receipt.getAttribute('aria-label'))!)![0];
      const receiptText = await pdfText(page, receipt);
      expect(receiptText).toContain('Payment receipt');
      expect(receiptText).toContain(serial);
      expect(receiptText).toContain(title);
      expect(receiptText).toContain('₹1,234.57');
      await expectAccessible(page, "a funded project's receipt on a phone", { end: 'phone' });
      await receipt.scrollIntoViewIfNeeded();
      await journey.shoot(page, 'student-1-receipt', { fullPage: false });

      await confirmAction(page, detail, 'cancel-overdue');
      await expectStates(detail, 'Cancelled', 'Refunded');
      const creditNote = detail.getByRole('button', { name: /^Credit note CN\d{4}[A-R]-\d{7} \(PDF\)/ });
      await creditNote.waitFor(provider);
      const noteText = await pdfText(page, creditNote);
      expect(noteText).toContain('Credit note');
      expect(noteText).toContain(serial);
      expect(noteText).toContain('₹1,234.57');
      await closeDialog(detail);

      const payments = page.getByRole('region', { name: 'Payments' });
      const rows = payments.getByRole('listitem').filter({ hasText: title });
      await expect.poll(() => rows.count(), live).toBe(2);
      expect(await rows.first().innerText()).toContain('Credit note');
      await expectAccessible(page, "a student's Payments with a refund", { end: 'phone' });
      await journey.shoot(page, 'student-2-payments');
    },
  );

  test(
    "a seller downloads a paid payout's statement and their month's statement, and gives their GSTIN",
    { timeout: 150_000 },
    async () => {
      const seller = await journey.seedPerson('seller', 'documents-seller');
      await journey.admin.db.doc(paths.user(seller.uid)).update({ fullName: 'Sally Seller' });
      const details = { method: 'upi', upiId: 'sally@okaxis' } as const;
      await journey.admin.db.doc(paths.payoutDetails(seller.uid)).set(details);
      await seedVerified(journey.admin, seller.uid, details);
      // Funded and released in the middle of the quiet month (so its earning is that month's), its payout written then
      // and sent now, as the payout's trigger sends one to a verified seller with details.
      const projectId = `payout-e2e-${crypto.randomUUID().slice(0, 12)}`;
      const released = monthRange(quietMonth).start + 14 * DAY_MS;
      const party = { subject: ledgerSubject.project(projectId), payerId: 'student-of-the-release', sellerId: null };
      const payment = { paymentId: `pay_${projectId}`, paymentOrderId: `order_${projectId}`, amountPaise: 300_000 };
      await book(captureEntry(party, payment), released - DAY_MS);
      await book(earningEntry({ ...party, sellerId: seller.uid }, 'release', splitPaise(300_000)), released);
      const payout = await seedPayout(journey.admin, seller, 3000, {}, projectId);

      const { page } = await journey.signIn(seller);
      const payouts = page.getByRole('region', { name: 'Your Payouts' });
      const row = payouts.getByRole('listitem').filter({ hasText: payout.title });
      const statement = row.getByRole('button', { name: /^Payout statement \(PDF\)/ });
      await statement.waitFor(provider);
      const statementText = await pdfText(page, statement);
      expect(statementText).toContain('Payout statement');
      expect(statementText).toContain('₹3,000.00');
      expect(statementText).toContain('₹2,100.00');
      const invoiceText = await pdfText(
        page,
        row.getByRole('button', { name: /^Platform invoice PF\d{4}[A-R]-\d{7}/ }),
      );
      expect(invoiceText).toContain('₹900.00');

      const statements = payouts.getByRole('region', { name: 'Monthly statements' });
      await statements.getByLabel('Month').selectOption({ label: monthName(quietMonth) });
      await statements.getByRole('button', { name: 'Get statement' }).click();
      const month = statements.getByRole('listitem').filter({ hasText: monthName(quietMonth) });
      await month.waitFor(live);
      const monthText = await pdfText(page, month.getByRole('button', { name: /^Statement \(PDF\)/ }));
      expect(monthText).toContain(monthName(quietMonth));
      expect(monthText).toContain('₹2,100.00');
      const csv = (await downloaded(page, month.getByRole('button', { name: /^Statement \(CSV\)/ }))).toString('utf8');
      expect(csv).toContain('2100.00');
      await expectAccessible(page, "a seller's payouts with their documents");
      await journey.shoot(page, 'seller-1-documents');

      const tax = payouts.getByRole('region', { name: 'Tax details' });
      await tax.getByLabel('I am registered for GST').check();
      await tax.getByLabel('GSTIN').fill('27ABCPE1234F1ZC');
      await tax.getByLabel('Legal name').fill('Sally Seller Designs');
      await tax.getByLabel('Principal place of business').fill('12 MG Road, Pune, Maharashtra');
      await tax.getByRole('button', { name: 'Save tax details' }).click();
      await tax.getByText(taxDetailsTexts.gstin).waitFor();
      // seedVerified's PAN is ABCPE1234F; its GSTIN in Maharashtra ends in B.
      await tax.getByLabel('GSTIN').fill('27ABCPE1234F1ZB');
      await tax.getByRole('button', { name: 'Save tax details' }).click();
      await tax.getByText(taxDetailsTexts.saved).waitFor(live);
      expect((await journey.admin.db.doc(paths.taxDetails(seller.uid)).get()).get('gstin')).toBe('27ABCPE1234F1ZB');
      await page.setViewportSize(phone);
      await expectAccessible(page, "a seller's tax details and statements on a phone", { end: 'phone' });
      await journey.shoot(page, 'seller-2-tax-details');
    },
  );

  test("an admin prepares a past month's exports, each total beside the ledger's, and downloads one", async () => {
    const { page } = await journey.signInAsAdmin(await journey.seedAdmin('documents-admin'));
    await openConsoleArea(page, 'Money');
    const exports = page.getByRole('region', { name: 'Tax exports' });
    await exports.getByLabel('Month').fill(quietMonth);
    await exports.getByRole('button', { name: 'Prepare exports' }).click();
    const files = exports.getByRole('list', { name: `Exports of ${monthName(quietMonth)}` });
    await files.waitFor(live);
    // Every export of decision 064, each with its total beside the ledger's.
    expect(await files.getByRole('listitem').count()).toBe(exportKinds.length);
    expect(await files.getByText('matches the ledger', { exact: false }).count()).toBe(exportKinds.length);
    const csv = await downloaded(
      page,
      files.getByRole('button', { name: /^Download CSV: Platform invoices to unregistered sellers \(GSTR-1 B2CS\)/ }),
    );
    const [header, ...lines] = csv.toString('utf8').trim().split(/\r?\n/);
    // The GST offline tool's B2CS template, then the tax amounts (decision 064).
    expect(header).toMatch(/^Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,/);
    // The seller's journey above released ₹3,000.00 in the quiet month before giving a GSTIN: its platform invoice of
    // ₹900.00 (18% GST inside) is its place of supply's whole line.
    expect(lines.some((line) => /^OE,\d{2}-[^,]+,,18,762\.7\d,0\.00,,/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,/);
    await expectAccessible(page, "an admin's tax exports");
    await journey.shoot(page, 'admin-1-exports');
    await page.setViewportSize(phone);
    await expectAccessible(page, "an admin's tax exports on a phone", { end: 'phone' });
    await journey.shoot(page, 'admin-2-exports');
  });
});
