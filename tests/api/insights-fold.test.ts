// The daily fold against the emulator (decision 037): a day's figures from ledger entries written with the admin SDK
// (the ledger's final schema), projects, their takes and history, people, payouts and visits; the same documents
// when it runs twice and when it runs again after a late event; the scheduled run's days; and when each project was
// taken, kept by its trigger.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  insightsDaySchema,
  insightsMonthSchema,
  noFigures,
  sellerMonthSchema,
} from '@marketplace/shared/insights/figures';
import { percentileOf } from '@marketplace/shared/insights/histogram';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import {
  captureEntry,
  earningEntry,
  ledgerSubject,
  refundDueEntry,
  totalsOf,
  type EntryDraft,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { splitPaise } from '@marketplace/shared/projects/money';
import { noHistoryDetails } from '@marketplace/shared/projects/project-history';
import { countVisit } from '../../functions/src/features/analytics/count-visit.ts';
import { foldInsights, foldRecentDays } from '../../functions/src/features/insights/fold-insights.ts';
import { recordTake } from '../../functions/src/features/insights/record-take.ts';
import { useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const DAY = '2026-03-10';
// 12:00 in India on 10 March; the day starts at 18:30 UTC on the 9th.
const NOON = Date.parse('2026-03-10T06:30:00Z');
const HOUR = 3_600_000;
const SPAN = { from: DAY, to: DAY };

const project = (id: string) => ({ subject: ledgerSubject.project(id), payerId: 'student-1', sellerId: 'seller-1' });

/** An entry as the ledger's writer stores it, in the movement's own transaction (here: directly). */
async function writeEntry(draft: EntryDraft, at: number): Promise<void> {
  await backend.db.doc(paths.ledgerEntry(draft.id)).create({
    ...draft,
    at: Timestamp.fromMillis(at),
    day: indiaDay(at),
    totals: totalsOf(draft.lines),
    currency: 'INR',
  });
}

const capture = (id: string, paise: number) =>
  captureEntry(project(id), { paymentId: `pay-${id}`, paymentOrderId: `po-${id}`, amountPaise: paise });

async function seedDay(): Promise<void> {
  const { db } = backend;
  await writeEntry(capture('p1', 123_457), NOON);
  await writeEntry(earningEntry(project('p1'), 'release', splitPaise(123_457)), NOON + HOUR);
  // Paid the day before, refunded on the day.
  await writeEntry(capture('p2', 50_001), NOON - 24 * HOUR);
  await writeEntry(refundDueEntry(project('p2'), { refundId: 'r2', amountPaise: 50_001 }), NOON);
  await db.doc(paths.project('p1')).set({ status: 'Completed', createdAt: Timestamp.fromMillis(NOON - 3 * HOUR) });
  await db.doc(insightsPaths.projectTake('p1')).set({
    postedAt: Timestamp.fromMillis(NOON - 3 * HOUR),
    takenAt: Timestamp.fromMillis(NOON - HOUR),
    sellerId: 'seller-1',
  });
  await db.doc(`${paths.projectHistory('p1')}/d1`).set({ kind: 'delivered', round: 1, at: Timestamp.fromMillis(NOON) });
  await db.doc(`${paths.projectHistory('p1')}/released`).set({ kind: 'released', at: Timestamp.fromMillis(NOON) });
  await db
    .doc(`${paths.projectHistory('p2')}/s`)
    .set({ kind: 'settled', outcome: 'refund', at: Timestamp.fromMillis(NOON) });
  await db.doc(paths.publicProfile('u1')).set({ name: 'Asha', role: 'student', since: NOON });
  await db.doc(paths.publicProfile('u2')).set({ name: 'Sam', role: 'seller', since: NOON - 24 * HOUR });
  await db.doc(paths.payout('p1')).set({
    sellerId: 'seller-1',
    createdAt: Timestamp.fromMillis(NOON + HOUR),
    processedAt: Timestamp.fromMillis(NOON + HOUR + 40_000),
  });
  for (const id of ['m1', 'm2', 'm3']) await countVisit(backend, { id, data: {} }, NOON);
}

/** What the fold wrote for the day, its month and the seller, less when it wrote them. */
async function written() {
  const read = async (path: string) => {
    const { foldedAt: _foldedAt, ...data } = (await backend.db.doc(path).get()).data() ?? {};
    return data;
  };
  return {
    day: await read(insightsPaths.insightsDay(DAY)),
    month: await read(insightsPaths.insightsMonth('2026-03')),
    seller: await read(insightsPaths.sellerEarningsMonth('seller-1', '2026-03')),
  };
}

describe('the daily fold', () => {
  it("writes the day's figures, its month and the seller's earnings, from what the day holds", async () => {
    await seedDay();
    await foldInsights(backend.db, SPAN);
    const { day, month, seller } = await written();
    const figures = insightsDaySchema.parse(day).figures;
    expect(figures).toMatchObject({
      gmvPaise: 123_457,
      orders: 1,
      platformPaise: 37_037,
      refundsPaise: 50_001,
      refunds: 1,
      projectsPosted: 1,
      projectsTaken: 1,
      projectsCompleted: 1,
      projectsReleased: 1,
      settledRefund: 1,
      newStudents: 1,
      newSellers: 0,
      payoutsProcessed: 1,
      visitors: 3,
    });
    expect(percentileOf(figures.timeToTake, 0.5)! / (2 * HOUR)).toBeCloseTo(1, 1);
    expect(percentileOf(figures.payoutLatency, 0.5)! / 40_000).toBeCloseTo(1, 1);
    expect(insightsMonthSchema.parse(month).figures).toEqual(figures);
    expect(sellerMonthSchema.parse(seller)).toEqual({ month: '2026-03', days: { '10': 86_420 } });
  });

  it('writes the same when run twice, and after a late event what a first fold with it would have', async () => {
    await seedDay();
    await foldInsights(backend.db, SPAN);
    const once = await written();
    await foldInsights(backend.db, SPAN);
    expect(await written()).toEqual(once);

    // A late event: an entry of the day written after its fold (a webhook's payment recorded late, say).
    await writeEntry(capture('p3', 1_001), NOON + 2 * HOUR);
    await writeEntry(earningEntry(project('p3'), 'release', splitPaise(1_001)), NOON + 3 * HOUR);
    await foldInsights(backend.db, SPAN);
    const after = await written();
    expect(insightsDaySchema.parse(after.day).figures).toMatchObject({ gmvPaise: 124_458, orders: 2 });
    expect(sellerMonthSchema.parse(after.seller).days).toEqual({ '10': 86_420 + 701 });
    await foldInsights(backend.db, SPAN);
    expect(await written()).toEqual(after);
  });

  it('adds what was imported for a day (figures from before they were kept) to what it finds', async () => {
    await seedDay();
    await backend.db
      .doc(insightsPaths.insightsImport(DAY))
      .set({ day: DAY, figures: { ...noFigures(), projectsPosted: 40, visitors: 1_000, gmvPaise: 1 } });
    await foldInsights(backend.db, SPAN);
    const { day } = await written();
    expect(insightsDaySchema.parse(day).figures).toMatchObject({
      projectsPosted: 41,
      visitors: 1_003,
      gmvPaise: 123_458,
    });
  });

  it('runs at 00:30 in India for the three days before, and leaves the month the sum of its days', async () => {
    await seedDay();
    // Due 00:30 on 11 March in India: 19:00 UTC on the 10th.
    await foldRecentDays(backend, Date.parse('2026-03-10T19:00:00Z'));
    const days = await backend.db.collection(insightsPaths.insightsDays).get();
    expect(days.docs.map((doc) => doc.id)).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    const gmv = (id: string) =>
      insightsDaySchema.parse(days.docs.find((doc) => doc.id === id)!.data()).figures.gmvPaise;
    expect([gmv('2026-03-09'), gmv('2026-03-10')]).toEqual([50_001, 123_457]);
    const month = insightsMonthSchema.parse(
      (await backend.db.doc(insightsPaths.insightsMonth('2026-03')).get()).data(),
    );
    expect(month.figures.gmvPaise).toBe(50_001 + 123_457);
    expect(month.figures.newSellers).toBe(1);
    // SPEC 7's visitor counter document: the tiles' total as of the run.
    expect((await backend.db.doc(paths.visitorCount).get()).get('count')).toBe(3);
  });
});

describe('recordTake', () => {
  const POSTED = NOON - 5 * HOUR;
  const event = (kind: string, at: number, by = 'seller-1', before: Record<string, unknown> | null = null) => ({
    id: 'e1',
    path: `${paths.projectHistory('p9')}/taken`,
    params: { projectId: 'p9', eventId: 'taken' },
    before,
    after: { ...noHistoryDetails, kind, by, byRole: 'seller', at: Timestamp.fromMillis(at) },
  });
  const take = async () => (await backend.db.doc(insightsPaths.projectTake('p9')).get()).data();
  beforeEach(async () => {
    await backend.db.doc(paths.project('p9')).set({ status: 'In Progress', createdAt: Timestamp.fromMillis(POSTED) });
  });

  it("keeps when a project was posted and taken, once, from the take's event (decision 062)", async () => {
    await recordTake(backend, event('taken', NOON));
    await recordTake(backend, event('taken', NOON));
    // A later take (another seller's, after the first gave it up) leaves the first.
    await recordTake(backend, event('taken', NOON + HOUR, 'seller-2'));
    expect(await take()).toEqual({
      postedAt: Timestamp.fromMillis(POSTED),
      takenAt: Timestamp.fromMillis(NOON),
      sellerId: 'seller-1',
    });
  });

  it('keeps nothing for any other event, nor for a project change with no event', async () => {
    await recordTake(backend, event('delivered', NOON));
    await recordTake(backend, event('given-up', NOON));
    // The project's own change is no event: Open → In Progress alone records nothing.
    await recordTake(backend, {
      id: 'e2',
      path: paths.project('p9'),
      params: { projectId: 'p9' },
      before: { status: 'Open', createdAt: Timestamp.fromMillis(POSTED) },
      after: { status: 'In Progress', createdAt: Timestamp.fromMillis(POSTED), sellerId: 'seller-1' },
    });
    expect(await take()).toBeUndefined();
  });
});
