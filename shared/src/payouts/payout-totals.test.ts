import { describe, expect, it } from 'vitest';
import { payoutStatuses, type PayoutStatus } from './payout.ts';
import { payoutTotals, type PayoutTotals } from './payout-totals.ts';

const payout = (status: PayoutStatus, sellerPaise: number) => ({ status, sellerPaise });
/** The figures that are not zero: exactly what the payouts added to. */
const nonZero = (totals: PayoutTotals) => Object.fromEntries(Object.entries(totals).filter(([, value]) => value !== 0));

describe('payoutTotals', () => {
  it('is all zero without payouts', () => {
    expect(nonZero(payoutTotals([]))).toEqual({});
  });

  it.each([
    ['waiting-for-details', { waitingPaise: 70_001, waitingCount: 1, waitingForDetailsCount: 1 }],
    ['waiting-for-verification', { waitingPaise: 70_001, waitingCount: 1 }],
    ['carried', { waitingPaise: 70_001, waitingCount: 1 }],
    ['queued', { onItsWayPaise: 70_001 }],
    ['processing', { onItsWayPaise: 70_001 }],
    ['processed', { paidPaise: 70_001 }],
    ['failed', { failedPaise: 70_001, failedCount: 1 }],
    ['reversed', { failedPaise: 70_001, failedCount: 1 }],
  ] as const)('counts a %s payout as earned and in one bucket only', (status, bucket) => {
    expect(nonZero(payoutTotals([payout(status, 70_001)]))).toEqual({ earnedPaise: 70_001, ...bucket });
  });

  it('adds up in whole paise, and earned is always paid + on its way + waiting + failed', () => {
    const payouts = payoutStatuses.map((status, index) => payout(status, 1_050 + index));
    const totals = payoutTotals(payouts);
    // In payoutStatuses' order: waiting for details, waiting for verification, carried, queued, processing,
    // processed, failed, reversed.
    expect(totals.earnedPaise).toBe(8 * 1_050 + 28);
    expect(totals.paidPaise).toBe(1_055);
    expect(totals.onItsWayPaise).toBe(1_053 + 1_054);
    expect(totals.waitingPaise).toBe(1_050 + 1_051 + 1_052);
    expect(totals.failedPaise).toBe(1_056 + 1_057);
    expect([totals.waitingCount, totals.failedCount]).toEqual([3, 2]);
    expect(totals.paidPaise + totals.onItsWayPaise + totals.waitingPaise + totals.failedPaise).toBe(totals.earnedPaise);
  });

  it('counts tax withheld apart (decision 039): each bucket holds what is left, and the figures still add up', () => {
    const totals = payoutTotals([
      { status: 'processed', sellerPaise: 70_001, withheldPaise: 351 },
      { status: 'queued', sellerPaise: 1_050, withheldPaise: 0 },
      { status: 'waiting-for-details', sellerPaise: 500 },
    ]);
    expect(totals).toMatchObject({ earnedPaise: 71_551, paidPaise: 69_650, onItsWayPaise: 1_050, withheldPaise: 351 });
    const { paidPaise, onItsWayPaise, waitingPaise, failedPaise, withheldPaise } = totals;
    expect(paidPaise + onItsWayPaise + waitingPaise + failedPaise + withheldPaise).toBe(totals.earnedPaise);
  });
});
