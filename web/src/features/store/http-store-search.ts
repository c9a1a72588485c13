// The StoreSearchPort over the contract's store.search (GET /api/store/search): the server's search engine
// answers a page at a time. A chunk of its own, loaded when someone first searches: the client and
// the answer's schema bring the validation library.
import type { Auth } from 'firebase/auth';
import { apiClient } from '../../lib/api-client.ts';
import { storeSearchContract } from '@marketplace/shared/store/store-search-api';
import type { StoreSearchPort } from './store.port.ts';

export function httpStoreSearch(auth: Auth): StoreSearchPort {
  const api = apiClient({ search: storeSearchContract }, auth);
  return {
    search: ({ q, after }) => api.search({ q, ...(after ? { after } : {}) }),
  };
}
