// The demo's 12 months of history for Insights (`npm start` on a first start, `npm run seed` at any time): the ledger
// entries and imported figures of scripts/seed-data/demo-history.ts, once (not again while any imported day is
// there), then the daily fold over those days, so the charts and the demo seller's earnings show a shape at once.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { addDays } from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { backfillInsights } from '../functions/src/features/insights/fold-insights.ts';
import { retryingBulkWriter } from './bulk-writes.ts';
import { demoHistory, historySpan } from './seed-data/demo-history.ts';

/** Sellers the history's other earnings go to (the demo seller earns about a third). */
const HISTORY_SELLERS = Array.from({ length: 7 }, (_, index) => `history-seller-${index + 1}`);

export async function seedDemoHistory(
  say: (line: string) => void,
  { auth, db, now = Date.now() }: { auth: Auth; db: Firestore; now?: number },
): Promise<void> {
  if (!(await db.collection(insightsPaths.insightsImports).limit(1).get()).empty) return;
  const seller = await auth.getUserByEmail('seller@example.com');
  const today = indiaDay(now);
  const { entries, imports } = demoHistory(today, [seller.uid, ...HISTORY_SELLERS]);
  const writer = retryingBulkWriter(db, 'the demo history');
  for (const { id, at, ...entry } of entries)
    writer.set(paths.ledgerEntry(id), { ...entry, imported: true, at: Timestamp.fromMillis(at) });
  for (const [day, figures] of imports) writer.set(insightsPaths.insightsImport(day), { day, figures });
  await writer.close();
  // To yesterday: the days after the history are folded too, with what the demo data holds in them.
  const days = await backfillInsights(db, { from: historySpan(today).from, to: addDays(today, -1) });
  say(`demo history for Insights: ${entries.length} ledger entries and ${days} days folded`);
}
