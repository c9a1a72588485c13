// One chart's numbers for a range: a value per bucket for each series, each series over the whole period and the
// previous one, and the change between them; and the same as CSV. Pure, for the page, its table view and the
// download alike.
import { changeOf, csvValue, type Change, type ChartDefinition, type ChartShape } from './metrics.ts';
import { figuresOver, type Bucket, type DaySpan, type Granularity, type StoredFigures } from './periods.ts';

export interface ChartRow {
  bucket: Bucket;
  label: string;
  values: (number | null)[];
}

export interface ChartData {
  chart: ChartShape;
  rows: ChartRow[];
  /** Per series: its value over the whole period, the previous period, and the change in percent. */
  totals: { current: number | null; previous: number | null; change: Change }[];
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** How a bucket is named on the axis and in the table: '3 Mar', 'Week of 3 Mar', 'Mar 2026'. */
export function bucketLabel(bucket: Bucket, granularity: Granularity): string {
  if (granularity === 'month') return monthFormat.format(Date.parse(`${bucket.key}-01T00:00:00Z`));
  const day = dayFormat.format(Date.parse(`${bucket.from}T00:00:00Z`));
  return granularity === 'week' ? `Week of ${day}` : day;
}

export function chartDataOf(
  chart: ChartDefinition,
  period: { current: DaySpan; previous: DaySpan },
  buckets: readonly Bucket[],
  granularity: Granularity,
  stored: StoredFigures,
): ChartData {
  const rows = buckets.map((bucket) => {
    const figures = figuresOver(bucket, stored);
    return {
      bucket,
      label: bucketLabel(bucket, granularity),
      values: chart.series.map((series) => series.value(figures)),
    };
  });
  const current = figuresOver(period.current, stored);
  const previous = figuresOver(period.previous, stored);
  const totals = chart.series.map((series) => {
    const now = series.value(current);
    const before = series.value(previous);
    return { current: now, previous: before, change: changeOf(now, before) };
  });
  return { chart, rows, totals };
}

const unitNames = { rupees: 'INR', count: 'count', percent: '%', hours: 'hours' } as const;

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const csvField = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The chart as CSV: one row per bucket (its first day, or its month), one column per series with its unit. */
export function csvOf({ chart, rows }: ChartData, granularity: Granularity): string {
  const header = [
    granularity === 'month' ? 'month' : granularity === 'week' ? 'week starting' : 'day',
    ...chart.series.map((series) => `${series.label} (${unitNames[chart.unit]})`),
  ];
  const lines = [header, ...rows.map((row) => [row.bucket.key, ...row.values.map((v) => csvValue(v, chart.unit))])];
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}
