// The store's endpoints declared with the contract (decision 022): each calls its use case and answers.
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { storeContract } from '@marketplace/shared/store/store-api';
import { storeSearchContract } from '@marketplace/shared/store/store-search-api';
import type { Geocoder } from '../../ports/geocoder.port.ts';
import type { Media } from '../../ports/media.port.ts';
import type { ProductSearch } from '../../ports/product-search.port.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import type { Firestore } from 'firebase-admin/firestore';
import { answer, callerOf, endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { stepOrder } from './advance-order.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import { cancelStoreOrder } from './cancel-order.ts';
import { createCodOrder } from './create-cod-order.ts';
import { listProduct } from './list-product.ts';
import { storeProductImage } from './product-image.ts';
import type { OrderTrackingSettings } from './order-tracking.ts';
import { reverseGeocode } from './reverse-geocode.ts';
import { searchStore } from './search-store.ts';

const api = endpointsOf({ ...storeContract, search: storeSearchContract });

export interface StoreEndpointsDeps {
  db: Firestore;
  productSearch: ProductSearch;
  geocoder: Geocoder;
  media: Media;
  orderTracking: OrderTrackingSettings;
  refundRequests: RefundRequests;
}

export function storeEndpoints(deps: StoreEndpointsDeps) {
  return api.router({
    cancelOrder: api.cancelOrder.handler(forCaller(deps, cancelStoreOrder)),
    config: api.config.handler(() => ({ orderTracking: deps.orderTracking.mode })),
    stepOrder: api.stepOrder.handler(forCaller(deps, stepOrder)),
    listProduct: api.listProduct.handler(async ({ input, context }) =>
      answer(await listProduct(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.listings))),
    ),
    placeCodOrder: api.placeCodOrder.handler(async ({ input, context }) =>
      answer(
        await createCodOrder(
          deps,
          callerOf(context),
          { ...input.body, idempotencyKey: input.headers['idempotency-key'] },
          hourly(deps.db, context, hourlyLimits['cod-orders']),
        ),
      ),
    ),
    reverseGeocode: api.reverseGeocode.handler(async ({ input }) => answer(await reverseGeocode(deps.geocoder, input))),
    // No per-client limit: a search reads no Firestore document, and counting one would cost a write per
    // keystroke (decision 018).
    search: api.search.handler(async ({ input }) => answer(await searchStore(deps.productSearch, input))),
    uploadProductImage: api.uploadProductImage.handler(async ({ input, context }) =>
      answer(await storeProductImage(deps.media, callerOf(context), input.file)),
    ),
  });
}
