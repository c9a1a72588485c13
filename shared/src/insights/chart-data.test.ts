import { describe, expect, it } from 'vitest';
import { chartDataOf, csvOf } from './chart-data.ts';
import { noFigures, type Figures } from './figures.ts';
import { insightCharts } from './metrics.ts';
import { bucketsOf, periodOf } from './periods.ts';

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
    expect(csvOf(rate, 'week')).toBe('week starting,Platform share of GMV (%)\r\n2026-03-03,30.0\r\n2026-03-09,\r\n');
  });
});
