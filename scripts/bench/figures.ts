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
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

/** Prints the table; answers how many figures missed their target. */
export function printFigures(figures: readonly Figure[]): number {
  let missed = 0;
  for (const figure of figures) {
    const target = figure.target;
    const met = !target || (target.kind === 'max' ? figure.value <= target.value : figure.value >= target.value);
    if (!met) missed += 1;
    const baseline = figure.baseline
      ? `  | ${figure.baseline.name}: ${number(figure.baseline.value)} (x${(figure.value / figure.baseline.value).toFixed(2)})`
      : '';
    const goal = target ? `  (target ${target.kind === 'max' ? '<=' : '>='} ${target.value})` : '';
    console.log(
      `${met ? 'ok  ' : 'MISS'} ${figure.name.padEnd(40)} ${number(figure.value).padStart(9)} ${figure.unit.padEnd(8)}${baseline}${goal}`,
    );
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

/** A screen's first visit: the documents it read (at most `maxReads`) and its time, beside reading everything. */
export function visitFigures(
  names: { reads: string; time: string },
  visit: { reads: number; ms: number },
  everything: { name: string; reads: number; ms: number },
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
