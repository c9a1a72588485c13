// Money documents at size (decision 039): a month of 10,000 payments, each captured and released (with a GST-
// registered seller in five, so TCS is withheld, and no PAN for one seller in ten, so TDS is), its receipt issued
// through the trigger's own path (numbered in the issuing transaction, rendered as a PDF, stored through the Media
// port); then the month's exports for the accountant. Each beside a baseline in the same run: the same records
// written straight to Firestore, and one plain read of the month's entries. Bounded: one month, one run.
import type { BulkWriter, Firestore } from 'firebase-admin/firestore';
import { paymentDocument } from '@marketplace/shared/documents/buyer-documents';
import { monthDays, monthOfDay, monthRange, previousMonth } from '@marketplace/shared/documents/financial-year';
import { buyerParty, sellerParty } from '@marketplace/shared/documents/parties';
import { platformInvoice } from '@marketplace/shared/documents/seller-documents';
import { sampleTaxConfig as config } from '@marketplace/shared/documents/tax-config';
import { withholdingFor } from '@marketplace/shared/documents/taxes';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import {
  captureEntry,
  earningEntry,
  entryFields,
  ledgerSubject,
  withholdingEntry,
  type EntryDraft,
  type LedgerEntry,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { localDiskMedia } from '../../functions/src/adapters/local-disk-media.ts';
import { issueFor } from '../../functions/src/features/documents/entry-documents.ts';
import { monthOfLedger } from '../../functions/src/features/documents/tax-exports.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { percentile, type Figure } from './figures.ts';
import { countingDocuments } from './firestore-counts.ts';
import { temporaryDir } from '../temporary-dir.ts';

const PAYMENTS = 10_000;
const SELLERS = 50;
/** Issues running at once: a few instances' worth of Cloud Functions on the 2 cores the bench shares. */
const AT_ONCE = 8;

export const sellerId = (i: number) => `bench-seller-${i % SELLERS}`;
/** One seller in five GST-registered (TCS), one in ten without a PAN (TDS at 5%). */
const sellerIds = (i: number) => ({
  pan: i % 10 === 1 ? null : 'ABCPE1234F',
  gstin: i % 5 === 0 ? '23ABCPE1234F1ZJ' : null,
});

/** The bench's sellers (registered, verified or neither, as `sellerIds` says) and its one student. */
export function seedParties(db: Firestore, writer: BulkWriter, start: number): void {
  for (let s = 0; s < SELLERS; s++) {
    void writer.set(db.doc(paths.user(sellerId(s))), {
      fullName: `Bench Seller ${s}`,
      role: 'seller',
      address: 'Pune, Maharashtra',
    });
    const ids = sellerIds(s);
    if (ids.gstin)
      void writer.set(db.doc(paths.taxDetails(sellerId(s))), {
        gstin: ids.gstin,
        legalName: `Bench Seller ${s} LLP`,
        address: 'Pune, Maharashtra',
      });
    // Verified as the verification trigger leaves a seller (decision 033); the payout account is not used here.
    if (ids.pan)
      void writer.set(db.doc(paths.sellerVerification(sellerId(s))), {
        status: 'verified',
        pan: ids.pan,
        round: 1,
        accountKey: 'bench',
        panName: null,
        accountName: null,
        failureReason: null,
        requestedAt: new Date(start),
        decidedAt: new Date(start),
      });
  }
  void writer.set(db.doc(paths.user('bench-student')), { fullName: 'Bench Student', role: 'student' });
}

async function seedMonth(db: Firestore, month: string): Promise<LedgerEntry[]> {
  const { start, end } = monthRange(month);
  const writer = db.bulkWriter();
  const captures: LedgerEntry[] = [];
  seedParties(db, writer, start);
  const book = (draft: EntryDraft, at: number) => {
    void writer.set(db.doc(paths.ledgerEntry(draft.id)), storedEntry(draft, at));
    return { ...entryFields(draft, at), id: draft.id, at } as LedgerEntry;
  };
  for (let i = 0; i < PAYMENTS; i++) {
    const projectId = `bench-doc-${i}`;
    const at = start + 60_000 + Math.floor(((end - start - 120_000) * i) / PAYMENTS);
    const amountPaise = 100_001 + i * 7;
    const seller = sellerId(i);
    void writer.set(db.doc(paths.project(projectId)), {
      title: `Bench project ${i}`,
      sellerId: seller,
      studentId: 'bench-student',
    });
    void writer.set(db.doc(paths.projectDelivery(projectId)), { deliveryAddress: 'Hostel 4, Indore, Madhya Pradesh' });
    void writer.set(db.doc(paths.payout(projectId)), { title: `Bench project ${i}`, sellerId: seller });
    const party = { subject: ledgerSubject.project(projectId), payerId: 'bench-student', sellerId: null };
    const payment = { paymentId: `pay_bench_${i}`, paymentOrderId: `order_bench_${i}`, amountPaise };
    captures.push(book(captureEntry(party, payment), at));
    const split = splitPaise(amountPaise);
    const earned = { ...party, sellerId: seller };
    const earning = book(earningEntry(earned, 'release', split), at + 1_000);
    const withheld = withholdingFor(
      {
        grossPaise: amountPaise,
        sellerPaise: split.sellerPaise,
        ids: sellerIds(i),
        supply: config.projectSupply,
        placeOfSupply: '23',
        yearGrossBeforePaise: 0,
      },
      config,
    );
    const entry = withholdingEntry(earned, {
      tcsPaise: withheld.tcs.totalPaise,
      tdsPaise: withheld.tds.totalPaise,
      basis: withheld,
    });
    if (entry) book(entry, at + 1_000);
    // The platform's invoice as the trigger issues it (without its PDF: the receipts below measure the issuing).
    const person = { fullName: `Bench Seller ${i % SELLERS}`, address: 'Pune, Maharashtra' };
    const invoice = platformInvoice({
      entry: earning,
      sellerId: seller,
      title: `Bench project ${i}`,
      seller: sellerParty(person, { ...sellerIds(i), legalName: null, address: null }),
      config,
    });
    if (invoice) {
      const { id, at: dated, ...fields } = invoice;
      void writer.set(db.doc(paths.document(id)), {
        ...fields,
        at: new Date(dated ?? at),
        serial: `PF${i}`,
        ready: true,
        issuedAt: new Date(at),
      });
    }
  }
  await writer.close();
  return captures;
}

/** Runs `work` over `items`, `AT_ONCE` at a time, keeping each one's time. */
async function pooled<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const started = performance.now();
        await work(item);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

export async function benchDocuments({ db }: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  const month = previousMonth(monthOfDay(indiaDay(Date.now())));
  say(`documents: seeding ${PAYMENTS.toLocaleString('en')} payments, released, for ${month}`);
  const captures = await seedMonth(db, month);
  const media = localDiskMedia(temporaryDir('bench-documents-'), 'bench-documents-signing');
  const deps = { db, media, taxConfig: config };

  say(
    `documents: the same ${PAYMENTS.toLocaleString('en')} receipts' records written straight to Firestore (baseline)`,
  );
  const buyer = buyerParty({ fullName: 'Bench Student' }, 'Hostel 4, Indore, Madhya Pradesh');
  const seller = sellerParty({ fullName: 'Bench Seller' }, null);
  const plainStarted = performance.now();
  const plain = await countingDocuments(async () => {
    const writer = db.bulkWriter();
    for (const entry of captures) {
      const { id, at, ...fields } = paymentDocument({
        entry,
        ownerId: 'bench-student',
        title: 'Bench',
        supply: 'project',
        buyer,
        seller,
        config,
      });
      void writer.set(db.doc(`${paths.documents}-baseline/${id}`), { ...fields, at: new Date(at ?? 0) });
    }
    await writer.close();
  });
  const plainMs = performance.now() - plainStarted;

  say(
    `documents: issuing ${PAYMENTS.toLocaleString('en')} receipts, ${AT_ONCE} at a time (numbered, rendered, stored)`,
  );
  const started = performance.now();
  const issued = await countingDocuments(() => pooled(captures, async (entry) => void (await issueFor(deps, entry))));
  const ms = performance.now() - started;

  say(`documents: the exports of ${month}, beside one read of its entries`);
  const { first, next } = monthDays(month);
  const readStarted = performance.now();
  const monthRead = await countingDocuments(() =>
    db.collection(paths.ledgerEntries).where('day', '>=', first).where('day', '<', next).get(),
  );
  const readMs = performance.now() - readStarted;
  const exportStarted = performance.now();
  const exported = await countingDocuments(() => monthOfLedger(db, month));
  const exportMs = performance.now() - exportStarted;
  const mismatched = exported.result.checks.filter((check) => check.exportedPaise !== check.ledgerPaise).length;

  return [
    {
      name: `issue receipts for ${PAYMENTS.toLocaleString('en')} payments`,
      value: ms / 1000,
      unit: 's',
      baseline: { name: 'the records written straight', value: plainMs / 1000 },
    },
    { name: 'one receipt issued p50', value: percentile(issued.result, 50), unit: 'ms' },
    { name: 'one receipt issued p99', value: percentile(issued.result, 99), unit: 'ms' },
    {
      name: 'documents Firestore reads per receipt',
      value: issued.reads / PAYMENTS,
      unit: 'docs',
      baseline: { name: 'written straight', value: plain.reads / PAYMENTS },
    },
    {
      name: 'documents Firestore writes per receipt',
      value: issued.writes / PAYMENTS,
      unit: 'docs',
      baseline: { name: 'written straight', value: plain.writes / PAYMENTS },
    },
    {
      name: `a month's exports (${PAYMENTS.toLocaleString('en')} sales)`,
      value: exportMs,
      unit: 'ms',
      baseline: { name: "one read of the month's entries", value: readMs },
    },
    {
      name: "the month's exports Firestore reads",
      value: exported.reads,
      unit: 'docs',
      baseline: { name: "the month's entries", value: monthRead.reads },
    },
    {
      name: 'exports whose total differs from the ledger',
      value: mismatched,
      unit: 'count',
      target: { value: 0, kind: 'max' },
    },
  ];
}
