import { describe, expect, it } from 'vitest';
import { figureLine, type Figure } from './figures.ts';

const p99: Figure = {
  name: 'post a project @50 p99',
  value: 1309.4,
  unit: 'ms',
  baseline: { name: 'same I/O direct', value: 558.1234 },
  target: { value: 1.5 * 558.1234, kind: 'max' },
};

describe("the bench's figures as printed", () => {
  it('prints a target worked out from a baseline rounded like the figures, and says when it is missed', () => {
    const { line, missed } = figureLine(p99);
    expect(line).toContain('(target <= 837)');
    expect(line).toMatch(/^MISS /);
    expect(missed).toBe(true);
    expect(figureLine({ ...p99, target: { value: 2.345678, kind: 'min' }, value: 3 }).line).toContain('>= 2.35)');
  });

  it('marks a figure drawn from too few samples as not meaningful, neither met nor missed', () => {
    const few = figureLine({ ...p99, samples: { count: 12, fewest: 100 } });
    expect(few.line).toMatch(/^n\/a /);
    expect(few.line).toContain('not meaningful: 12 samples, fewer than 100');
    expect(few.missed).toBe(false);
    const enough = figureLine({ ...p99, samples: { count: 100, fewest: 100 } });
    expect(enough.line).toMatch(/^MISS /);
    expect(enough.missed).toBe(true);
  });

  it('gives no ratio beside a baseline of nothing', () => {
    const { line } = figureLine({ name: 'reads', value: 9, unit: 'docs', baseline: { name: 'straight', value: 0 } });
    expect(line).toContain('straight: 0.00');
    expect(line).not.toContain('Infinity');
  });
});
