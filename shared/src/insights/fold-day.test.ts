// Each figure of a day from fixed events: odd paise, India's day boundaries (UTC+5:30), an empty day, and a refund
// decided in a later period than its payment.
import { describe, expect, it } from 'vitest';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  payoutPaidEntry,
  refundDueEntry,
  refundPaidEntry,
  storedAt,
} from '../ledger/ledger.ts';
import { orderParty, paymentParty, projectParty } from '../ledger/test-parties.ts';
import { splitPaise } from '../projects/money.ts';
import { addFigures, noFigures } from './figures.ts';
import { foldDay, nothingHappened, sellerEarnings } from './fold-day.ts';
import { countOf, percentileOf } from './histogram.ts';

const DAY = '2026-03-10';
// India's 10 March runs from 9 March 18:30 UTC to 10 March 18:30 UTC.
const FIRST_INSTANT = Date.parse('2026-03-09T18:30:00.000Z');
const LAST_INSTANT = Date.parse('2026-03-10T18:29:59.999Z');
const MIDDAY = Date.parse('2026-03-10T06:30:00Z');
const HOUR = 3_600_000;

const project = (id: string, sellerId = 'seller-a') => projectParty(id, { sellerId });
const order = (id: string, sellerId = 'seller-b') => orderParty(id, { sellerId });
const capture = (party: ReturnType<typeof project>, paise: number, at: number) =>
  storedAt(
    captureEntry(party, {
      paymentId: `pay-${party.subject}`,
      paymentOrderId: `po-${party.subject}`,
      amountPaise: paise,
    }),
    at,
  );

const none = nothingHappened;

describe('foldDay', () => {
  it('adds the money of the day: captures and COD collections as GMV, the 30% earned, refunds decided, in whole paise', () => {
    const odd = 123_457; // ₹1,234.57
    const entries = [
      capture(project('p1'), odd, MIDDAY),
      capture(order('o1'), 99_999, MIDDAY),
      storedAt(earningEntry(project('p1'), 'release', splitPaise(odd)), MIDDAY),
      storedAt(earningEntry(order('o1'), 'sale', splitPaise(99_999)), MIDDAY),
      storedAt(codCollectedEntry(order('o2'), 'o2', splitPaise(50_001)), MIDDAY),
      storedAt(refundDueEntry(project('p3'), { refundId: 'r3', amountPaise: 10_001 }), MIDDAY),
      // Paid out and processed refunds move money the figures already counted.
      storedAt(
        payoutPaidEntry(project('p1'), { payoutId: 'p1', attempt: 1, amountPaise: 86_420, providerPayoutId: 'x' }),
        MIDDAY,
      ),
      storedAt(refundPaidEntry(project('p3'), { refundId: 'r3', amountPaise: 10_001, providerRefundId: 'rf' }), MIDDAY),
    ];
    const figures = foldDay(DAY, { ...none, entries });
    expect(figures.gmvPaise).toBe(odd + 99_999 + 50_001);
    expect(figures.orders).toBe(3);
    // 30% of each in whole paise, the odd half-paisa going to the seller: 37,037 + 30,000 + 15,000.
    expect(figures.platformPaise).toBe(37_037 + 30_000 + 15_000);
    expect(figures.refundsPaise).toBe(10_001);
    expect(figures.refunds).toBe(1);
    expect(sellerEarnings(DAY, entries)).toEqual(
      new Map([
        ['seller-a', 86_420],
        ['seller-b', 69_999 + 35_001],
      ]),
    );
  });

  it("files what happens by India's day: 00:00 IST is 18:30 UTC the day before", () => {
    const entries = [
      capture(project('first'), 100, FIRST_INSTANT),
      capture(project('last'), 200, LAST_INSTANT),
      capture(project('before'), 400, FIRST_INSTANT - 1),
      capture(project('after'), 800, LAST_INSTANT + 1),
    ];
    expect(entries.map((entry) => entry.day)).toEqual([DAY, DAY, '2026-03-09', '2026-03-11']);
    const figures = foldDay(DAY, {
      ...none,
      entries,
      postedProjects: [{ createdAt: FIRST_INSTANT }, { createdAt: LAST_INSTANT + 1 }, { createdAt: null }],
      joined: [
        { role: 'student', since: LAST_INSTANT },
        { role: 'seller', since: FIRST_INSTANT - 1 },
        { role: 'admin', since: MIDDAY },
      ],
    });
    expect(figures.gmvPaise).toBe(300);
    expect(figures.orders).toBe(2);
    expect(figures.projectsPosted).toBe(1);
    expect(figures.newStudents).toBe(1);
    expect(figures.newSellers).toBe(0);
  });

  it('an empty day is all zeros, with no waits', () => {
    expect(foldDay(DAY, none)).toEqual(noFigures());
  });

  it('counts a refund on the day it is decided, not on its payment’s day', () => {
    const paidOn9th = capture(project('p9'), 50_000, FIRST_INSTANT - HOUR);
    const refundOn10th = storedAt(refundDueEntry(project('p9'), { refundId: 'r9', amountPaise: 50_000 }), MIDDAY);
    const entries = [paidOn9th, refundOn10th];
    const ninth = foldDay('2026-03-09', { ...none, entries: entries.filter((e) => e.day === '2026-03-09') });
    const tenth = foldDay(DAY, { ...none, entries: entries.filter((e) => e.day === DAY) });
    expect([ninth.gmvPaise, ninth.refundsPaise]).toEqual([50_000, 0]);
    expect([tenth.gmvPaise, tenth.refundsPaise, tenth.refunds]).toEqual([0, 50_000, 1]);
    // Over both days, as a week or month adds them: the payment and its refund.
    const both = addFigures([ninth, tenth]);
    expect([both.gmvPaise, both.refundsPaise]).toEqual([50_000, 50_000]);
  });

  it('leaves out a payment for nothing it could pay, and its refund', () => {
    const orphan = paymentParty('po-x', { payerId: 'someone' });
    const figures = foldDay(DAY, {
      ...none,
      entries: [
        storedAt(captureEntry(orphan, { paymentId: 'pay-x', paymentOrderId: 'po-x', amountPaise: 7_000 }), MIDDAY),
        storedAt(refundDueEntry(orphan, { refundId: 'rx', amountPaise: 7_000 }), MIDDAY),
      ],
    });
    expect([figures.gmvPaise, figures.orders, figures.refundsPaise]).toEqual([0, 0, 0]);
  });

  it('counts the projects and disputes of the day, and how long taking and paying out took', () => {
    const figures = foldDay(DAY, {
      ...none,
      takenProjects: [
        { createdAt: MIDDAY - 2 * HOUR, takenAt: MIDDAY },
        { createdAt: MIDDAY - 30 * HOUR, takenAt: MIDDAY },
        { createdAt: null, takenAt: MIDDAY },
        { createdAt: MIDDAY, takenAt: LAST_INSTANT + 1 },
      ],
      history: [
        { kind: 'delivered', at: MIDDAY, round: 1, outcome: null },
        { kind: 'delivered', at: MIDDAY, round: 2, outcome: null },
        { kind: 'released', at: MIDDAY, round: null, outcome: null },
        { kind: 'auto-released', at: MIDDAY, round: null, outcome: null },
        { kind: 'disputed', at: MIDDAY, round: null, outcome: null },
        { kind: 'settled', at: MIDDAY, round: null, outcome: 'split' },
        { kind: 'settled', at: MIDDAY, round: null, outcome: 'refund' },
        { kind: 'settled', at: FIRST_INSTANT - 1, round: null, outcome: 'release' },
      ],
      processedPayouts: [
        { createdAt: MIDDAY - 10_000, processedAt: MIDDAY },
        { createdAt: MIDDAY - 20_000, processedAt: MIDDAY },
        { createdAt: MIDDAY - 30 * HOUR, processedAt: MIDDAY },
      ],
      visitors: 42,
    });
    expect(figures).toMatchObject({
      projectsTaken: 3,
      projectsCompleted: 1,
      projectsReleased: 2,
      disputesOpened: 1,
      settledRelease: 0,
      settledRefund: 1,
      settledSplit: 1,
      payoutsProcessed: 3,
      visitors: 42,
    });
    // A project with no posting time is taken, but has no wait to count.
    expect(countOf(figures.timeToTake)).toBe(2);
    const median = percentileOf(figures.timeToTake, 0.5)!;
    expect(median / (2 * HOUR)).toBeCloseTo(1, 1);
    expect(percentileOf(figures.payoutLatency, 0.5)! / 20_000).toBeCloseTo(1, 1);
    expect(percentileOf(figures.payoutLatency, 0.95)! / (30 * HOUR)).toBeCloseTo(1, 1);
  });
});
