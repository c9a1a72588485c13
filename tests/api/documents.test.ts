// Money documents through the API and the trigger (decision 039): each ledger entry's document issued once however
// often its delivery comes, numbered without gap or repeat under fifty issues at once, read back from its PDF, and
// opened only by its owner and admins.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { exportKinds } from '@marketplace/shared/documents/tax-exports';
import { parseSerial, seriesFor } from '@marketplace/shared/documents/serials';
import { financialYearOf } from '@marketplace/shared/documents/financial-year';
import { buyerParty } from '@marketplace/shared/documents/parties';
import { lineFollowerPayment, stored } from '@marketplace/shared/documents/test-entries';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { recordOnce } from '../../functions/src/features/documents/record-document.ts';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  entryIdFor,
  ledgerSubject,
  type EntryDraft,
} from '@marketplace/shared/ledger/ledger';
import { paymentDocumentId } from '@marketplace/shared/documents/buyer-documents';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { deliverEntry } from './support/ledger.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { readPdf } from '../support/read-pdf.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './support/api-suite.ts';
import { API_TEST_PROJECT, eventually, type Backend } from './support/emulators.ts';
import type { Person } from './support/payments.ts';
import { send } from './support/projects.ts';
import { fundedProject, requestRefund } from './support/refunds.ts';
import { whileDelivered } from './support/triggers.ts';

const AT = Date.UTC(2026, 10, 2, 6);
const party = { subject: ledgerSubject.project('line-follower'), payerId: 'student', sellerId: null };

let backend: Backend, api: Served, student: Person, seller: Person, admin: Person, otherStudent: Person;
useApiSuite({ serve: serveAsLocalHost, people: ['student', 'seller', 'admin', 'student'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller, admin, otherStudent] = suite.people;
});

/** The entry's trigger delivery, as the local host or Cloud Functions hands it over. */
const deliver = (entryId: string) => deliverEntry(backend, entryId);

async function documentOf(id: string) {
  const stored = await backend.db.doc(paths.document(id)).get();
  return stored.exists ? issuedDocumentSchema.parse({ ...stored.data(), id }) : null;
}

const linkFor = (person: Person, documentId: string, file = 'pdf') =>
  send(api.url, person, 'GET', `/documents/${documentId}/link?file=${file}`);

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(`${api.url}${url}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("a payment's receipt and a refund's credit note", () => {
  it('issues the receipt once however often the entry is delivered, readable from its PDF by its owner', async () => {
    await fundedProject(backend, student, seller, { budget: 1234.57 });
    const entryId = (await backend.db.collection(paths.ledgerEntries).where('kind', '==', 'capture').get()).docs[0]!.id;
    expect(entryId.startsWith('capture-')).toBe(true);
    await Promise.all([deliver(entryId), deliver(entryId), deliver(entryId)]);
    await deliver(entryId);

    const documents = await backend.db.collection(paths.documents).get();
    expect(documents.size).toBe(1);
    const receipt = (await documentOf(entryId))!;
    expect(receipt).toMatchObject({ kind: 'payment-receipt', ownerId: student.uid, amountPaise: 123_457, ready: true });
    expect(parseSerial(receipt.serial!)).toMatchObject({ number: 1 });
    const series = await backend.db.collection('artifacts/default-project-board/public/data/documentSeries').get();
    expect(series.docs.map((doc) => doc.get('last'))).toEqual([1]);

    const link = await linkFor(student, entryId);
    expect(link.status).toBe(200);
    const read = await readPdf(await download(link.body.url as string));
    expect(read.text).toContain('Payment receipt');
    expect(read.text).toContain(receipt.serial!);
    expect(read.text).toContain('₹1,234.57');
    expect(read.text).toContain('Line-following robot');
  });

  // The disclosure table (decision 042): the receipt names an unregistered seller by name and state, which is all
  // the buyer's rules let them see of the seller; never the PAN, the home address on the profile, or the email.
  it("names an unregistered seller on the buyer's receipt and its PDF without their PAN, home address or email", async () => {
    const home = '7 Lake View Lane, Pune, Maharashtra';
    await backend.db.doc(paths.user(seller.uid)).update({ fullName: 'Ravi Kumar', address: home });
    await backend.db.doc(paths.sellerVerification(seller.uid)).set({
      status: 'verified',
      pan: 'ABCPE1234F',
      round: 1,
      accountKey: 'upi:ravi@upi',
      requestedAt: Timestamp.now(),
    });
    await fundedProject(backend, student, seller, { budget: 1234.57 });
    const entryId = (await backend.db.collection(paths.ledgerEntries).where('kind', '==', 'capture').get()).docs[0]!.id;
    await deliver(entryId);
    const receipt = (await documentOf(entryId))!;
    expect(receipt.supplier).toEqual({
      name: 'Ravi Kumar',
      address: null,
      gstin: null,
      pan: null,
      stateCode: '27',
      email: null,
    });
    const read = await readPdf(await download((await linkFor(student, entryId)).body.url as string));
    expect(read.text).toContain('Ravi Kumar');
    for (const secret of ['ABCPE1234F', 'Lake View', seller.email]) {
      expect(read.text).not.toContain(secret);
      expect(JSON.stringify(receipt)).not.toContain(secret);
    }
  });

  it('gives a cash-on-delivery buyer their receipt once the cash is collected, listed with their payments', async () => {
    await backend.db.doc(paths.storeOrder('cod1')).set({
      studentId: student.uid,
      sellerId: seller.uid,
      product: { name: 'Arduino starter kit', price: 499, sellerId: seller.uid },
      paymentMethod: 'cod',
      deliveryAddress: '12 MG Road, Bhopal, Madhya Pradesh 462001',
    });
    const party = { subject: ledgerSubject.order('cod1'), payerId: student.uid, sellerId: seller.uid };
    const cash = codCollectedEntry(party, 'cod1', splitPaise(49_900));
    await backend.db.doc(paths.ledgerEntry(cash.id)).set(storedEntry(cash, Date.now()));
    await Promise.all([deliver(cash.id), deliver(cash.id)]);

    const receiptId = paymentDocumentId(cash);
    expect(await documentOf(receiptId)).toMatchObject({
      kind: 'payment-receipt',
      audience: 'buyer',
      ownerId: student.uid,
      amountPaise: 49_900,
      ready: true,
    });
    // The platform's invoice for its share is still the entry's own, for the seller.
    expect(await documentOf(cash.id)).toMatchObject({ kind: 'platform-invoice', ownerId: seller.uid });
    // Payments reads the buyer's documents by owner and audience.
    const payments = await backend.db
      .collection(paths.documents)
      .where('ownerId', '==', student.uid)
      .where('audience', '==', 'buyer')
      .get();
    expect(payments.docs.map((doc) => doc.id)).toEqual([receiptId]);
    const link = await linkFor(student, receiptId);
    expect(link.status).toBe(200);
    const read = await readPdf(await download(link.body.url as string));
    expect(read.text).toContain('₹499.00');
    expect(read.text).toContain('cash on delivery');
  });

  it('issues nothing for an entry imported from earlier books (the demo history), however often delivered', async () => {
    await fundedProject(backend, student, seller, { budget: 500 });
    const capture = (await backend.db.collection(paths.ledgerEntries).where('kind', '==', 'capture').get()).docs[0]!;
    await capture.ref.update({ imported: true });
    await Promise.all([deliver(capture.id), deliver(capture.id)]);
    expect((await backend.db.collection(paths.documents).get()).size).toBe(0);
    expect((await backend.db.collection('artifacts/default-project-board/public/data/documentSeries').get()).size).toBe(
      0,
    );
  });

  it('gives the refund a credit note that refers to the receipt, issuing the receipt first if it is not yet', async () => {
    const funded = await fundedProject(backend, student, seller, { budget: 999.99 });
    await requestRefund(backend, funded.projectId, 99_999);
    const refundEntry = entryIdFor.refundDue(funded.refundId);
    await deliver(refundEntry);
    const note = (await documentOf(refundEntry))!;
    const captureId = (await backend.db.collection(paths.ledgerEntries).where('kind', '==', 'capture').get()).docs[0]!
      .id;
    const receipt = (await documentOf(captureId))!;
    expect(note).toMatchObject({
      kind: 'credit-note',
      refersTo: receipt.serial,
      amountPaise: 99_999,
      ownerId: student.uid,
    });
    const read = await readPdf(await download((await linkFor(student, refundEntry)).body.url as string));
    expect(read.text).toContain(`Refers to ${receipt.serial}`);
    expect(read.text).toContain('Total refunded ₹999.99');
  });

  it('opens a document for its owner and admins only, and says when it is not there', async () => {
    await fundedProject(backend, student, seller);
    const entryId = (await backend.db.collection(paths.ledgerEntries).get()).docs[0]!.id;
    await deliver(entryId);
    expect((await linkFor(admin, entryId)).status).toBe(200);
    for (const other of [seller, otherStudent]) {
      const refused = await linkFor(other, entryId);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Only its owner and admins can open this document.');
    }
    expect((await linkFor(student, 'no-such-document')).status).toBe(404);
    expect((await linkFor(student, entryId, 'xls')).status).toBe(400);
    expect((await send(api.url, null, 'GET', `/documents/${entryId}/link`)).status).toBe(401);
  });

  it('issues through the trigger table as the host delivers it', async () => {
    await whileDelivered(backend.db, { issueDocuments: triggers.issueDocuments }, backend, async () => {
      await fundedProject(backend, student, seller);
      const ready = () => backend.db.collection(paths.documents).where('ready', '==', true).get();
      await eventually(ready, (documents) => documents.size === 1);
    });
  });
});

describe('serial numbers under fifty issues at once (decision 039)', () => {
  it('numbers each series 1, 2, 3… with no gap and no repeat, each delivery twice at once', async () => {
    const funded = await Promise.all(
      Array.from({ length: 50 }, () => fundedProject(backend, student, seller, { budget: 10.01 })),
    );
    expect(funded).toHaveLength(50);
    const entryIds = (await backend.db.collection(paths.ledgerEntries).get()).docs.map((doc) => doc.id);
    await Promise.all(entryIds.flatMap((id) => [deliver(id), deliver(id)]));

    const documents = (await backend.db.collection(paths.documents).get()).docs.map((doc) =>
      issuedDocumentSchema.parse({ ...doc.data(), id: doc.id }),
    );
    expect(documents).toHaveLength(50);
    const bySeries = new Map<string, number[]>();
    for (const document of documents) {
      expect(document.serial!.length).toBeLessThanOrEqual(16);
      const { seriesId, number } = parseSerial(document.serial!)!;
      bySeries.set(seriesId, [...(bySeries.get(seriesId) ?? []), number]);
    }
    expect(bySeries.size).toBeGreaterThan(1);
    for (const [seriesId, numbers] of bySeries) {
      const sorted = [...numbers].sort((a, b) => a - b);
      expect(sorted, seriesId).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
    }
    const files = await backend.db.collection('artifacts/default-project-board/public/data/documentFiles').get();
    expect(files.size).toBe(50);
  }, 120_000);

  it('numbers forty documents of one series 1 to 40 when four servers issue them at once, each twice (decision 066)', async () => {
    // Four clients of their own, as four Cloud Functions instances would be: each one's issues meet the others' only
    // at the counter's precondition.
    const apps = Array.from({ length: 4 }, () =>
      initializeApp({ projectId: API_TEST_PROJECT }, `document-serials-${randomUUID()}`),
    );
    const servers = apps.map((app) => getFirestore(app));
    const seriesId = (id: string) => seriesFor('payment-receipt', financialYearOf(indiaDay(AT)).code, id).id;
    const captures = Array.from({ length: 1_200 }, (_, i) =>
      stored(captureEntry(party, { paymentId: `pay_${i}`, paymentOrderId: `order_${i}`, amountPaise: 1_001 + i }), AT),
    );
    const inOne = captures.filter((entry) => seriesId(entry.id) === seriesId(captures[0]!.id)).slice(0, 40);
    expect(inOne).toHaveLength(40);
    const drafts = inOne.map((entry) => lineFollowerPayment(entry, buyerParty({ fullName: 'Asha' }, null), null));

    const issued = await Promise.all(
      drafts.flatMap((draft, i) => [recordOnce(servers[i % 4]!, draft), recordOnce(servers[(i + 1) % 4]!, draft)]),
    );
    await Promise.all(apps.map((app) => deleteApp(app)));

    for (let i = 0; i < drafts.length; i++) expect(issued[2 * i]!.serial).toBe(issued[2 * i + 1]!.serial);
    const records = (await backend.db.collection(paths.documents).get()).docs.map((doc) =>
      issuedDocumentSchema.parse({ ...doc.data(), id: doc.id }),
    );
    expect(records).toHaveLength(40);
    const numbers = records.map((record) => parseSerial(record.serial!)!);
    expect(new Set(numbers.map((number) => number.seriesId))).toEqual(new Set([seriesId(drafts[0]!.id)]));
    expect(numbers.map((number) => number.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const counter = await backend.db.doc(paths.documentSeries(seriesId(drafts[0]!.id))).get();
    expect(counter.get('last')).toBe(40);
    // What each issue answered is what it stored.
    for (const record of records)
      expect(issued.find((document) => document.id === record.id)).toMatchObject({
        serial: record.serial,
        amountPaise: record.amountPaise,
        ready: false,
      });
  }, 120_000);
});

describe("a seller's statements and an admin's exports", () => {
  /** A release booked last month, as the server books it. */
  async function releasedLastMonth(budgetPaise: number) {
    const funded = await fundedProject(backend, student, seller, { budget: budgetPaise / 100 });
    const lastMonth = Date.now() - 40 * 86_400_000;
    const party = { subject: ledgerSubject.project(funded.projectId), payerId: student.uid, sellerId: seller.uid };
    const draft: EntryDraft = earningEntry(party, 'release', splitPaise(budgetPaise));
    await backend.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, lastMonth));
    await backend.db.doc(paths.project(funded.projectId)).update({ paymentStatus: 'Released', status: 'Completed' });
    await backend.db
      .doc(paths.payout(funded.projectId))
      .set({ title: 'Line-following robot', sellerId: seller.uid, createdAt: Timestamp.now() });
    return { draft, at: lastMonth };
  }

  it("issues a seller's statement of a past month once, with its CSV, and no statement of this month", async () => {
    const { at } = await releasedLastMonth(123_457);
    const month = new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const first = await send(api.url, seller, 'POST', '/statements', { month });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'monthly-statement', ownerId: seller.uid, amountPaise: 86_420 });
    const again = await send(api.url, seller, 'POST', '/statements', { month });
    expect(again.body.id).toBe(first.body.id);
    const pdf = await readPdf(await download((await linkFor(seller, first.body.id as string)).body.url as string));
    expect(pdf.text).toContain('Released: Line-following robot');
    expect(pdf.text).toContain('Closing balance ₹864.20');
    const csv = new TextDecoder().decode(
      await download((await linkFor(seller, first.body.id as string, 'csv')).body.url as string),
    );
    expect(csv).toContain('Closing balance,,,864.20');
    // Names and references a seller can read, never the ledger's ids (decision 064).
    expect(csv).toContain('Released: Line-following robot');
    expect(csv).not.toMatch(/earning-|project-/);

    const thisMonth = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
    expect((await send(api.url, seller, 'POST', '/statements', { month: thisMonth })).status).toBe(400);
    expect((await send(api.url, seller, 'POST', '/statements', { month: '2026-13' })).status).toBe(400);
    expect((await send(api.url, student, 'POST', '/statements', { month })).status).toBe(403);
    expect((await linkFor(otherStudent, first.body.id as string)).status).toBe(403);
  });

  it("gives an admin the month's exports, each total beside the ledger's, and nobody else", async () => {
    const { at } = await releasedLastMonth(123_457);
    const month = new Date(at + 5.5 * 3_600_000).toISOString().slice(0, 7);
    const earningId = entryIdFor.earning(
      ledgerSubject.project((await backend.db.collection(paths.projects).get()).docs[0]!.id),
    );
    await deliver(earningId);
    const answer = await send(api.url, admin, 'POST', '/admin/tax-exports', { month });
    expect(answer.status).toBe(200);
    const files = answer.body.files as { kind: string; url: string; exportedPaise: number; ledgerPaise: number }[];
    expect(files.map((file) => file.kind)).toEqual([...exportKinds]);
    for (const file of files) expect(file.exportedPaise, file.kind).toBe(file.ledgerPaise);
    const fileOf = (kind: string) => files.find((file) => file.kind === kind)!;
    const text = async (kind: string) => new TextDecoder().decode(await download(fileOf(kind).url));
    // The seller gave no GSTIN: the platform's invoice is in the B2C summary, by place of supply and rate.
    expect(fileOf('gstr1b2cs').ledgerPaise).toBe(37_037);
    expect(await text('gstr1b2cs')).toMatch(/^OE,\d{2}-[A-Za-z &]+,,18,/m);
    // Below ₹1,00,000, so not in B2CL; in the HSN summary of B2C supplies and the documents issued.
    expect(fileOf('gstr1b2cl')).toMatchObject({ lines: 0, ledgerPaise: 0 });
    expect(fileOf('gstr1hsnb2c')).toMatchObject({ lines: 1, exportedPaise: 37_037 });
    expect(await text('gstr1hsnb2c')).toMatch(/^998599,.*,NA,0,370\.37,18,/m);
    expect(fileOf('gstr1docs')).toMatchObject({ lines: 1, exportedPaise: 37_037 });
    expect(await text('gstr1docs')).toMatch(
      /^Invoices for outward supply,PF\d{4}[A-R]-\d{7},PF\d{4}[A-R]-\d{7},1,0\r$/m,
    );
    expect(fileOf('gstr1cdnr')).toMatchObject({ lines: 0, exportedPaise: 0, ledgerPaise: 0 });
    expect(answer.body.uninvoiced).toEqual([]);
    const refused = await send(api.url, seller, 'POST', '/admin/tax-exports', { month });
    expect(refused.status).toBe(403);
    expect((await send(api.url, admin, 'POST', '/admin/tax-exports', { month: '2999-01' })).status).toBe(400);
  });
});
