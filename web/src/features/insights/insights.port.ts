// What the Insights page and a seller's earnings read (decision 037), in their own words: the daily fold's documents,
// live, so a fold that finishes while the page is open shows.
import type { SellerMonth } from '@marketplace/shared/insights/figures';
import type { Reads, StoredFigures } from '@marketplace/shared/insights/periods';
import type { Watch } from '../../lib/watch.ts';

export interface InsightsPort {
  /** The day and month documents named (admins only); one not stored yet counts as none. */
  watchFigures(reads: Reads): Watch<StoredFigures>;
  /** A seller's earnings months from `fromMonth` ('YYYY-MM') on; a month with no earnings has no document. */
  watchEarnings(sellerId: string, fromMonth: string): Watch<SellerMonth[]>;
}
