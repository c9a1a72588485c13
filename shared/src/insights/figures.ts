// The marketplace's figures for a span of time (decision 037): what one day's document holds, what a month's holds
// (the sum of its days) and what any range of them adds up to. Every count and amount adds across days; the two
// waits are histograms, which add too. Amounts are whole paise.
import { z } from 'zod';
import { mergeHistograms, type Histogram } from './histogram.ts';

export const countedFigures = [
  /** Money paid in: project fundings and store orders captured, and cash collected on delivery. */
  'gmvPaise',
  /** How many payments made up the GMV (a funding, a store order). */
  'orders',
  /** The platform's 30% of what was earned (releases, settlements' paid parts, store sales, COD collections). */
  'platformPaise',
  /** Refunds decided (the ledger's refund-due), whenever the money they return was paid. */
  'refundsPaise',
  'refunds',
  'projectsPosted',
  'projectsTaken',
  /** First deliveries: the project reached Completed. */
  'projectsCompleted',
  /** Released by the student or automatically. */
  'projectsReleased',
  'disputesOpened',
  'settledRelease',
  'settledRefund',
  'settledSplit',
  'payoutsProcessed',
  'newStudents',
  'newSellers',
  'visitors',
] as const;
export type CountedFigure = (typeof countedFigures)[number];

export const waits = [
  /** A project's creation to its taking, for the projects taken in the span. */
  'timeToTake',
  /** A payout record's creation (the release that owes it) to the provider's processing, for payouts processed. */
  'payoutLatency',
] as const;
export type Wait = (typeof waits)[number];

export type Figures = Record<CountedFigure, number> & Record<Wait, Histogram>;

export function noFigures(): Figures {
  return {
    ...(Object.fromEntries(countedFigures.map((name) => [name, 0])) as Record<CountedFigure, number>),
    timeToTake: {},
    payoutLatency: {},
  };
}

export function addFigures(spans: readonly Figures[]): Figures {
  const sum = noFigures();
  for (const figures of spans) for (const name of countedFigures) sum[name] += figures[name];
  for (const wait of waits) sum[wait] = mergeHistograms(spans.map((figures) => figures[wait]));
  return sum;
}

const histogramSchema = z.record(z.string(), z.number()).catch({});

/** Reads stored figures; a field missing or unreadable (an older document) counts as none. */
export const figuresSchema = z.object({
  ...(Object.fromEntries(countedFigures.map((name) => [name, z.number().catch(0)])) as Record<
    CountedFigure,
    z.ZodCatch<z.ZodNumber>
  >),
  timeToTake: histogramSchema,
  payoutLatency: histogramSchema,
});

/** insightsDays/{YYYY-MM-DD}: one India day's figures, written whole by the daily fold. */
export const insightsDaySchema = z.object({
  day: z.string(),
  figures: figuresSchema.catch(noFigures),
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

/** insightsMonths/{YYYY-MM}: the sum of the month's day documents, rewritten by each fold of one of its days. */
export const insightsMonthSchema = z.object({
  month: z.string(),
  figures: figuresSchema.catch(noFigures),
});
export type InsightsMonth = z.infer<typeof insightsMonthSchema>;

/**
 * earnings/{sellerId}/months/{YYYY-MM}: a seller's earnings (their 70%) by India day of the month ('01'…'31'), in
 * paise; the fold of a day sets that day's entry, so folding it again sets the same.
 */
export const sellerMonthSchema = z.object({
  month: z.string(),
  days: z.record(z.string(), z.number()).catch({}),
});
export type SellerMonth = z.infer<typeof sellerMonthSchema>;

export const earningsOf = (month: Pick<SellerMonth, 'days'>) =>
  Object.values(month.days).reduce((sum, paise) => sum + paise, 0);
