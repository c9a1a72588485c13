// The daily fold (decision 037): the figures of a span of India days, worked out afresh from what the data holds
// (the ledger's entries of those days, the projects posted and taken, their history, the people who joined, the
// payouts processed, the days' visit counters, and figures imported from before these were kept) and written whole: a document per day, each touched month's sum of its
// days, and each seller's earnings by day of month. Nothing is incremented, so folding a day twice, or again after a
// late event, leaves what that day holds by then. The scheduled run folds the last three days at 00:30 in India;
// scripts/backfill-insights.ts folds the past.
import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { indiaDay, indiaDayRange } from '@marketplace/shared/ledger/india-day';
import { ledgerEntrySchema } from '@marketplace/shared/ledger/ledger';
import { addFigures, figuresSchema, insightsDaySchema, type Figures } from '@marketplace/shared/insights/figures';
import { foldDay, sellerEarnings, type DaySources, type FoldedEntry } from '@marketplace/shared/insights/fold-day';
import { addDays, bucketsOf, daysOf, monthOf, type DaySpan } from '@marketplace/shared/insights/periods';
import { TOTALS_COUNTER, visitsCounter } from '@marketplace/shared/insights/totals';
import { historyKinds } from '@marketplace/shared/projects/project-history';
import { settlementOutcomes } from '@marketplace/shared/projects/project';
import { roles } from '@marketplace/shared/session/profile';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { toMillis } from '@marketplace/shared/to-millis';
import { isOneOf } from '@marketplace/shared/labelled';
import { readCounter } from '../../platform/gathered-writes.ts';
import { closeLedgerDays } from '../../platform/ledger-balances.ts';
import { log } from '../../platform/log.ts';
import type { DbDeps, Trigger } from '../../platform/triggers.ts';

/** How many days back each nightly run folds again: an event recorded a day or two late still lands in its day. */
export const REFOLDED_DAYS = 3;

const projectsPath = paths.projects;
const historyCollectionId = paths.projectHistory('_').split('/').at(-1)!;

type Sources = Omit<DaySources, 'visitors'>;

/** Everything the span's days hold, read once per source: a query each, whatever the span's length. */
async function readSources(db: Firestore, span: DaySpan): Promise<Sources> {
  const start = Timestamp.fromMillis(indiaDayRange(span.from).start);
  const end = Timestamp.fromMillis(indiaDayRange(span.to).end);
  const within = (query: Query, field: string) => query.where(field, '>=', start).where(field, '<', end);
  const [entries, posted, takes, history, joined, payouts] = await Promise.all([
    db
      .collection(paths.ledgerEntries)
      .where('day', '>=', span.from)
      .where('day', '<=', span.to)
      .select('kind', 'subject', 'sellerId', 'totals', 'day')
      .get(),
    within(db.collection(projectsPath), 'createdAt').select('createdAt').get(),
    within(db.collection(insightsPaths.projectTakes), 'takenAt').select('postedAt', 'takenAt').get(),
    within(db.collectionGroup(historyCollectionId), 'at').select('kind', 'at', 'round', 'outcome').get(),
    db
      .doc(paths.publicProfile('_'))
      .parent.where('since', '>=', start.toMillis())
      .where('since', '<', end.toMillis())
      .select('role', 'since')
      .get(),
    within(db.collection(paths.payouts), 'processedAt').select('createdAt', 'processedAt').get(),
  ]);
  const entrySchema = ledgerEntrySchema.pick({ kind: true, subject: true, sellerId: true, totals: true, day: true });
  return {
    entries: entries.docs.flatMap((doc): FoldedEntry[] => {
      const parsed = entrySchema.safeParse(doc.data());
      return parsed.success ? [parsed.data] : [];
    }),
    postedProjects: posted.docs.map((doc) => ({ createdAt: toMillis(doc.get('createdAt')) })),
    takenProjects: takes.docs.map((doc) => ({
      createdAt: toMillis(doc.get('postedAt')),
      takenAt: toMillis(doc.get('takenAt')),
    })),
    // Only the projects' own history: another collection of the same name would be no project's.
    history: history.docs
      .filter((doc) => doc.ref.parent.parent?.parent.path === projectsPath)
      .flatMap((doc) => {
        const kind: unknown = doc.get('kind');
        if (!isOneOf(historyKinds, kind)) return [];
        const outcome: unknown = doc.get('outcome');
        const round: unknown = doc.get('round');
        return [
          {
            kind,
            at: toMillis(doc.get('at')),
            round: typeof round === 'number' ? round : null,
            outcome: isOneOf(settlementOutcomes, outcome) ? outcome : null,
          },
        ];
      }),
    joined: joined.docs.flatMap((doc) => {
      const role: unknown = doc.get('role');
      const since: unknown = doc.get('since');
      return isOneOf(roles, role) && typeof since === 'number' ? [{ role, since }] : [];
    }),
    processedPayouts: payouts.docs.map((doc) => ({
      createdAt: toMillis(doc.get('createdAt')),
      processedAt: toMillis(doc.get('processedAt')),
    })),
  };
}

/** The figures imported for the span's days (from before the data was kept), by day. */
async function readImports(db: Firestore, span: DaySpan): Promise<Map<string, Figures>> {
  const imports = await db
    .collection(insightsPaths.insightsImports)
    .where(FieldPath.documentId(), '>=', span.from)
    .where(FieldPath.documentId(), '<=', span.to)
    .get();
  return new Map(imports.docs.map((doc) => [doc.id, figuresSchema.parse(doc.get('figures') ?? {})]));
}

/** The month documents of the span, each the sum of its day documents as stored now (the span's just written). */
async function writeMonths(db: Firestore, span: DaySpan): Promise<void> {
  for (const { key: month } of bucketsOf(span, 'month')) {
    const days = await db
      .collection(insightsPaths.insightsDays)
      .where(FieldPath.documentId(), '>=', `${month}-01`)
      .where(FieldPath.documentId(), '<=', `${month}-31`)
      .get();
    const figures = addFigures(days.docs.map((doc) => insightsDaySchema.parse(doc.data()).figures));
    await db.doc(insightsPaths.insightsMonth(month)).set({ month, figures, foldedAt: Timestamp.now() });
  }
}

/**
 * Folds each day of the span and writes the figures; returns them by day. Runs one at a time per database: two folds
 * of days of one month at once could each sum the month before the other's day was written.
 */
export async function foldInsights(db: Firestore, span: DaySpan): Promise<Map<string, Figures>> {
  const sources = await readSources(db, span);
  const byDay = new Map<string, Figures>();
  const writer = db.bulkWriter();
  const earnings = new Map<string, Record<string, number>>();
  const days = daysOf(span);
  const [visits, imported] = await Promise.all([
    Promise.all(days.map(async (day) => (await readCounter(db, visitsCounter(day))).visitors ?? 0)),
    readImports(db, span),
  ]);
  for (const [index, day] of days.entries()) {
    const found = foldDay(day, { ...sources, visitors: visits[index]! });
    const figures = addFigures([found, ...(imported.has(day) ? [imported.get(day)!] : [])]);
    byDay.set(day, figures);
    void writer.set(db.doc(insightsPaths.insightsDay(day)), { day, figures, foldedAt: Timestamp.now() });
    for (const [sellerId, paise] of sellerEarnings(day, sources.entries)) {
      const key = `${sellerId}/${monthOf(day)}`;
      earnings.set(key, { ...earnings.get(key), [day.slice(8, 10)]: paise });
    }
  }
  for (const [key, days] of earnings) {
    const [sellerId, month] = key.split('/') as [string, string];
    void writer.set(db.doc(insightsPaths.sellerEarningsMonth(sellerId, month)), { month, days }, { merge: true });
  }
  await writer.close();
  await writeMonths(db, span);
  await closeLedgerDays(db, span, sources.entries);
  return byDay;
}

/**
 * The nightly run: yesterday and the days before it (REFOLDED_DAYS in all), by the day the run was due in India; and
 * SPEC 7's visitor counter document, which the tiles' sharded counter now keeps (its total as of this run).
 */
export async function foldRecentDays({ db }: DbDeps, scheduledAt: number): Promise<void> {
  const today = indiaDay(scheduledAt);
  const span = { from: addDays(today, -REFOLDED_DAYS), to: addDays(today, -1) };
  const folded = await foldInsights(db, span);
  const visitors = (await readCounter(db, TOTALS_COUNTER)).visitors ?? 0;
  await db.doc(paths.visitorCount).set({ count: visitors }, { merge: true });
  log.info('insights folded', { from: span.from, to: span.to, days: folded.size });
}

export const foldInsightsTrigger: Trigger<DbDeps> = {
  kind: 'schedule',
  schedule: '30 0 * * *',
  timeZone: 'Asia/Kolkata',
  handle: (deps, run) => foldRecentDays(deps, run.scheduledAt),
};

/** The backfill (scripts/backfill-insights.ts, the demo seed, the bench): the span a month at a time. */
export async function backfillInsights(db: Firestore, span: DaySpan): Promise<number> {
  let days = 0;
  for (const month of bucketsOf(span, 'month')) days += (await foldInsights(db, month)).size;
  return days;
}
