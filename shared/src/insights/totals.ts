// The admin dashboard's six tiles (SPEC 2) as one counter kept by increments (decision 037): its shards' fields added
// up, whatever the marketplace's size. The product value is counted in paise, so adding prices carries no float noise.
import type { AdminStats } from '../admin/admin-api.ts';

export const TOTALS_COUNTER = 'totals';

export const totalsFields = ['users', 'products', 'productValuePaise', 'jobs', 'applications', 'visitors'] as const;
export type TotalsField = (typeof totalsFields)[number];

/** The counter that keeps a day's visits, which the daily fold reads into the day's figures. */
export const visitsCounter = (day: string) => `visits-${day}`;

/** Adds up the shards' fields (anything else in them is ignored) into the tiles' figures. */
export function adminStatsOf(shards: readonly Record<string, unknown>[]): AdminStats {
  const sum = (field: TotalsField) =>
    shards.reduce((total, shard) => total + (typeof shard[field] === 'number' ? shard[field] : 0), 0);
  return {
    visitors: sum('visitors'),
    users: sum('users'),
    products: sum('products'),
    jobs: sum('jobs'),
    applications: sum('applications'),
    productValue: sum('productValuePaise') / 100,
  };
}
