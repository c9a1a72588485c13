// A seller's earnings by month (decision 037): their 70% of what was released, settled or sold, the last 12 months
// to the end of yesterday (India time), from the daily fold's documents; a month with none is a zero.
import { moneyFigures } from '../ledger/money-figures.ts';
import type { ChartData } from './chart-data.ts';
import { bucketLabel } from './chart-data.ts';
import { earningsOf, type SellerMonth } from './figures.ts';
import type { ChartShape } from './metrics.ts';
import { addDays, addMonths, monthOf } from './periods.ts';

export const EARNINGS_MONTHS = 12;

export const earningsChart: ChartShape = {
  id: 'earnings',
  title: `${moneyFigures.grossEarned.name} by month`,
  figure: 'grossEarned',
  unit: 'rupees',
  shape: 'bar',
  series: [{ id: 'earnings', label: `Your ${moneyFigures.grossEarned.name.toLowerCase()}` }],
};

/** The first month shown today (India's date). */
export const firstEarningsMonth = (today: string) => addMonths(monthOf(addDays(today, -1)), 1 - EARNINGS_MONTHS);

export function earningsData(months: readonly SellerMonth[], today: string): ChartData {
  const byMonth = new Map(months.map((month) => [month.month, earningsOf(month)]));
  const first = firstEarningsMonth(today);
  const rows = Array.from({ length: EARNINGS_MONTHS }, (_, index) => {
    const month = addMonths(first, index);
    const bucket = { key: month, from: `${month}-01`, to: `${month}-01` };
    return { bucket, label: bucketLabel(bucket, 'month'), values: [(byMonth.get(month) ?? 0) / 100] };
  });
  const total = rows.reduce((sum, row) => sum + row.values[0]!, 0);
  return { chart: earningsChart, rows, totals: [{ current: total, previous: null, change: null }] };
}
