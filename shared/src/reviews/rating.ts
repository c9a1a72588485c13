// A person's average rating, kept by the server as a sharded counter: each published review adds its
// stars to one of a few shard documents (ratings/{uid}/shards/{n}), so reviews of a popular seller landing at once
// do not all write one document (ARCHITECTURE: no document many writers touch), and the cost of a review or of
// reading the average does not grow with the number of reviews. Readers sum the shards.
import { z } from 'zod';
import type { Rating } from './rating-text.ts';

export { ratingText, type Rating } from './rating-text.ts';

/** How many shards each person's rating is spread over. */
export const RATING_SHARDS = 5;

export const ratingShardSchema = z.object({
  ratingSum: z.number().int().nonnegative().catch(0),
  ratingCount: z.number().int().nonnegative().catch(0),
});
export type RatingShard = z.infer<typeof ratingShardSchema>;

/** The shard a review counts in: chosen from its id, so it is the same shard whenever it is counted. */
export function ratingShardOf(reviewId: string): number {
  let hash = 0;
  for (const char of reviewId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % RATING_SHARDS;
}

/** The rating the shards add up to. */
export function ratingOf(shards: readonly RatingShard[]): Rating {
  const sum = shards.reduce((total, shard) => total + shard.ratingSum, 0);
  const count = shards.reduce((total, shard) => total + shard.ratingCount, 0);
  return { average: count === 0 ? null : Math.round((sum / count) * 10) / 10, count };
}
