// The local search's listings in the store's order (newest first, then tie ascending), kept by us rather than by
// Orama: Orama 3.1.18's number index (an AVL tree) corrupts on remove(), after which its range filters drop other
// documents or keep the removed one, and every edit removes. A sorted array answers "after this cursor" with a
// binary search and a slice, and an edit moves one entry.
import type { SearchPosition } from '../ports/product-search.port.ts';
import { isBefore, type Candidate } from './store-search-grams.ts';

export interface StoreOrder {
  /** Adds the entry, or moves and replaces the one its listing's id already had. */
  put(entry: Candidate): void;
  /** Takes the listing's entry out; an id it does not hold is no error. */
  delete(id: string): void;
  /**
   * Up to `limit` entries strictly after `after` (from the start when null), in order; only those whose ids are
   * in `among` when it is given.
   */
  after(after: SearchPosition | null, limit: number, among?: ReadonlySet<string>): Candidate[];
}

/** The index of the first entry strictly after `position` (entries.length when none is). */
function firstAfter(entries: readonly Candidate[], position: SearchPosition): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isBefore(position, entries[mid]!.position)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The order of `entries` (in any order; one per listing id). */
export function storeOrder(entries: Candidate[]): StoreOrder {
  const sorted = [...entries].sort((a, b) =>
    isBefore(a.position, b.position) ? -1 : isBefore(b.position, a.position) ? 1 : 0,
  );
  const byId = new Map(sorted.map((entry) => [entry.listing.id, entry]));

  const indexOf = (entry: Candidate) => {
    // Entries of the same position (two ids with the same 48-bit tie in one millisecond) sit together.
    for (let i = firstAfter(sorted, entry.position) - 1; i >= 0; i--) {
      if (sorted[i] === entry) return i;
      if (isBefore(sorted[i]!.position, entry.position)) break;
    }
    throw new Error(`store order lost the entry of ${entry.listing.id}`);
  };

  const order: StoreOrder = {
    put(entry) {
      order.delete(entry.listing.id);
      sorted.splice(firstAfter(sorted, entry.position), 0, entry);
      byId.set(entry.listing.id, entry);
    },
    delete(id) {
      const held = byId.get(id);
      if (!held) return;
      sorted.splice(indexOf(held), 1);
      byId.delete(id);
    },
    after(after, limit, among) {
      const from = after ? firstAfter(sorted, after) : 0;
      if (!among) return sorted.slice(from, from + limit);
      const found: Candidate[] = [];
      for (let i = from; i < sorted.length && found.length < limit; i++) {
        if (among.has(sorted[i]!.listing.id)) found.push(sorted[i]!);
      }
      return found;
    },
  };
  return order;
}
