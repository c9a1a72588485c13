// Everything the store's screens are handed by the composition root: the ports and the provided machines.
import type { LazyLogic } from '../../lib/use-logic.ts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import type { SafetyApi, SafetyPort } from '../../lib/safety.port.ts';
import type { PurchaseLogic } from './purchase-logic.ts';
import type {
  ListingPagePort,
  ListingsPort,
  OrdersPort,
  ProductsPort,
  SellerRatingsPort,
  StoreSearchPort,
} from './store.port.ts';

export interface StoreServices {
  listings: ListingsPort;
  /** A listing's own page (decision 052). */
  listingPage: ListingPagePort;
  search: StoreSearchPort;
  products: ProductsPort;
  orders: OrdersPort;
  ratings: SellerRatingsPort;
  purchaseLogic: LazyLogic<PurchaseLogic>;
  /** Card and UPI go through the one checkout. */
  checkoutLogic: LazyLogic<CheckoutLogic>;
  /** The sellers a signed-in person's store leaves out (decision 031). */
  safety?: Pick<SafetyPort, 'watchHiddenPeople'>;
  /** Reporting a listing (decision 031). */
  safetyApi?: Pick<SafetyApi, 'report'>;
}
