// The store's endpoints declared with the contract (decision 022): each calls its use case and answers.
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { answer, api } from '../../platform/api/implement.ts';
import { searchStore } from './search-store.ts';

export function storeEndpoints(deps: { productSearch: ProductSearch }) {
  return {
    // No per-client limit: a search reads no Firestore document, and counting one would cost a write per
    // keystroke (decision 018).
    search: api.store.search.handler(async ({ input }) => answer(await searchStore(deps.productSearch, input))),
  };
}
