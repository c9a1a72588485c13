// The operator's figures' Firestore paths (decision 037), named once, here rather than in paths.ts: that table is in
// every visitor's first load, and no visitor reads any of these. Under the same root as every other path.
import { paths } from '../paths.ts';

/** artifacts/{appId}/public/data, as paths.ts names it. */
const root = paths.analytics.slice(0, -'/analytics'.length);

export const insightsPaths = {
  /**
   * Server-only writes: the shards of a counter kept by increments (`totals`: the admin dashboard's tiles;
   * `visits-{YYYY-MM-DD}`: a day's visits), each written at most once a second; admins read them.
   */
  counterShards: (counter: string) => `${root}/counters/${counter}/shards`,
  counterShard: (counter: string, shard: number) => `${root}/counters/${counter}/shards/${shard}`,
  /** Server-only: what each counted item adds to the counters now, so no change of it is counted twice; nobody reads. */
  counted: (key: string) => `${root}/counted/${key}`,
  /** Server-only: when a project was posted and taken, kept by a trigger at its taking; nobody reads. */
  projectTakes: `${root}/projectTakes`,
  projectTake: (projectId: string) => `${root}/projectTakes/${projectId}`,
  /** Server-only writes: one India day's figures, written by the daily fold; admins read them. */
  insightsDays: `${root}/insightsDays`,
  insightsDay: (day: string) => `${root}/insightsDays/${day}`,
  /**
   * Server-only: a day's figures from before this data was kept (an earlier system's, the demo's history), which the
   * daily fold adds to what it finds; nobody reads them.
   */
  insightsImports: `${root}/insightsImports`,
  insightsImport: (day: string) => `${root}/insightsImports/${day}`,
  /** Server-only writes: a month's figures, the sum of its days; admins read them. */
  insightsMonths: `${root}/insightsMonths`,
  insightsMonth: (month: string) => `${root}/insightsMonths/${month}`,
  /** Server-only writes: a seller's earnings by day, a document per month; the seller and admins read them. */
  sellerEarnings: (sellerId: string) => `${root}/earnings/${sellerId}/months`,
  sellerEarningsMonth: (sellerId: string, month: string) => `${root}/earnings/${sellerId}/months/${month}`,
} as const;
