import { describe, expect, it } from 'vitest';
import { projectStatuses, paymentStatuses } from './project.ts';
import {
  closedPaymentStatuses,
  inPlayStatuses,
  isCancelPending,
  isClosed,
  isInPlay,
  splitOf,
} from './escrow-states.ts';
import { aProject } from './test-projects.ts';

describe('the escrow states the product asks about (decision 046)', () => {
  it('in play: Open or In Progress, nothing else', () => {
    expect(projectStatuses.filter((status) => isInPlay({ status }))).toEqual(['Open', 'In Progress']);
    expect([...inPlayStatuses]).toEqual(['Open', 'In Progress']);
  });

  it('closed: Released or Settled, nothing else', () => {
    expect(paymentStatuses.filter((paymentStatus) => isClosed({ paymentStatus }))).toEqual(['Released', 'Settled']);
    expect([...closedPaymentStatuses]).toEqual(['Released', 'Settled']);
  });

  it('a cancellation is pending while it is asked for and the money is held', () => {
    expect(isCancelPending(aProject('In Progress', 'Funded', { cancelRequestedAt: 1 }))).toBe(true);
    expect(isCancelPending(aProject('In Progress', 'Funded'))).toBe(false);
    expect(isCancelPending(aProject('Cancelled', 'Refunded', { cancelRequestedAt: 1 }))).toBe(false);
  });

  it('splits a settlement as it says, and otherwise names the whole budget for either side', () => {
    const settlement = { outcome: 'split' as const, refundPaise: 13_333, payoutPaise: 20_000, settledAt: 1 };
    expect(splitOf(aProject('Completed', 'Settled', { settlement }))).toEqual({
      refundPaise: 13_333,
      payoutPaise: 20_000,
    });
    expect(splitOf(aProject('Completed', 'Funded'))).toEqual({ refundPaise: 33_333, payoutPaise: 33_333 });
  });
});
