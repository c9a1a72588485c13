// The Insights page's and the earnings chart's words (decision 037; not SPEC texts), once, for the screens and tests.
import type { Change } from './metrics.ts';
import type { Granularity, Range } from './periods.ts';

export const insightsTexts = {
  title: 'Insights',
  rangeLegend: 'Range',
  granularityLegend: 'Show by',
  ranges: {
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '90d': 'Last 90 days',
    '12m': 'Last 12 months',
  } satisfies Record<Range, string>,
  granularities: { day: 'Day', week: 'Week', month: 'Month' } satisfies Record<Granularity, string>,
  /** What the range is compared with. */
  previous: {
    '7d': 'the 7 days before',
    '30d': 'the 30 days before',
    '90d': 'the 90 days before',
    '12m': 'the same months a year before',
  } satisfies Record<Range, string>,
  /** What its counts are, beside the dashboard's tiles (decision 044). */
  countsNote:
    "Counted within the range: people who joined (students, sellers) and visits in it; the dashboard's tiles count what is stored now.",
  upTo: (day: string) => `Figures to the end of ${day} (India time), folded each night at 00:30.`,
  loading: 'Loading insights…',
  failed: 'The insights could not be loaded. Please try again.',
  showTable: 'Show table',
  hideTable: 'Hide table',
  downloadCsv: 'Download CSV',
  /** The change against the previous period, or why there is none. */
  change: (percent: Change, previous: string) =>
    percent === null
      ? `Nothing to compare with in ${previous}`
      : percent === 'small-base'
        ? `— on ${previous}: too little then to compare with`
        : percent === 0
          ? `No change on ${previous}`
          : `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}% on ${previous}`,
  /** The drawing's accessible name: the chart over its span, then each series' highest bucket (or none). */
  summary: (chartOver: string, series: readonly { label: string; highest: { value: string; when: string } | null }[]) =>
    `${chartOver}. ${series
      .map(({ label, highest }) => (highest ? `${label}: highest ${highest.value}, ${highest.when}` : `${label}: none`))
      .join('; ')}.`,
  /** A chart's name with its span, for its table's caption and its drawing's summary: 'Orders, 30 days'. */
  chartOver: (title: string, count: number, granularity: Granularity) =>
    `${title}, ${count} ${granularity}${count === 1 ? '' : 's'}`,
  periodColumn: { day: 'Day', week: 'Week', month: 'Month' } satisfies Record<Granularity, string>,
  earningsLoading: 'Loading your earnings by month…',
  earningsFailed: 'Your earnings by month could not be loaded.',
  earningsNote: 'Your 70% of each release, settlement and sale, by the month it was earned, to the end of yesterday.',
} as const;
