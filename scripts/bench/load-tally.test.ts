import { describe, expect, it } from 'vitest';
import { percentile } from './figures.ts';
import { sumTallies, tally } from './load-tally.ts';

describe('tally', () => {
  it('counts 429s apart from other refusals, and anything not 2xx/4xx as a failure', () => {
    expect(
      tally({ '200': { count: 7 }, '201': 3, '429': { count: 2 }, '409': 1, '500': { count: 4 }, '302': 1 }),
    ).toEqual({
      ok: 10,
      limited: 2,
      refused: 1,
      failed: 5,
    });
  });

  it('counts nothing when nothing was answered', () => {
    expect(tally({ '200': {} })).toEqual({ ok: 0, limited: 0, refused: 0, failed: 0 });
  });

  it('adds runs kind by kind', () => {
    const half = (ok: number, failed: number) => ({ ok, limited: 1, refused: 2, failed });
    expect(sumTallies([half(10, 0), half(5, 3)])).toEqual({ ok: 15, limited: 2, refused: 4, failed: 3 });
    expect(sumTallies([])).toEqual({ ok: 0, limited: 0, refused: 0, failed: 0 });
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('takes the value at the rank, whatever the order given', () => {
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 99)).toBe(100);
  });

  it('is the only value of one, and NaN of none', () => {
    expect(percentile([4], 99)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});
