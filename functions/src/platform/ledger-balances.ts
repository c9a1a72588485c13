// The ledger's balances without a scan of the whole ledger (decision 055): the nightly fold writes each day's closing
// balance (the day before's plus the day's own entries), and the console adds to the newest closed day the entries
// filed after it, summed by Firestore (aggregations over those days only: a read per 1,000 entries each).
import { AggregateField, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { accountKinds } from '@marketplace/shared/ledger/ledger';
import {
  addSums,
  ledgerSumsSchema,
  noSums,
  paidOutKinds,
  refundedKinds,
  sumsOf,
  type LedgerSums,
} from '@marketplace/shared/ledger/ledger-sums';
import type { FoldedEntry } from '@marketplace/shared/insights/fold-day';
import { addDays, daysOf, type DaySpan } from '@marketplace/shared/insights/periods';
import { paths } from '@marketplace/shared/paths';

const sumOf = async (query: Query, field: string) =>
  ((await query.aggregate({ sum: AggregateField.sum(field) }).get()).data().sum as number | null) ?? 0;

/**
 * The sums of the entries filed after `after` (every entry when null) up to `upTo` (no end when null). One aggregation
 * a query: the Firestore emulator refuses several at once (TooManyAggregationsError).
 */
export async function sumsBetween(db: Firestore, after: string | null, upTo: string | null): Promise<LedgerSums> {
  let entries: Query = db.collection(paths.ledgerEntries);
  if (after !== null) entries = entries.where('day', '>', after);
  if (upTo !== null) entries = entries.where('day', '<=', upTo);
  const [totals, paidOut, refunded, count] = await Promise.all([
    Promise.all(accountKinds.map((kind) => sumOf(entries, `totals.${kind}`))),
    sumOf(entries.where('kind', 'in', paidOutKinds), 'totals.sellerDue'),
    sumOf(entries.where('kind', 'in', refundedKinds), 'totals.refundDue'),
    entries.count().get(),
  ]);
  return {
    totals: Object.fromEntries(accountKinds.map((kind, index) => [kind, totals[index]!])) as LedgerSums['totals'],
    paidOutPaise: paidOut,
    refundedPaise: refunded,
    entries: count.data().count,
  };
}

/** The newest day closed before `before` (any day when null), with its closing sums; null when none is. */
export async function lastClosedDay(
  db: Firestore,
  before: string | null = null,
): Promise<{ day: string; closing: LedgerSums } | null> {
  let days: Query = db.collection(paths.ledgerBalances);
  if (before !== null) days = days.where('day', '<', before);
  const [newest] = (await days.orderBy('day', 'desc').limit(1).get()).docs;
  if (!newest) return null;
  return { day: newest.get('day') as string, closing: ledgerSumsSchema.parse(newest.get('closing')) };
}

/**
 * Writes each day of the span's closing balance, from the `entries` filed in the span (the fold's): the newest day
 * closed before the span, plus the entries of any days between it and the span (a gap the fold did not cover, or every
 * entry before the span when no day is closed), plus each day's own; today and later stay open. Folding a span again writes what it holds then;
 * days closed after the span keep what they had until they are folded again (the reconciliation compares).
 */
export async function closeLedgerDays(db: Firestore, span: DaySpan, entries: readonly FoldedEntry[]): Promise<void> {
  const before = await lastClosedDay(db, span.from);
  const dayBefore = addDays(span.from, -1);
  const gap = before?.day === dayBefore ? noSums() : await sumsBetween(db, before?.day ?? null, dayBefore);
  let closing = addSums(before?.closing ?? noSums(), gap);
  const byDay = new Map<string, FoldedEntry[]>();
  for (const entry of entries) {
    const day = byDay.get(entry.day);
    if (day) day.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  const writer = db.bulkWriter();
  // A day still under way is not closed: the console adds its entries as they come.
  const today = indiaDay(Date.now());
  for (const day of daysOf(span).filter((day) => day < today)) {
    const movements = sumsOf(byDay.get(day) ?? []);
    closing = addSums(closing, movements);
    void writer.set(db.doc(paths.ledgerBalance(day)), { day, closing, movements, foldedAt: Timestamp.now() });
  }
  await writer.close();
}

/** Where the ledger stands now: the newest closed day's balance plus the entries filed after it. */
export async function currentSums(db: Firestore): Promise<LedgerSums> {
  const closed = await lastClosedDay(db);
  return addSums(closed?.closing ?? noSums(), await sumsBetween(db, closed?.day ?? null, null));
}
