// The triggers whose handlers the local host runs in its handler thread (decision 092): each product an import writes
// goes to four triggers, and one thread running all four was the limit. These three need only the database, so a
// thread of their own needs only a Firestore client of its own; the store search's handler (keepStoreSearch) stays on
// the host's thread, where the local search engine lives. The names are the trigger table's.
import { productSearchGramsTrigger } from '../features/admin/search-grams.ts';
import { countProductTotalsTrigger } from '../features/insights/count-totals.ts';
import { keepListingTrigger } from '../features/store/listings.ts';
import type { DbDeps, Trigger } from '../platform/triggers.ts';

export const threadedTriggers = {
  keepListing: keepListingTrigger,
  countProductTotals: countProductTotalsTrigger,
  keepProductSearch: productSearchGramsTrigger,
} satisfies Record<string, Trigger<DbDeps>>;

export type ThreadedTrigger = keyof typeof threadedTriggers;

export const isThreaded = (trigger: string): trigger is ThreadedTrigger => Object.hasOwn(threadedTriggers, trigger);
