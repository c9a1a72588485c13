// Sellers' monthly statements (decision 039), made from the ledger's entries: on the 1st of each month (04:00 India,
// after the night's reconciliation) a task per seller with entries in the month before, each issuing that seller's
// statement once (its id is the seller's and the month's); a seller may also ask for a past month's at any time (the
// same issue), and see the month so far (made the same way, not stored: the month is not over).
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { ledgerEntrySchema, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { MONTH, monthDays, monthOfDay, previousMonth } from '@marketplace/shared/documents/financial-year';
import {
  monthlyStatement,
  monthlyStatementId,
  statementCsv,
  type MonthlyStatement,
} from '@marketplace/shared/documents/monthly-statement';
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import { subjectTitles } from '../../platform/subject-titles.ts';
import { taskData, type ScheduledRun, type TaskEvent, type Trigger } from '../../platform/triggers.ts';
import type { TaskQueue } from '../../ports/task-queue.port.ts';
import { sellerOnRecord } from './document-parties.ts';
import type { DocumentDeps } from './entry-documents.ts';
import { issueDocument } from './record-document.ts';

const entries = (db: Firestore) => db.collection(paths.ledgerEntries);

/** What the platform owed the seller when the month began: the sum of their sellerDue lines before it. */
async function openingOf(db: Firestore, sellerId: string, month: string): Promise<number> {
  const before = entries(db).where('sellerId', '==', sellerId).where('day', '<', monthDays(month).first);
  const { sum } = (await before.aggregate({ sum: AggregateField.sum('totals.sellerDue') }).get()).data();
  return -(sum ?? 0);
}

async function entriesOf(db: Firestore, sellerId: string, month: string): Promise<LedgerEntry[]> {
  const { first, next } = monthDays(month);
  const found = await entries(db)
    .where('sellerId', '==', sellerId)
    .where('day', '>=', first)
    .where('day', '<', next)
    .get();
  return found.docs.map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id }));
}

/** The serials of the platform's invoices made from the seller's earnings of the month, by entry id. */
async function invoiceSerialsOf(db: Firestore, sellerId: string, month: string): Promise<Map<string, string>> {
  const found = await db
    .collection(paths.documents)
    .where('ownerId', '==', sellerId)
    .where('kind', '==', 'platform-invoice')
    .where('month', '==', month)
    .select('serial', 'entryIds')
    .get();
  return new Map(
    found.docs.flatMap((doc) => {
      const serial = doc.get('serial') as unknown;
      const entryIds = doc.get('entryIds') as unknown;
      const entryId = Array.isArray(entryIds) && typeof entryIds[0] === 'string' ? entryIds[0] : doc.id;
      return typeof serial === 'string' ? [[entryId, serial] as const] : [];
    }),
  );
}

/** The seller's statement of the month, made now from the ledger. */
export async function statementOf(
  deps: DocumentDeps,
  sellerId: string,
  month: string,
  now: number,
): Promise<MonthlyStatement> {
  const { db, taxConfig } = deps;
  const [openingPaise, ofMonth, seller] = await Promise.all([
    openingOf(db, sellerId, month),
    entriesOf(db, sellerId, month),
    sellerOnRecord(db, sellerId),
  ]);
  // Names, not ids, on every line (decision 064): one batched read of the month's subjects, one query of its invoices.
  const [titles, invoiceSerials] = await Promise.all([
    subjectTitles(
      db,
      ofMonth.flatMap((entry) => (entry.subject ? [entry.subject] : [])),
    ),
    invoiceSerialsOf(db, sellerId, month),
  ]);
  return monthlyStatement({
    sellerId,
    month,
    openingPaise,
    entries: ofMonth,
    titles,
    invoiceSerials,
    seller: seller.party,
    config: taxConfig,
    now,
  });
}

/** Issues the seller's statement of a month that is over, once. */
export async function issueMonthlyStatement(deps: DocumentDeps, sellerId: string, month: string) {
  return issueDocument(deps, monthlyStatementId(sellerId, month), async () => {
    const statement = await statementOf(deps, sellerId, month, Date.now());
    const { draft, lines } = statement;
    return { draft, lines, csvOf: (document) => statementCsv({ draft: document, lines }) };
  });
}

/** The sellers with entries in the month: their statements are due. */
async function sellersOf(db: Firestore, month: string): Promise<string[]> {
  const { first, next } = monthDays(month);
  const found = await entries(db).where('day', '>=', first).where('day', '<', next).select('sellerId').get();
  return [
    ...new Set(
      found.docs.flatMap((doc) => (typeof doc.get('sellerId') === 'string' ? [doc.get('sellerId') as string] : [])),
    ),
  ];
}

export const STATEMENT_QUEUE = 'issueMonthlyStatement';

/** The schedule's run: a task per seller for the month before the run's day; a run again enqueues the same tasks. */
export async function enqueueMonthlyStatements(
  { db, taskQueue }: { db: Firestore; taskQueue: TaskQueue },
  run: ScheduledRun,
) {
  const month = previousMonth(monthOfDay(indiaDay(run.scheduledAt)));
  const sellers = await sellersOf(db, month);
  for (const sellerId of sellers)
    await taskQueue.enqueue(STATEMENT_QUEUE, { sellerId, month }, { delayMs: 0, id: `statement-${sellerId}-${month}` });
  log.info('monthly statements due', { month, sellers: sellers.length });
}

const statementTaskSchema = z.object({ sellerId: z.string().min(1), month: z.string().regex(MONTH) });

export const monthlyStatementsTrigger: Trigger<{ db: Firestore; taskQueue: TaskQueue }> = {
  kind: 'schedule',
  schedule: '0 4 1 * *',
  timeZone: 'Asia/Kolkata',
  handle: enqueueMonthlyStatements,
};

export const monthlyStatementTrigger: Trigger<DocumentDeps> = {
  kind: 'task',
  handle: async (deps, task: TaskEvent) => {
    const data = taskData(statementTaskSchema, task, 'a statement task without its seller and month');
    if (data) await issueMonthlyStatement(deps, data.sellerId, data.month);
  },
};
