import { describe, expect, it } from 'vitest';
import { bucketOf, countOf, histogramOf, mergeHistograms, percentileOf } from './histogram.ts';

describe('duration histograms', () => {
  it('reads a percentile within 4.4% of the true one, over waits from 2 s to months', () => {
    const waits = Array.from({ length: 1000 }, (_, i) => Math.round(2000 * 1.017 ** i));
    const histogram = histogramOf(waits);
    const sorted = waits.toSorted((a, b) => a - b);
    for (const fraction of [0.5, 0.95, 0.01, 1]) {
      const truth = sorted[Math.ceil(fraction * sorted.length) - 1]!;
      const read = percentileOf(histogram, fraction)!;
      expect(Math.abs(read - truth) / truth).toBeLessThan(0.045);
    }
  });

  it('adds across days: the median of two days is that of all their waits, not a median of medians', () => {
    const monday = histogramOf([60_000, 60_000, 60_000]);
    const tuesday = histogramOf([3_600_000, 3_600_000, 3_600_000, 3_600_000]);
    const both = mergeHistograms([monday, tuesday]);
    expect(countOf(both)).toBe(7);
    expect(percentileOf(both, 0.5)! / 3_600_000).toBeCloseTo(1, 1);
  });

  it('puts every wait under 2 s (and a negative one, from clocks) in the first bucket; none gives no percentile', () => {
    expect([bucketOf(-5), bucketOf(0), bucketOf(1999), bucketOf(2000)]).toEqual([0, 0, 0, 1]);
    expect(percentileOf({}, 0.5)).toBeNull();
  });
});
