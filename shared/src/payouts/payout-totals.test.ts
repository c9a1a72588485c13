import { describe, expect, it } from 'vitest';
import { payoutStatuses, type PayoutStatus } from './payout.ts';
import { payoutStatusCounts, payoutTotals } from './payout-totals.ts';

const payout = (status: PayoutStatus, sellerPaise: number) => ({ status, sellerPaise });

describe('payoutTotals', () => {
  it('is all zero without payouts', () => {
    expect(payoutTotals([])).toEqual({
      earnedPaise: 0,
      paidPaise: 0,
      onItsWayPaise: 0,
      waitingPaise: 0,
      waitingCount: 0,
    });
  });

  it.each([
    ['waiting-for-details', { waitingPaise: 70_001, waitingCount: 1 }],
    ['waiting-for-verification', { waitingPaise: 70_001, waitingCount: 1 }],
    ['queued', { onItsWayPaise: 70_001 }],
    ['processing', { onItsWayPaise: 70_001 }],
    ['processed', { paidPaise: 70_001 }],
    ['failed', { waitingPaise: 70_001, waitingCount: 1 }],
    ['reversed', { waitingPaise: 70_001, waitingCount: 1 }],
  ] as const)('counts a %s payout as earned and in one bucket only', (status, bucket) => {
    expect(payoutTotals([payout(status, 70_001)])).toEqual({
      earnedPaise: 70_001,
      paidPaise: 0,
      onItsWayPaise: 0,
      waitingPaise: 0,
      waitingCount: 0,
      ...bucket,
    });
  });

  it('adds up in whole paise, and earned is always paid + on its way + waiting', () => {
    const payouts = payoutStatuses.map((status, index) => payout(status, 1_050 + index));
    const totals = payoutTotals(payouts);
    // In payoutStatuses' order: waiting for details, waiting for verification, queued, processing, processed,
    // failed, reversed.
    expect(totals.earnedPaise).toBe(7 * 1_050 + 21);
    expect(totals.paidPaise).toBe(1_054);
    expect(totals.onItsWayPaise).toBe(1_052 + 1_053);
    expect(totals.waitingPaise).toBe(1_050 + 1_051 + 1_055 + 1_056);
    expect(totals.waitingCount).toBe(4);
    expect(totals.paidPaise + totals.onItsWayPaise + totals.waitingPaise).toBe(totals.earnedPaise);
  });
});

describe('payoutStatusCounts', () => {
  it('counts each status, with zero for those none has', () => {
    const counts = payoutStatusCounts([payout('failed', 1), payout('failed', 2), payout('processed', 3)]);
    expect(counts).toEqual({
      'waiting-for-details': 0,
      'waiting-for-verification': 0,
      queued: 0,
      processing: 0,
      processed: 1,
      failed: 2,
      reversed: 0,
    });
  });
});
