// How the bench reports: each figure with its unit, beside a baseline measured in the same run (the ratio
// says what our path adds), and against a target where the product has one. Figures only: nothing asserts.

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The same thing done the plain way, in this run: the comparison that makes the figure mean something. */
  baseline?: { name: string; value: number };
  /** 'max': the value should stay at or below; 'min': at or above. */
  target?: { value: number; kind: 'max' | 'min' };
  /**
   * How many samples the figure is drawn from, and the fewest that make it mean something: below that it is printed
   * as not meaningful ('n/a'), never as met or missed (a p99 of twelve flows is the slowest of them, not a p99).
   */
  samples?: { count: number; fewest: number };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

/** A ratio to a baseline; none when the baseline is nothing (a path that reads what its baseline does not). */
const ratio = (value: number, baseline: number) => (baseline === 0 ? '' : ` (x${(value / baseline).toFixed(2)})`);

/** One figure's line: 'ok', 'MISS' or 'n/a' (too few samples to mean anything), name, value, baseline, target. */
export function figureLine(figure: Figure): { line: string; missed: boolean } {
  const { target, samples } = figure;
  const meaningful = !samples || samples.count >= samples.fewest;
  const met = !target || (target.kind === 'max' ? figure.value <= target.value : figure.value >= target.value);
  const status = !meaningful ? 'n/a ' : met ? 'ok  ' : 'MISS';
  const baseline = figure.baseline
    ? `  | ${figure.baseline.name}: ${number(figure.baseline.value)}${ratio(figure.value, figure.baseline.value)}`
    : '';
  const goal = target ? `  (target ${target.kind === 'max' ? '<=' : '>='} ${number(target.value)})` : '';
  const tooFew = meaningful ? '' : `  (not meaningful: ${samples!.count} samples, fewer than ${samples!.fewest})`;
  const value = `${number(figure.value).padStart(9)} ${figure.unit.padEnd(8)}`;
  return {
    line: `${status} ${figure.name.padEnd(40)} ${value}${baseline}${goal}${tooFew}`,
    missed: meaningful && !met,
  };
}

/** Prints the table; answers how many figures missed their target (a figure not meaningful misses none). */
export function printFigures(figures: readonly Figure[]): number {
  let missed = 0;
  for (const figure of figures) {
    const { line, missed: miss } = figureLine(figure);
    if (miss) missed += 1;
    console.log(line);
  }
  return missed;
}

/** A latency's p50 and p99 (`<name> p50`, `<name> p99`), each beside the same percentile of the plain way's. */
export function p50AndP99(
  name: string,
  values: readonly number[],
  baseline: { name: string; values: readonly number[] },
): [Figure, Figure] {
  const at = (p: number): Figure => ({
    name: `${name} p${p}`,
    value: percentile(values, p),
    unit: 'ms',
    baseline: { name: baseline.name, value: percentile(baseline.values, p) },
  });
  return [at(50), at(99)];
}

/** What a read delivered (documents) and how long it took. */
export interface Visit {
  reads: number;
  ms: number;
}

/** `read` timed: the documents it delivered and its time. */
export async function timed(read: () => Promise<number>): Promise<Visit> {
  const t0 = performance.now();
  const reads = await read();
  return { reads, ms: performance.now() - t0 };
}

/**
 * `runs` visits one after another: the last one's reads and the median time (the first visit pays the emulator's first
 * query of its shape, so no one visit is the figure).
 */
export async function medianVisit(runs: number, visit: (n: number) => Promise<Visit>): Promise<Visit> {
  const visits: Visit[] = [];
  for (let n = 0; n < runs; n++) visits.push(await visit(n));
  const times = visits.map((one) => one.ms);
  return { reads: visits.at(-1)!.reads, ms: percentile(times, 50) };
}

/** A screen's first visit: the documents it read (at most `maxReads`) and its time, beside reading everything. */
export function visitFigures(
  names: { reads: string; time: string },
  visit: Visit,
  everything: Visit & { name: string },
  maxReads: number,
): Figure[] {
  return [
    {
      name: names.reads,
      value: visit.reads,
      unit: 'docs',
      baseline: { name: everything.name, value: everything.reads },
      target: { value: maxReads, kind: 'max' },
    },
    { name: names.time, value: visit.ms, unit: 'ms', baseline: { name: everything.name, value: everything.ms } },
  ];
}
