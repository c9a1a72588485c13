// The store's endpoints declared with the contract (decision 022): each calls its use case and answers.
import type { Geocoder } from '../../ports/geocoder.port.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import { answer, api } from '../../platform/api/implement.ts';
import type { OrderTrackingSettings } from './order-tracking.ts';
import { reverseGeocode } from './reverse-geocode.ts';
import { searchStore } from './search-store.ts';

export interface StoreEndpointsDeps {
  productSearch: ProductSearch;
  geocoder: Geocoder;
  orderTracking: OrderTrackingSettings;
}

export function storeEndpoints(deps: StoreEndpointsDeps) {
  return api.store.router({
    config: api.store.config.handler(() => ({ orderTracking: deps.orderTracking.mode })),
    reverseGeocode: api.store.reverseGeocode.handler(async ({ input }) =>
      answer(await reverseGeocode(deps.geocoder, input)),
    ),
    // No per-client limit: a search reads no Firestore document, and counting one would cost a write per
    // keystroke (decision 018).
    search: api.store.search.handler(async ({ input }) => answer(await searchStore(deps.productSearch, input))),
  });
}
