// One India day's figures from what happened in it (decision 037): the day's ledger entries for the money, the
// projects, their history, the people who joined and the payouts processed for the rest, and the day's visits. Pure:
// the daily fold reads these and writes what this returns, so folding a day again, or after a late event, writes the
// figures of everything that day holds by then. Whatever is handed over from outside the day is left out: the day's
// bounds are India's (india-day.ts), whatever zone the server runs in.
import type { LedgerEntry } from '../ledger/ledger.ts';
import { indiaDayRange } from '../ledger/india-day.ts';
import type { HistoryEvent } from '../projects/project-history.ts';
import type { Role } from '../session/profile.ts';
import { noFigures, type Figures } from './figures.ts';
import { histogramOf } from './histogram.ts';

export type FoldedEntry = Pick<LedgerEntry, 'kind' | 'subject' | 'sellerId' | 'totals' | 'day'>;

export interface DaySources {
  /** The ledger entries filed under the day. */
  entries: readonly FoldedEntry[];
  /** When each project created in the day was posted (null: not yet stamped by the server). */
  postedProjects: readonly { createdAt: number | null }[];
  /** The projects taken in the day: when each was posted and taken. */
  takenProjects: readonly { createdAt: number | null; takenAt: number | null }[];
  /** The projects' history events of the day. */
  history: readonly Pick<HistoryEvent, 'kind' | 'at' | 'round' | 'outcome'>[];
  /** The people who joined in the day, from their public profiles. */
  joined: readonly { role: Role; since: number }[];
  /** The payouts processed in the day: when each was owed (its record's creation) and processed. */
  processedPayouts: readonly { createdAt: number | null; processedAt: number | null }[];
  /** The day's counted visits. */
  visitors: number;
}

/** A day in which nothing happened. */
export const nothingHappened: DaySources = {
  entries: [],
  postedProjects: [],
  takenProjects: [],
  history: [],
  joined: [],
  processedPayouts: [],
  visitors: 0,
};

/** The entries a seller earns by: their 70% of held or collected money. */
const earningKinds: readonly FoldedEntry['kind'][] = ['release', 'settlement', 'sale', 'cod-collected'];

/**
 * Money for something real: a project or a store order. A payment that arrived for nothing it could pay
 * (`payment-…`, refunded whole: decision 029) is neither merchandise nor a refund a buyer asked for.
 */
const isMerchandise = (entry: FoldedEntry) =>
  entry.subject?.startsWith('project-') === true || entry.subject?.startsWith('order-') === true;

export function foldDay(day: string, sources: DaySources): Figures {
  const { start, end } = indiaDayRange(day);
  const inDay = (at: number | null): at is number => at !== null && at >= start && at < end;
  const figures = noFigures();

  for (const entry of sources.entries) {
    if (entry.day !== day) continue;
    if (entry.kind === 'capture' && isMerchandise(entry)) {
      figures.gmvPaise += entry.totals.provider;
      figures.orders += 1;
    }
    if (entry.kind === 'cod-collected') {
      figures.gmvPaise += entry.totals.cod;
      figures.orders += 1;
    }
    if (earningKinds.includes(entry.kind)) figures.platformPaise -= entry.totals.platform;
    if (entry.kind === 'refund-due' && isMerchandise(entry)) {
      figures.refundsPaise -= entry.totals.refundDue;
      figures.refunds += 1;
    }
  }

  figures.projectsPosted = sources.postedProjects.filter(({ createdAt }) => inDay(createdAt)).length;
  const taken = sources.takenProjects.filter(({ takenAt }) => inDay(takenAt));
  figures.projectsTaken = taken.length;
  figures.timeToTake = histogramOf(
    taken.flatMap(({ createdAt, takenAt }) => (createdAt === null ? [] : [takenAt! - createdAt])),
  );

  for (const event of sources.history) {
    if (!inDay(event.at)) continue;
    if (event.kind === 'delivered' && event.round === 1) figures.projectsCompleted += 1;
    if (event.kind === 'released' || event.kind === 'auto-released') figures.projectsReleased += 1;
    if (event.kind === 'disputed') figures.disputesOpened += 1;
    if (event.kind === 'settled' && event.outcome === 'release') figures.settledRelease += 1;
    if (event.kind === 'settled' && event.outcome === 'refund') figures.settledRefund += 1;
    if (event.kind === 'settled' && event.outcome === 'split') figures.settledSplit += 1;
  }

  for (const person of sources.joined) {
    if (!inDay(person.since)) continue;
    if (person.role === 'student') figures.newStudents += 1;
    if (person.role === 'seller') figures.newSellers += 1;
  }

  const processed = sources.processedPayouts.filter(({ processedAt }) => inDay(processedAt));
  figures.payoutsProcessed = processed.length;
  figures.payoutLatency = histogramOf(
    processed.flatMap(({ createdAt, processedAt }) => (createdAt === null ? [] : [processedAt! - createdAt])),
  );

  figures.visitors = sources.visitors;
  return figures;
}

/** Each seller's earnings (their 70%) in the day's entries, in paise. */
export function sellerEarnings(day: string, entries: readonly FoldedEntry[]): Map<string, number> {
  const bySeller = new Map<string, number>();
  for (const entry of entries) {
    if (entry.day !== day || !entry.sellerId || !earningKinds.includes(entry.kind)) continue;
    bySeller.set(entry.sellerId, (bySeller.get(entry.sellerId) ?? 0) - entry.totals.sellerDue);
  }
  return bySeller;
}
