// The admin's Money view at 1,000,000 ledger entries (decision 055): a year of closed days (364 day documents whose
// closing balances carry 997,260 entries, written in one bulk writer, as the nightly fold would have left them) and
// today's 2,740 entries written as the server books them; then the view's Firestore reads and time, beside the whole
// ledger's sums in the same run. Reads are counted as Firestore bills them: a document read each, and an aggregation a
// read per 1,000 index entries it scans (at least one). Bounded: a few thousand writes; the seeded data is removed.
import type { Firestore } from 'firebase-admin/firestore';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { accountKinds, captureEntry, ledgerSubject, totalsOf } from '@marketplace/shared/ledger/ledger';
import { addSums, sumsOf, type LedgerSums } from '@marketplace/shared/ledger/ledger-sums';
import { addDays } from '@marketplace/shared/insights/periods';
import { paths } from '@marketplace/shared/paths';
import { ledgerOverview } from '../../functions/src/features/ledger/ledger-overview.ts';
import { sumsBetween } from '../../functions/src/platform/ledger-balances.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import { countingDocuments } from './firestore-counts.ts';

const ENTRIES = 1_000_000;
const CLOSED_DAYS = 364;
/** A day's share of a year of 1,000,000 entries. */
const TODAY = Math.round(ENTRIES / (CLOSED_DAYS + 1));
/** The view's aggregation queries (ledger-balances.ts: each kind of account's sum, paid out, refunded, the count). */
const AGGREGATIONS = accountKinds.length + 3;
const billed = (entries: number) => AGGREGATIONS * Math.max(1, Math.ceil(entries / 1000));

const capture = (i: number) =>
  captureEntry(
    { subject: ledgerSubject.project(`money-bench-${i}`), payerId: 'money-bench-student', sellerId: null },
    { paymentId: `pay_money_${i}`, paymentOrderId: `order_money_${i}`, amountPaise: 10_000 + (i % 1_000) },
  );

async function seed(db: Firestore, today: string): Promise<void> {
  const writer = db.bulkWriter();
  const perDay = (ENTRIES - TODAY) / CLOSED_DAYS;
  // A closed day's movements: perDay captures of the average amount (only the sums are stored, as the fold stores them).
  const day = sumsOf([{ kind: 'capture', totals: totalsOf(capture(0).lines) }]);
  let closing: LedgerSums = addSums();
  for (let d = CLOSED_DAYS; d >= 1; d--) {
    const count = Math.floor(perDay * (CLOSED_DAYS - d + 1)) - Math.floor(perDay * (CLOSED_DAYS - d));
    const movements = { ...day, totals: { ...day.totals }, entries: count };
    for (const kind of Object.keys(day.totals) as (keyof LedgerSums['totals'])[])
      movements.totals[kind] = day.totals[kind] * count;
    closing = addSums(closing, movements);
    const date = addDays(today, -d);
    void writer.set(db.doc(paths.ledgerBalance(date)), { day: date, closing, movements });
  }
  const now = Date.now();
  for (let i = 0; i < TODAY; i++)
    void writer.set(db.doc(paths.ledgerEntry(capture(i).id)), storedEntry(capture(i), now));
  await writer.close();
}

async function unseed(db: Firestore): Promise<void> {
  await db.recursiveDelete(db.collection(paths.ledgerBalances));
  const writer = db.bulkWriter();
  for (let i = 0; i < TODAY; i++) void writer.delete(db.doc(paths.ledgerEntry(capture(i).id)));
  await writer.close();
}

export async function benchMoney({ db }: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  const today = indiaDay(Date.now());
  const before = (await db.collection(paths.ledgerEntries).count().get()).data().count;
  say(`the Money view at ${ENTRIES.toLocaleString('en')} ledger entries: seeding a year of closed days and today`);
  await seed(db, today);
  const figures: Figure[] = [];
  try {
    const scanStart = performance.now();
    const scanned = await sumsBetween(db, null, null);
    const scanMs = performance.now() - scanStart;
    const runs: { ms: number; reads: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const { result, reads } = await countingDocuments(() => ledgerOverview({ db }));
      const ms = performance.now() - start;
      if (!result.ok) throw new Error('the Money view failed');
      if (result.value.balances.entries !== ENTRIES + before) throw new Error('the Money view missed entries');
      // The counter counts an aggregation as one read; Firestore bills one per 1,000 entries it scans.
      runs.push({ ms, reads: reads - AGGREGATIONS + billed(TODAY + before) });
    }
    const median = runs.map((run) => run.ms).sort((a, b) => a - b)[1]!;
    figures.push(
      {
        name: `Money view at ${ENTRIES / 1_000_000}M entries: reads`,
        value: runs[0]!.reads,
        unit: 'reads',
        baseline: { name: 'the whole ledger summed (billed)', value: billed(ENTRIES + before) },
        target: { value: 100, kind: 'max' },
      },
      {
        name: `Money view at ${ENTRIES / 1_000_000}M entries: time`,
        value: median,
        unit: 'ms',
        baseline: { name: `summing the ${scanned.entries.toLocaleString('en')} entries stored`, value: scanMs },
        target: { value: 1_000, kind: 'max' },
      },
    );
  } finally {
    await unseed(db);
  }
  return figures;
}
