import { describe, expect, it } from 'vitest';
import { RATING_SHARDS, ratingOf, ratingShardOf, ratingText } from './rating.ts';

describe('a rating kept in shards', () => {
  it('adds the shards up to an average to one decimal and a count', () => {
    const shards = [
      { ratingSum: 9, ratingCount: 2 },
      { ratingSum: 0, ratingCount: 0 },
      { ratingSum: 5, ratingCount: 1 },
    ];
    expect(ratingOf(shards)).toEqual({ average: 4.7, count: 3 });
    expect(ratingText(ratingOf(shards))).toBe('★ 4.7 (3)');
  });

  it('has no average and says nothing before the first review', () => {
    expect(ratingOf([])).toEqual({ average: null, count: 0 });
    expect(ratingText(ratingOf([]))).toBe('');
  });

  it('puts a review in the same shard every time, and spreads reviews over every shard', () => {
    expect(ratingShardOf('project-1-student')).toBe(ratingShardOf('project-1-student'));
    const used = new Set(Array.from({ length: 50 }, (_, i) => ratingShardOf(`project-${i}-student`)));
    expect(used.size).toBe(RATING_SHARDS);
  });
});
