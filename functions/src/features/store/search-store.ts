// The store's search: a page of SPEC 5's matches from the search engine, newest first, with an opaque
// cursor for the next. A fault of the engine is logged and answered with SPEC's text, never a 5xx of its own.
import {
  storeSearchTexts,
  type StoreSearchPage,
  type StoreSearchQuery,
} from '@marketplace/shared/store/store-search-api';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { decodeCursor, encodeCursor } from './search-cursor.ts';

export async function searchStore(
  productSearch: ProductSearch,
  { q, after: cursor }: StoreSearchQuery,
): Promise<Outcome<StoreSearchPage>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after === null) return failure('invalid', storeSearchTexts.badCursor);
  try {
    const page = await productSearch.search({ q, ...(after ? { after } : {}) });
    return success({ products: page.products, next: page.next && encodeCursor(page.next) });
  } catch (error) {
    log.error('store search failed', error, { queryLength: q.length, paged: Boolean(after) });
    return failure('unavailable', storeSearchTexts.failed);
  }
}
