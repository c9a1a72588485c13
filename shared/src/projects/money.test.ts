import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  MAX_AMOUNT,
  MIN_AMOUNT,
  SELLER_SHARE_PERCENT,
  formatRupees,
  fromPaise,
  isPayableAmount,
  sellerPayout,
  splitPayout,
  toPaise,
} from './money.ts';

describe('money (SPEC 9)', () => {
  it('holds the SPEC constants: 70% seller share, minimum 1, INR', () => {
    expect(SELLER_SHARE_PERCENT).toBe(70);
    expect(MIN_AMOUNT).toBe(1);
    expect(CURRENCY).toBe('INR');
  });

  it('converts rupees to whole paise without float noise', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.07)).toBe(7);
    expect(fromPaise(1999)).toBe(19.99);
  });

  it('splits 100 rupees into 70 for the seller and 30 for the platform', () => {
    expect(splitPayout(100)).toEqual({ budgetPaise: 10000, sellerPaise: 7000, platformPaise: 3000 });
  });

  it.each([999.99, 0.01, 1, 12345.67, 19.99, 33.33])('splits %f into whole paise that sum to the budget', (rupees) => {
    const split = splitPayout(rupees);
    expect(split.budgetPaise).toBe(toPaise(rupees));
    expect(Number.isInteger(split.sellerPaise)).toBe(true);
    expect(Number.isInteger(split.platformPaise)).toBe(true);
    expect(split.sellerPaise + split.platformPaise).toBe(split.budgetPaise);
    expect(split.sellerPaise).toBe(Math.round(0.7 * split.budgetPaise));
  });

  it('gives the seller the odd half-paisa', () => {
    expect(splitPayout(999.99)).toEqual({ budgetPaise: 99999, sellerPaise: 69999, platformPaise: 30000 });
    expect(splitPayout(0.05)).toEqual({ budgetPaise: 5, sellerPaise: 4, platformPaise: 1 });
  });

  it('shows the seller 70% of the budget in rupees', () => {
    expect(sellerPayout(100)).toBe(70);
    expect(sellerPayout(999.99)).toBe(699.99);
  });

  it('formats rupees with the symbol, Indian digit grouping and 2 decimals', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(123456.7)).toBe('₹1,23,456.70');
    expect(formatRupees(1)).toBe('₹1.00');
  });

  it('puts the minus before the symbol, and never writes a minus zero', () => {
    expect(formatRupees(-500)).toBe('-₹500.00');
    expect(formatRupees(-123456.7)).toBe('-₹1,23,456.70');
    expect(formatRupees(-0.001)).toBe('₹0.00');
  });
});

describe('isPayableAmount (one payment can cover it)', () => {
  it.each([
    [1, true],
    [19.99, true],
    [MAX_AMOUNT, true],
    [0.99, false],
    [MAX_AMOUNT + 0.01, false],
    [1e9, false],
    [1.005, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s -> %s', (amount, payable) => {
    expect(isPayableAmount(amount)).toBe(payable);
  });
});
