// The demo's history: balanced entries whose subjects hold nothing at the end, a year of imported days, a marketplace
// that grows, and the same history at every first start.
import { describe, expect, it } from 'vitest';
import { isBalanced } from '@marketplace/shared/ledger/ledger';
import { moneyBySubject } from '@marketplace/shared/ledger/invariants';
import { figuresOfEntries } from '@marketplace/shared/ledger/money-figures';
import { addFigures } from '@marketplace/shared/insights/figures';
import { foldDay, nothingHappened } from '@marketplace/shared/insights/fold-day';
import { HISTORY_DAYS, demoHistory } from './demo-history.ts';

const TODAY = '2026-11-27';
const sellers = ['demo-seller', 'history-seller-1', 'history-seller-2'];

describe('the demo history', () => {
  const { entries, imports } = demoHistory(TODAY, sellers);

  it('books balanced entries on the year to the day before yesterday, each subject ending with nothing held', () => {
    expect(entries.length).toBeGreaterThan(HISTORY_DAYS * 5);
    expect(entries.every((entry) => isBalanced(entry.lines))).toBe(true);
    expect(entries.every((entry) => entry.day >= '2025-11-26' && entry.day <= '2026-11-25')).toBe(true);
    for (const money of moneyBySubject(entries as never).values()) expect(money.held).toBe(0);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it('imports a year of days, and grows: the last quarter takes more money than the first', () => {
    expect(imports.size).toBe(HISTORY_DAYS);
    const days = [...imports.keys()];
    const quarter = (from: number) =>
      addFigures(days.slice(from, from + 91).map((day) => foldDay(day, { ...nothingHappened, entries })));
    expect(quarter(HISTORY_DAYS - 91).gmvPaise).toBeGreaterThan(2 * quarter(0).gmvPaise);
    expect(entries.some((entry) => entry.sellerId === 'demo-seller' && entry.kind === 'release')).toBe(true);
  });

  it('pays each seller what they earned, so nothing is owed of the earlier books', () => {
    for (const seller of sellers) {
      const figures = figuresOfEntries(entries.filter((entry) => entry.sellerId === seller));
      expect(figures.grossEarned, seller).toBeGreaterThan(0);
      expect(figures.netPaid, seller).toBe(figures.grossEarned);
      expect(figures.owed, seller).toBe(0);
    }
  });

  it('is the same at every first start on the same day', () => {
    expect(demoHistory(TODAY, sellers).entries.slice(0, 20)).toEqual(entries.slice(0, 20));
  });
});
