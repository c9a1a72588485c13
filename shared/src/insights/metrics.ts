// What the Insights page charts (decision 037): each chart's title, unit and series, every value worked out from a
// span's added-up figures, so a bucket's value, the whole period's and the previous period's are the same
// computation (a take rate or a median over a month is not the average of its days' own).
import { formatRupees } from '../projects/money.ts';
import { moneyFigures, type MoneyFigureId } from '../ledger/money-figures.ts';
import type { Figures } from './figures.ts';
import { percentileOf } from './histogram.ts';

export type Unit = 'rupees' | 'count' | 'percent' | 'hours';

export interface Series {
  id: string;
  label: string;
  /** The value over a span; null when it has none (a rate of nothing, a median of no waits). */
  value: (figures: Figures) => number | null;
}

/** What a chart shows, whatever its numbers come from. */
export interface ChartShape {
  id: string;
  title: string;
  unit: Unit;
  shape: 'bar' | 'line';
  series: readonly Pick<Series, 'id' | 'label'>[];
  /** The glossary's money figure it charts (decision 044), whose definition it shows beside it. */
  figure?: MoneyFigureId;
}

/** A chart of the marketplace's figures: each series worked out from a span's figures. */
export interface ChartDefinition extends ChartShape {
  series: readonly Series[];
}

const rupees = (paise: number) => paise / 100;
const hours = (ms: number | null) => (ms === null ? null : ms / 3_600_000);
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export const insightCharts: readonly ChartDefinition[] = [
  {
    id: 'gmv',
    title: 'Gross merchandise value',
    figure: 'gmv',
    unit: 'rupees',
    shape: 'bar',
    series: [{ id: 'gmv', label: 'GMV', value: (f) => rupees(f.gmvPaise) }],
  },
  {
    id: 'platform-share',
    title: moneyFigures.platformShare.name,
    figure: 'platformShare',
    unit: 'rupees',
    shape: 'bar',
    series: [{ id: 'platform', label: moneyFigures.platformShare.name, value: (f) => rupees(f.platformPaise) }],
  },
  {
    id: 'take-rate',
    title: moneyFigures.takeRate.name,
    figure: 'takeRate',
    unit: 'percent',
    shape: 'line',
    series: [
      {
        id: 'take-rate',
        label: "Platform's share of GMV",
        value: (f) => {
          const share = ratio(f.platformPaise, f.gmvPaise);
          return share === null ? null : share * 100;
        },
      },
    ],
  },
  {
    id: 'refunds',
    title: moneyFigures.refunds.name,
    figure: 'refunds',
    unit: 'rupees',
    shape: 'bar',
    series: [{ id: 'refunds', label: 'Refunds decided', value: (f) => rupees(f.refundsPaise) }],
  },
  {
    id: 'orders',
    title: 'Orders',
    unit: 'count',
    shape: 'bar',
    series: [{ id: 'orders', label: 'Orders paid', value: (f) => f.orders }],
  },
  {
    id: 'average-order-value',
    title: 'Average order value',
    unit: 'rupees',
    shape: 'line',
    series: [
      {
        id: 'aov',
        label: 'Average order value',
        value: (f) => {
          const average = ratio(f.gmvPaise, f.orders);
          return average === null ? null : rupees(Math.round(average));
        },
      },
    ],
  },
  {
    id: 'projects',
    title: 'Projects',
    unit: 'count',
    shape: 'line',
    series: [
      { id: 'posted', label: 'Posted', value: (f) => f.projectsPosted },
      { id: 'taken', label: 'Taken', value: (f) => f.projectsTaken },
      { id: 'completed', label: 'Completed', value: (f) => f.projectsCompleted },
      { id: 'released', label: 'Released', value: (f) => f.projectsReleased },
    ],
  },
  {
    id: 'time-to-take',
    title: 'Time from posted to taken',
    unit: 'hours',
    shape: 'line',
    series: [{ id: 'median', label: 'Median', value: (f) => hours(percentileOf(f.timeToTake, 0.5)) }],
  },
  {
    id: 'disputes',
    title: 'Disputes',
    unit: 'count',
    shape: 'bar',
    series: [
      { id: 'opened', label: 'Opened', value: (f) => f.disputesOpened },
      { id: 'settled-release', label: 'Settled, released', value: (f) => f.settledRelease },
      { id: 'settled-refund', label: 'Settled, refunded', value: (f) => f.settledRefund },
      { id: 'settled-split', label: 'Settled, split', value: (f) => f.settledSplit },
    ],
  },
  {
    id: 'payout-latency',
    title: 'Payout latency (release to processed)',
    unit: 'hours',
    shape: 'line',
    series: [
      { id: 'median', label: 'Median', value: (f) => hours(percentileOf(f.payoutLatency, 0.5)) },
      { id: 'p95', label: '95th percentile', value: (f) => hours(percentileOf(f.payoutLatency, 0.95)) },
    ],
  },
  {
    id: 'new-people',
    title: 'New students and sellers',
    unit: 'count',
    shape: 'line',
    series: [
      { id: 'students', label: 'Students', value: (f) => f.newStudents },
      { id: 'sellers', label: 'Sellers', value: (f) => f.newSellers },
    ],
  },
  {
    id: 'visitors',
    title: 'Visitors',
    unit: 'count',
    shape: 'bar',
    series: [{ id: 'visitors', label: 'Visits', value: (f) => f.visitors }],
  },
];

/** A value as a person reads it: rupees with 2 decimals (SPEC 9), a percentage or hours with 1, '–' for none. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '–';
  if (unit === 'rupees') return formatRupees(value);
  if (unit === 'percent') return `${value.toFixed(1)}%`;
  if (unit === 'hours') return `${value.toFixed(1)} h`;
  return value.toLocaleString('en-IN');
}

/** A value as the CSV holds it: a plain number a spreadsheet reads (rupees with 2 decimals), empty for none. */
export function csvValue(value: number | null, unit: Unit): string {
  if (value === null) return '';
  if (unit === 'rupees') return value.toFixed(2);
  if (unit === 'percent' || unit === 'hours') return value.toFixed(1);
  return String(value);
}

/**
 * The smallest base a change is worked out on (decision 044): the previous value at least a twentieth of the current
 * one, so at most +1,900%. On less (a near-empty month a year before: '+14255.7%') the percent says nothing of the
 * marketplace, and the page shows '—'.
 */
export const MEANINGFUL_BASE_SHARE = 0.05;

/** The change from the previous period: a percent, 'small-base' when its base is too small to mean anything, or null
 * when there is nothing to compare with (no value before, or none now). */
export type Change = number | 'small-base' | null;

export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null || previous === null || previous === 0) return null;
  if (Math.abs(previous) < MEANINGFUL_BASE_SHARE * Math.abs(current)) return 'small-base';
  return ((current - previous) / Math.abs(previous)) * 100;
}
