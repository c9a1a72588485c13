// The StoreSearchPort over GET /api/store/search: the server's search engine answers a page at a time (issue 18).
// A chunk of its own, loaded when someone first searches: its answer's schema brings the validation library.
import type { Auth } from 'firebase/auth';
import { STORE_SEARCH_PATH, storeSearchPageSchema } from '@marketplace/shared/store/store-search-api';
import { callApi } from '../../lib/api.ts';
import type { StoreSearchPort } from './store.port.ts';

export function httpStoreSearch(auth: Auth): StoreSearchPort {
  return {
    search: ({ q, after }) => {
      const query = new URLSearchParams({ q, ...(after ? { after } : {}) });
      return callApi(auth, `${STORE_SEARCH_PATH}?${query}`, { response: storeSearchPageSchema });
    },
  };
}
