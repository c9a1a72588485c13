// The spans of India days the Insights page shows (decision 037): a range ending yesterday (the last day the daily
// fold has finished), cut into days, weeks or months, beside the span just before it; and which stored documents
// cover a span: a month's own document for each whole month in it, the days' documents for the rest. So 12 months by
// month read about 24 documents, and by day about 400, whatever the marketplace's size.
import { addFigures, noFigures, type Figures } from './figures.ts';

export const ranges = ['7d', '30d', '90d', '12m'] as const;
export type Range = (typeof ranges)[number];
export const granularities = ['day', 'week', 'month'] as const;
export type Granularity = (typeof granularities)[number];

/** India days 'YYYY-MM-DD', both ends included. */
export interface DaySpan {
  from: string;
  to: string;
}

export interface Bucket extends DaySpan {
  /** The bucket's first day, or its month 'YYYY-MM' (what the CSV's first column holds). */
  key: string;
}

const DAY_MS = 86_400_000;
const dayMillis = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(dayMillis(day) + days * DAY_MS);
export const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (month: string) => `${month}-01`;

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return dayOf(Date.UTC(year, index - 1 + months, 1)).slice(0, 7);
}

const lastOfMonth = (month: string) => addDays(firstOfMonth(addMonths(month, 1)), -1);

/** The same date `months` months away, kept within that month (31 March − 1 month is 28 or 29 February). */
function shiftDay(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const last = lastOfMonth(month);
  const shifted = `${month}-${day.slice(8, 10)}`;
  return shifted > last ? last : shifted;
}

/** The range shown today (India's date) and the span of the same length just before it, to compare with. */
export function periodOf(range: Range, today: string): { current: DaySpan; previous: DaySpan } {
  const yesterday = addDays(today, -1);
  if (range === '12m') {
    const from = firstOfMonth(addMonths(monthOf(yesterday), -11));
    return {
      current: { from, to: yesterday },
      previous: { from: firstOfMonth(addMonths(monthOf(from), -12)), to: shiftDay(yesterday, -12) },
    };
  }
  const days = Number(range.slice(0, -1));
  return {
    current: { from: addDays(today, -days), to: yesterday },
    previous: { from: addDays(today, -2 * days), to: addDays(today, -days - 1) },
  };
}

export function daysOf(span: DaySpan): string[] {
  const days: string[] = [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The span cut into days, weeks (Monday to Sunday) or calendar months; the first and last may be partial. */
export function bucketsOf(span: DaySpan, granularity: Granularity): Bucket[] {
  if (granularity === 'day') return daysOf(span).map((day) => ({ key: day, from: day, to: day }));
  const buckets: Bucket[] = [];
  let from = span.from;
  while (from <= span.to) {
    const end =
      granularity === 'month'
        ? lastOfMonth(monthOf(from))
        : addDays(from, 6 - ((new Date(dayMillis(from)).getUTCDay() + 6) % 7));
    const to = end < span.to ? end : span.to;
    buckets.push({ key: granularity === 'month' ? monthOf(from) : from, from, to });
    from = addDays(to, 1);
  }
  return buckets;
}

/** The stored documents that cover a span: whole months by their month's document, other days by their own. */
export interface Reads {
  months: string[];
  days: string[];
}

export function readsOf(spans: readonly DaySpan[]): Reads {
  const months = new Set<string>();
  const days = new Set<string>();
  for (const span of spans) {
    for (const month of bucketsOf(span, 'month')) {
      if (month.from === firstOfMonth(month.key) && month.to === lastOfMonth(month.key)) months.add(month.key);
      else daysOf(month).forEach((day) => days.add(day));
    }
  }
  return { months: [...months].sort(), days: [...days].sort() };
}

/** What the documents read hold: a day or month not there (nothing folded yet) counts as none. */
export interface StoredFigures {
  days: ReadonlyMap<string, Figures>;
  months: ReadonlyMap<string, Figures>;
}

export function figuresOver(span: DaySpan, stored: StoredFigures): Figures {
  const { months, days } = readsOf([span]);
  return addFigures([
    ...months.map((month) => stored.months.get(month) ?? noFigures()),
    ...days.map((day) => stored.days.get(day) ?? noFigures()),
  ]);
}

/**
 * What the page shows for a range and granularity today: the range and the span before it, the range's buckets, and
 * the documents to read for them.
 */
export interface RangeView {
  period: { current: DaySpan; previous: DaySpan };
  buckets: Bucket[];
  reads: Reads;
}

/**
 * The page's view of a range, for the page and for whoever checks what it shows. Its reads: each bucket's documents,
 * and the whole range's and the previous span's, which the headline totals add (decision 044). Without the range's
 * own, a range by day or week over whole months read only the days, and its totals, which add the months' documents,
 * counted the whole months as none: the same range showed other totals by day than by month.
 */
export function rangeView(range: Range, granularity: Granularity, today: string): RangeView {
  const period = periodOf(range, today);
  const buckets = bucketsOf(period.current, granularity);
  return { period, buckets, reads: readsOf([...buckets, period.current, period.previous]) };
}

/** Everything the page needs read for a range and granularity today (rangeView's reads). */
export const readsFor = (range: Range, granularity: Granularity, today: string): Reads =>
  rangeView(range, granularity, today).reads;
