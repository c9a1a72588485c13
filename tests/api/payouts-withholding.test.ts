// Tax withheld from a seller's payout (decision 039): booked in the transaction that queues it, once the seller's PAN
// is verified; TCS for a GST-registered seller, TDS at 0.1% for a company's PAN; the provider is sent the net, the
// payout statement and the month's exports show it, and a queue delivered again books it once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { financialYearOf } from '@marketplace/shared/documents/financial-year';
import { gstinCheckCharacter } from '@marketplace/shared/documents/tax-ids';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import {
  accountOf,
  captureEntry,
  earningEntry,
  entryIdFor,
  ledgerEntrySchema,
  ledgerSubject,
  taxAccounts,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import type { SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { notifyPayout } from '../../functions/src/features/notifications/notify-payout.ts';
import { queueForSending } from '../../functions/src/features/payouts/queue-payout.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { monthOfLedger } from '../../functions/src/features/documents/tax-exports.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { deliverEntry } from './support/ledger.ts';
import { startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { aRelease, saveUpiDetails, verifiedFor, writeReleasedPayout } from './support/payouts.ts';
import { send } from './support/projects.ts';
import { useSubscribers } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, seller: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [seller, admin] = suite.people;
});
useSubscribers(() => backend, { handlePayoutEvent: triggers.handlePayoutEvent });
beforeEach(() => verifiedFor(backend, seller));
afterEach(() => vi.restoreAllMocks());

const upi = { method: 'upi', upiId: 'sally@okaxis' } as const;
const payoutOf = async (id: string) => (await backend.db.doc(paths.payout(id)).get()).data();
const withholdingOf = async (projectId: string) => {
  const stored = await backend.db
    .doc(paths.ledgerEntry(entryIdFor.withholding(ledgerSubject.project(projectId))))
    .get();
  return stored.exists ? ledgerEntrySchema.parse({ ...stored.data(), id: stored.id }) : null;
};
const indiaMonth = () => indiaDay(Date.now()).slice(0, 7);
const yearGross = async () =>
  (await backend.db.doc(paths.sellerTaxYear(`${seller.uid}-${financialYearOf(indiaDay(Date.now())).label}`)).get()).get(
    'grossPaise',
  );

/** A ₹1,000 project paid and released as the server books it (its entries), and the payout the trigger writes. */
async function released(projectId: string) {
  const party = { subject: ledgerSubject.project(projectId), payerId: 'student-1', sellerId: seller.uid };
  const payment = { paymentId: `pay_${projectId}`, paymentOrderId: `order_${projectId}`, amountPaise: 100_000 };
  for (const entry of [captureEntry(party, payment), earningEntry(party, 'release', splitPaise(100_000))]) {
    await backend.db.doc(paths.ledgerEntry(entry.id)).set(storedEntry(entry, Date.now()));
  }
  await writeReleasedPayout(backend, aRelease(projectId, seller));
}

/** The seller saves their UPI id with the send trigger on, and the payout is processed through the webhooks. */
async function paidOnDetails(payoutId: string) {
  const trigger = deliverFirestore(backend.db, { sendPayout: triggers.sendPayout }, backend);
  await trigger.listening;
  try {
    await saveUpiDetails(api, seller);
    return await eventually(
      () => payoutOf(payoutId),
      (payout) => payout?.status === 'processed',
    );
  } finally {
    await trigger();
    await (backend.payouts as SimulatedPayouts).idle();
  }
}

const setPan = (pan: string) => backend.db.doc(paths.sellerVerification(seller.uid)).update({ pan });

describe('tax withheld from a payout', () => {
  it("withholds TCS from a GST-registered seller's share, sends the net, and states it on the statement and GSTR-8", async () => {
    // Maharashtra, on the verified PAN: the supply is within the state (no delivery address names another).
    const first14 = '27ABCPE1234F1Z';
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    await backend.db
      .doc(paths.taxDetails(seller.uid))
      .set({ gstin, legalName: 'Sally Seller', address: '4 Sample Lane, Pune, Maharashtra' });
    await released('g1');
    const sends = vi.spyOn(backend.payouts, 'send');
    const processed = await paidOnDetails('g1');

    // ₹1,000 includes 18% GST (₹152.54), so the taxable value is ₹847.46 and TCS 0.5% of it ₹4.24 (₹2.12 + ₹2.12);
    // the PAN is an individual's within the year's threshold, so no TDS.
    expect(processed).toMatchObject({ sellerPaise: 70_000, withheldPaise: 424, amountPaise: 69_576 });
    expect([...new Set(sends.mock.calls.map(([request]) => request.amountPaise))]).toEqual([69_576]);
    const entry = (await withholdingOf('g1'))!;
    expect(entry.lines).toEqual(
      expect.arrayContaining([
        { account: accountOf('sellerDue', seller.uid), amountPaise: 424 },
        { account: taxAccounts.tcs, amountPaise: -424 },
      ]),
    );
    expect(entry.lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(0);
    expect(entry.basis).toMatchObject({ gstin, tcs: { cgstPaise: 212, sgstPaise: 212 }, tds: { totalPaise: 0 } });
    expect(await yearGross()).toBe(100_000);

    // The mail names the net paid, the gross earned and the TCS withheld (the tax read from its withholding entry).
    await notifyPayout(backend, {
      id: 'g1-processed',
      path: paths.payout('g1'),
      params: { payoutId: 'g1' },
      before: { ...processed, status: 'processing' },
      after: processed!,
    });
    const mail = await backend.db.doc(paths.notification(seller.uid, 'payout-g1-processed-1')).get();
    expect(mail.get('text')).toContain('₹695.76 net paid (₹700.00 gross earned less ₹4.24 TCS withheld)');

    // The payout statement, issued from the payout-paid entry.
    const paidId = entryIdFor.payoutPaid('g1', 1);
    const paid = await backend.db.doc(paths.ledgerEntry(paidId)).get();
    expect(paid.get('totals.sellerDue')).toBe(69_576);
    await deliverEntry(backend, entryIdFor.earning(ledgerSubject.project('g1')));
    await deliverEntry(backend, paidId);
    const statement = issuedDocumentSchema.parse({
      ...(await backend.db.doc(paths.document(paidId)).get()).data(),
      id: paidId,
    });
    expect(statement.shares).toEqual([
      expect.objectContaining({ netPaise: 69_576, withholding: expect.objectContaining({ totalPaise: 424 }) }),
    ]);

    // The month's exports: GSTR-8 has the TCS, and every total equals the ledger's.
    const answer = await send(api.url, admin, 'POST', '/admin/tax-exports', { month: indiaMonth() });
    expect(answer.status).toBe(200);
    const files = answer.body.files as { kind: string; exportedPaise: number; ledgerPaise: number }[];
    for (const file of files) expect(file.exportedPaise, file.kind).toBe(file.ledgerPaise);
    expect(files.find((file) => file.kind === 'gstr8')).toMatchObject({ exportedPaise: 424, ledgerPaise: 424 });
    expect(files.find((file) => file.kind === 'tds26q')).toMatchObject({ exportedPaise: 0, ledgerPaise: 0 });
  });

  it("deducts TDS at 0.1% of the gross from a company's share (fourth letter of the PAN 'C')", async () => {
    await setPan('AAACS1234C');
    await released('c1');
    const queued = await queueForSending(backend, 'c1', upi);
    expect(queued).toMatchObject({ status: 'queued', withheldPaise: 100, amountPaise: 69_900 });
    const entry = (await withholdingOf('c1'))!;
    expect(entry.lines).toEqual([
      { account: accountOf('sellerDue', seller.uid), amountPaise: 100 },
      { account: taxAccounts.tds, amountPaise: -100 },
    ]);
    expect(entry.basis).toMatchObject({ pan: 'AAACS1234C', tds: { rateBp: 10, reason: 'rate', totalPaise: 100 } });

    // Form 26Q names the deductee by the name the tax department has on the PAN and the PAN (decision 064), not by id.
    const { files, checks } = await monthOfLedger(backend.db, indiaMonth());
    const row = files.tds26q.split('\r\n')[1]!;
    expect(row).toMatch(/^1,194O,01,AAACS1234C,SALLY SELLER,\d{2}\/\d{2}\/\d{4},1000\.00,1\.00,/);
    expect(files.tds26q).not.toContain(seller.uid);
    expect(checks.find((check) => check.kind === 'tds26q')).toMatchObject({ exportedPaise: 100, ledgerPaise: 100 });
  });

  it('withholds nothing from an individual within the threshold, and nothing before the PAN is verified', async () => {
    await backend.db.doc(paths.sellerVerification(seller.uid)).update({ status: 'checking' });
    await released('n1');
    expect(await queueForSending(backend, 'n1', upi)).toMatchObject({ status: 'queued', amountPaise: 70_000 });
    expect((await payoutOf('n1'))?.withheldPaise).toBeUndefined();
    await backend.db.doc(paths.sellerVerification(seller.uid)).update({ status: 'verified' });
    await backend.db.doc(paths.payout('n1')).update({ status: 'waiting-for-verification' });
    expect(await queueForSending(backend, 'n1', upi)).toMatchObject({ withheldPaise: 0, amountPaise: 70_000 });
    expect(await withholdingOf('n1')).toBeNull();
  });

  it('books the withholding once when the queue is delivered again, at once or after a hold', async () => {
    await setPan('AAACS1234C');
    await released('r1');
    await Promise.all([1, 2, 3].map(() => queueForSending(backend, 'r1', upi)));
    // Held for verification before it was sent, then queued again as a new attempt.
    await backend.db.doc(paths.payout('r1')).update({ status: 'waiting-for-verification' });
    const again = await queueForSending(backend, 'r1', upi);
    expect(again).toMatchObject({ status: 'queued', attempt: 2, withheldPaise: 100, amountPaise: 69_900 });
    const entries = await backend.db.collection(paths.ledgerEntries).where('kind', '==', 'withholding').get();
    expect(entries.docs.map((doc) => doc.id)).toEqual([entryIdFor.withholding(ledgerSubject.project('r1'))]);
    expect(await yearGross()).toBe(100_000);
  });
});
