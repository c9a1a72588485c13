// The store's search (ARCHITECTURE 'Ports', decision 018): SPEC 5's rule, a case-insensitive substring of a
// listing's name or description, answered a bounded page at a time, newest first. Typesense in production,
// Orama in the local host; both are fed by the keepStoreSearch trigger, which follows each product document.
import type { StoreListing } from '@marketplace/shared/store/listing';

/**
 * Where a listing sits in the store's order: newest first (`sortAt` descending: createdAt, or the largest safe
 * integer while the server has not set it), then `tie` ascending, a 48-bit number fixed by the product id, so
 * listings made in the same millisecond keep one order across pages. Numbers both ways: the engines' range
 * filters, which a cursor needs, work on numbers only.
 */
export interface SearchPosition {
  sortAt: number;
  tie: number;
}

export interface ProductSearchPage {
  /** At most STORE_PAGE_SIZE listings that match, newest first. */
  products: StoreListing[];
  /** Where the next page starts (after this position); null when no more listings match. */
  next: SearchPosition | null;
}

export interface ProductSearch {
  /** Adds the listing, or replaces what the index held for its id (its old text no longer matches). */
  upsert(listing: StoreListing): Promise<void>;
  /** Takes the product out of the results; removing one that is not there is no error. */
  remove(productId: string): Promise<void>;
  /** The listings after `after` (from the start without it) whose name or description contains `q`. */
  search(request: { q: string; after?: SearchPosition }): Promise<ProductSearchPage>;
}
