// Durations kept as counts in logarithmic buckets (decision 037), so a day's waits (posted → taken, release →
// payout processed) add up into a week's, a month's or a year's and still give a median and a 95th percentile: a
// median of medians is no median, and keeping every wait would grow a day's document with the marketplace. Eight
// buckets per doubling: a percentile read from them is within about 4.4% of the true one.
const BUCKETS_PER_DOUBLING = 8;

/** Bucket (as a string key, for a Firestore map) → how many durations fell in it. */
export type Histogram = Record<string, number>;

const secondsOf = (ms: number) => Math.max(ms, 0) / 1000;

/** The bucket of a duration: every wait under 2 s shares bucket 0. */
export function bucketOf(ms: number): number {
  const seconds = secondsOf(ms);
  return seconds < 2 ? 0 : Math.floor(Math.log2(seconds) * BUCKETS_PER_DOUBLING) - BUCKETS_PER_DOUBLING + 1;
}

/** The duration a bucket stands for (its geometric middle), in ms. */
function middleOf(bucket: number): number {
  if (bucket === 0) return 1000;
  return 2 ** ((bucket + BUCKETS_PER_DOUBLING - 1 + 0.5) / BUCKETS_PER_DOUBLING) * 1000;
}

export function histogramOf(durationsMs: readonly number[]): Histogram {
  const histogram: Histogram = {};
  for (const ms of durationsMs) {
    const key = String(bucketOf(ms));
    histogram[key] = (histogram[key] ?? 0) + 1;
  }
  return histogram;
}

export function mergeHistograms(histograms: readonly Histogram[]): Histogram {
  const merged: Histogram = {};
  for (const histogram of histograms)
    for (const [key, count] of Object.entries(histogram)) merged[key] = (merged[key] ?? 0) + count;
  return merged;
}

export const countOf = (histogram: Histogram) => Object.values(histogram).reduce((sum, count) => sum + count, 0);

/**
 * The `fraction` percentile (0.5: the median) by nearest rank, as its bucket's middle, in ms; null when the
 * histogram is empty.
 */
export function percentileOf(histogram: Histogram, fraction: number): number | null {
  const total = countOf(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(fraction * total));
  let seen = 0;
  for (const bucket of Object.keys(histogram)
    .map(Number)
    .sort((a, b) => a - b)) {
    seen += histogram[String(bucket)]!;
    if (seen >= rank) return middleOf(bucket);
  }
  return null;
}
