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
