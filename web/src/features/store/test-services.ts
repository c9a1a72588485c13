// The store's services for component tests: stand-ins that list, find and rate nothing, with the orders port the
// test hands in behind the purchase and a checkout whose payment settles as order `orderId`. Only tests import
// this file.
import { never } from '../../lib/testing/feed.ts';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { readyLogic } from '../../lib/lazy-logic.ts';
import { purchaseLogic } from './purchase-logic.ts';
import type { StoreServices } from './store-services.ts';
import type { OrdersPort } from './store.port.ts';

export function fakeStoreServices(orders: OrdersPort, orderId: string, overrides: Partial<StoreServices> = {}) {
  const services: StoreServices = {
    listings: { watchNewest: () => never, loadMore: () => Promise.resolve([]), watchListing: () => never },
    listingPage: { watchListingPage: () => never, listingUrl: (id) => `https://example.test/store/${id}` },
    search: { search: () => Promise.resolve({ products: [], next: null }) },
    products: {} as StoreServices['products'],
    orders,
    ratings: { watchRating: () => never },
    purchaseLogic: readyLogic(
      purchaseLogic(orders, { locate: () => Promise.reject(new Error('unused')) }, { purchase: () => {} }),
    ),
    checkoutLogic: fakeCheckoutLogic(fakePaymentsClient({ verify: async () => ({ orderId }) })),
  };
  return { ...services, ...overrides };
}
