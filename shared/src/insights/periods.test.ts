import { describe, expect, it } from 'vitest';
import { noFigures, type Figures } from './figures.ts';
import { bucketsOf, daysOf, figuresOver, periodOf, rangeView, readsFor, readsOf } from './periods.ts';

const withGmv = (gmvPaise: number): Figures => ({ ...noFigures(), gmvPaise });

describe('the spans the Insights page shows', () => {
  it('ends a range yesterday and compares it with the span of the same length before', () => {
    expect(periodOf('7d', '2026-03-10')).toEqual({
      current: { from: '2026-03-03', to: '2026-03-09' },
      previous: { from: '2026-02-24', to: '2026-03-02' },
    });
    // 12 months: the calendar months up to yesterday's, beside the same dates a year before.
    expect(periodOf('12m', '2026-03-31')).toEqual({
      current: { from: '2025-04-01', to: '2026-03-30' },
      previous: { from: '2024-04-01', to: '2025-03-30' },
    });
    // On the 1st, yesterday's month is the last one; a leap day a year later falls on the 28th.
    expect(periodOf('12m', '2024-03-01').current).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(periodOf('12m', '2024-03-01').previous).toEqual({ from: '2022-03-01', to: '2023-02-28' });
  });

  it('cuts a span into days, Monday-to-Sunday weeks and calendar months, partial at the ends', () => {
    const span = { from: '2026-02-26', to: '2026-03-10' }; // a Thursday to a Tuesday
    expect(bucketsOf(span, 'day')).toHaveLength(13);
    expect(bucketsOf(span, 'week')).toEqual([
      { key: '2026-02-26', from: '2026-02-26', to: '2026-03-01' },
      { key: '2026-03-02', from: '2026-03-02', to: '2026-03-08' },
      { key: '2026-03-09', from: '2026-03-09', to: '2026-03-10' },
    ]);
    expect(bucketsOf(span, 'month')).toEqual([
      { key: '2026-02', from: '2026-02-26', to: '2026-02-28' },
      { key: '2026-03', from: '2026-03-01', to: '2026-03-10' },
    ]);
  });

  it('reads whole months by their own document and the other days by theirs: a few hundred at most', () => {
    expect(readsOf([{ from: '2026-01-30', to: '2026-03-02' }])).toEqual({
      months: ['2026-02'],
      days: ['2026-01-30', '2026-01-31', '2026-03-01', '2026-03-02'],
    });
    const count = ({ months, days }: { months: string[]; days: string[] }) => months.length + days.length;
    expect(count(readsFor('12m', 'month', '2026-11-27'))).toBeLessThan(80);
    expect(count(readsFor('12m', 'day', '2026-11-27'))).toBeLessThan(420);
    expect(count(readsFor('12m', 'week', '2026-11-27'))).toBeLessThan(420);
    expect(count(readsFor('90d', 'day', '2026-11-27'))).toBeLessThan(160);
  });

  it("gives the page a range's span and the one before, its buckets, and reads that cover both spans", () => {
    const { period, buckets, reads } = rangeView('7d', 'day', '2026-03-10');
    expect(period).toEqual(periodOf('7d', '2026-03-10'));
    expect(buckets.map((bucket) => bucket.key)).toEqual(daysOf(period.current));
    expect(reads.days).toEqual([...daysOf(period.previous), ...daysOf(period.current)]);
    expect(reads.months).toEqual([]);
  });

  it('adds a span from the months and days read; what was not folded counts as nothing', () => {
    const stored = {
      months: new Map([['2026-02', withGmv(1_000)]]),
      days: new Map([
        ['2026-01-31', withGmv(1)],
        ['2026-03-01', withGmv(10)],
        // A day of a whole month read by the month: not counted twice.
        ['2026-02-14', withGmv(100_000)],
      ]),
    };
    expect(figuresOver({ from: '2026-01-30', to: '2026-03-02' }, stored).gmvPaise).toBe(1_011);
  });
});
