// The Insights page at size (decision 037): 12 months of 100,000 store orders booked in the ledger (a capture and a
// sale each), folded by the daily fold; then what the page reads and how long it takes through the admin's own web
// adapter under the rules, for each range and granularity, beside reading the ledger itself for the same year.
import { addDays, readsFor, type Granularity, type Range } from '@marketplace/shared/insights/periods';
import { indiaDay, indiaDayRange } from '@marketplace/shared/ledger/india-day';
import { captureEntry, earningEntry, ledgerSubject, type EntryDraft } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { backfillInsights } from '../../functions/src/features/insights/fold-insights.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import { firestoreInsights } from '../../web/src/features/insights/firestore-insights.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import { withWebClient } from './web-client.ts';

const ORDERS = 100_000;
const DAYS = 365;
/** The page's target (the issue): a few hundred small documents for 12 months, whatever the size. */
const MAX_READS = 500;

const asAdmin = { sub: 'bench-admin', email: 'admin@example.test', email_verified: true, admin: true };

/** The year's orders, spread over its days (more towards its end), each a capture and a sale in the ledger. */
async function seedOrders({ db }: BenchFirestore, today: string): Promise<void> {
  // Unthrottled: BulkWriter starts at 500 writes a second and ramps up over minutes, the emulator takes more.
  const writer = db.bulkWriter({ throttling: false });
  const first = addDays(today, -DAYS);
  let written = 0;
  for (let day = 0; day < DAYS; day++) {
    const date = addDays(first, day);
    const { start } = indiaDayRange(date);
    // Growing through the year: the day's share of the orders rises linearly.
    const count = Math.round((ORDERS * (2 * (day + 1))) / (DAYS * (DAYS + 1)));
    for (let n = 0; n < count && written < ORDERS; n++, written++) {
      const party = {
        subject: ledgerSubject.order(`bench-${written}`),
        payerId: `buyer-${n % 500}`,
        sellerId: `seller-${n % 50}`,
      };
      const amountPaise = 50_000 + (written % 997) * 101;
      const at = start + ((n * 997) % 86_000) * 1000;
      const book = (draft: EntryDraft, when: number) =>
        void writer.set(db.doc(paths.ledgerEntry(draft.id)), storedEntry(draft, when));
      book(captureEntry(party, { paymentId: `pay_b${written}`, paymentOrderId: `order_b${written}`, amountPaise }), at);
      book(earningEntry(party, 'sale', splitPaise(amountPaise)), at + 1000);
    }
  }
  await writer.close();
}

const views: [Range, Granularity][] = [
  ['30d', 'day'],
  ['90d', 'week'],
  ['12m', 'month'],
  ['12m', 'week'],
  ['12m', 'day'],
];

export async function benchInsights(firestore: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  const today = indiaDay(Date.now());
  say(`seeding 12 months of ${ORDERS.toLocaleString('en')} store orders in the ledger`);
  await seedOrders(firestore, today);
  say('folding the 12 months');
  const t0 = performance.now();
  const days = await backfillInsights(firestore.db, { from: addDays(today, -DAYS), to: addDays(today, -1) });
  const foldMs = performance.now() - t0;

  return withWebClient(
    firestore,
    'insights',
    async (db) => {
      const insights = firestoreInsights(db);
      const figures: Figure[] = [];
      // The plain way: the year's ledger read to sum it in the browser (the rules would not allow it; the admin SDK's
      // own read stands in, from the same emulator).
      const baseStart = performance.now();
      const ledger = await firestore.db
        .collection(paths.ledgerEntries)
        .where('day', '>=', addDays(today, -DAYS))
        .select('kind', 'totals', 'day')
        .get();
      const baseline = { reads: ledger.size, ms: performance.now() - baseStart };
      for (const [range, granularity] of views) {
        const reads = readsFor(range, granularity, today);
        const start = performance.now();
        const stored = await firstValue(insights.watchFigures(reads));
        const ms = performance.now() - start;
        const name = `insights ${range} by ${granularity}`;
        figures.push(
          {
            name: `${name}: documents read`,
            value: stored.days.size + stored.months.size,
            unit: 'docs',
            baseline: { name: 'reading the year’s ledger', value: baseline.reads },
            target: { value: MAX_READS, kind: 'max' },
          },
          {
            name: `${name}: time to figures`,
            value: ms,
            unit: 'ms',
            baseline: { name: 'reading the year’s ledger', value: baseline.ms },
          },
        );
      }
      const earnings = performance.now();
      const months = await firstValue(insights.watchEarnings('seller-0', `${addDays(today, -DAYS).slice(0, 7)}`));
      figures.push(
        {
          name: 'a seller’s earnings by month: documents read',
          value: months.length,
          unit: 'docs',
          target: { value: 13, kind: 'max' },
        },
        { name: 'a seller’s earnings by month: time', value: performance.now() - earnings, unit: 'ms' },
        {
          name: `daily fold of 12 months (${days} days, ${(2 * ORDERS).toLocaleString('en')} entries)`,
          value: foldMs / 1000,
          unit: 's',
        },
        { name: 'daily fold, per day of 274 orders', value: foldMs / days, unit: 'ms' },
      );
      return figures;
    },
    asAdmin,
  );
}
