import { describe, expect, it } from 'vitest';
import { chartDataOf, csvOf } from './chart-data.ts';
import { noFigures, type Figures } from './figures.ts';
import { insightsTexts } from './insights-texts.ts';
import { changeOf, insightCharts } from './metrics.ts';
import { bucketsOf, granularities, periodOf, rangeView } from './periods.ts';

const chart = (id: string) => insightCharts.find((candidate) => candidate.id === id)!;
const day = (fields: Partial<Figures>): Figures => ({ ...noFigures(), ...fields });

const period = periodOf('7d', '2026-03-10'); // 3 to 9 March, against 24 February to 2 March
const stored = {
  months: new Map<string, Figures>(),
  days: new Map<string, Figures>([
    ['2026-02-25', day({ gmvPaise: 100_000, platformPaise: 30_000, orders: 1 })],
    ['2026-03-03', day({ gmvPaise: 123_457, platformPaise: 37_037, orders: 1 })],
    ['2026-03-05', day({ gmvPaise: 26_543, platformPaise: 7_963, orders: 2 })],
  ]),
};

describe('a chart’s numbers', () => {
  it('gives each bucket its value and compares the whole period with the one before', () => {
    const data = chartDataOf(chart('gmv'), period, bucketsOf(period.current, 'day'), 'day', stored);
    expect(data.rows.map((row) => row.values[0])).toEqual([1234.57, 0, 265.43, 0, 0, 0, 0]);
    expect(data.rows[0]!.label).toBe('3 Mar');
    expect(data.totals).toEqual([{ current: 1500, previous: 1000, change: 50 }]);
  });

  it('works a rate out over the whole span, not as an average of its buckets', () => {
    const data = chartDataOf(chart('take-rate'), period, bucketsOf(period.current, 'week'), 'week', stored);
    expect(data.rows.map((row) => row.label)).toEqual(['Week of 3 Mar', 'Week of 9 Mar']);
    // (37,037 + 7,963) / (123,457 + 26,543) = 30%; the week with no GMV has no rate.
    expect(data.rows.map((row) => row.values[0])).toEqual([30, null]);
    expect(data.totals[0]!.change).toBe(0);
    const average = chartDataOf(chart('average-order-value'), period, [], 'day', stored);
    expect(average.totals[0]).toMatchObject({ current: 500, previous: 1000, change: -50 });
  });

  it('downloads as CSV: a row per bucket, rupees with 2 decimals, nothing for no value', () => {
    const gmv = chartDataOf(chart('gmv'), period, bucketsOf(period.current, 'month'), 'month', stored);
    expect(csvOf(gmv, 'month')).toBe('month,GMV (INR)\r\n2026-03,1500.00\r\n');
    const rate = chartDataOf(chart('take-rate'), period, bucketsOf(period.current, 'week'), 'week', stored);
    expect(csvOf(rate, 'week')).toBe("week starting,Platform's share of GMV (%)\r\n2026-03-03,30.0\r\n2026-03-09,\r\n");
  });
});

describe('the same range whatever the grouping', () => {
  // A year and a half of days with some GMV each, and each month's document the sum of its days (as the fold writes
  // it). The page is given only the documents it asked for, as the watch over `rangeView`'s reads gives it.
  const allDays = new Map<string, Figures>();
  const allMonths = new Map<string, Figures>();
  for (let at = Date.UTC(2025, 4, 1); at <= Date.UTC(2026, 10, 30); at += 86_400_000) {
    const key = new Date(at).toISOString().slice(0, 10);
    const figures = day({ gmvPaise: 1_000 + ((at / 86_400_000) % 97), orders: 1 });
    allDays.set(key, figures);
    const month = allMonths.get(key.slice(0, 7)) ?? noFigures();
    allMonths.set(key.slice(0, 7), { ...month, gmvPaise: month.gmvPaise + figures.gmvPaise, orders: month.orders + 1 });
  }
  const storedFor = (reads: { months: string[]; days: string[] }) => ({
    months: new Map(reads.months.filter((m) => allMonths.has(m)).map((m) => [m, allMonths.get(m)!])),
    days: new Map(reads.days.filter((d) => allDays.has(d)).map((d) => [d, allDays.get(d)!])),
  });

  it.each(['30d', '90d', '12m'] as const)('gives %s the same totals and change by day, week and month', (range) => {
    const today = '2026-11-28';
    const totals = granularities.map((granularity) => {
      const { period: periodNow, buckets, reads } = rangeView(range, granularity, today);
      const data = chartDataOf(chart('gmv'), periodNow, buckets, granularity, storedFor(reads));
      // The rows add up to the headline total, too.
      const rowsSum = data.rows.reduce((sum, row) => sum + Math.round((row.values[0] ?? 0) * 100), 0);
      expect(rowsSum).toBe(Math.round(data.totals[0]!.current! * 100));
      return data.totals[0];
    });
    expect(totals[1]).toEqual(totals[0]);
    expect(totals[2]).toEqual(totals[0]);
  });
});

describe('a change on a base too small to mean anything', () => {
  it('shows no percent when the period before had under a twentieth of now, and says so', () => {
    const nearEmpty = {
      months: new Map<string, Figures>(),
      days: new Map<string, Figures>([
        ['2026-02-25', day({ gmvPaise: 1_000 })],
        ['2026-03-03', day({ gmvPaise: 143_000 })],
      ]),
    };
    const data = chartDataOf(chart('gmv'), period, [], 'day', nearEmpty);
    expect(data.totals[0]!.change).toBe('small-base');
    expect(insightsTexts.change(data.totals[0]!.change, 'the 7 days before')).toBe(
      '— on the 7 days before: too little then to compare with',
    );
    // At exactly a twentieth the change is still shown: +1,900%.
    expect(changeOf(20, 1)).toBe(1_900);
    expect(changeOf(20.01, 1)).toBe('small-base');
    expect(changeOf(1, 20)).toBe(-95);
  });
});
