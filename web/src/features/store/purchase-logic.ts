// The purchase machine with its real effects, built once at the composition root: cash-on-delivery orders
// and 'Use my location' through the store's ports, and the purchase analytics event (SPEC 7).
import { fromPromise } from 'xstate';
import {
  purchaseMachine,
  type LocatedAddress,
  type PlaceCodOrderInput,
} from '@marketplace/shared/store/purchase.machine';
import type { Analytics } from '../../lib/analytics/analytics.ts';
import type { LocationPort, OrdersPort } from './store.port.ts';

export function purchaseLogic(orders: OrdersPort, location: LocationPort, analytics: Analytics) {
  return purchaseMachine.provide({
    actors: {
      locate: fromPromise<LocatedAddress, void>(() => location.locate()),
      placeCodOrder: fromPromise<{ orderId: string }, PlaceCodOrderInput>(({ input }) => orders.placeCodOrder(input)),
    },
    actions: {
      reportPurchase: (_, { orderId, product, method }) =>
        analytics.purchase({
          transactionId: orderId,
          value: product.price,
          currency: 'INR',
          items: [{ item_id: product.id, item_name: product.name, price: product.price, quantity: 1 }],
          paymentType: method,
        }),
    },
  });
}

export type PurchaseLogic = ReturnType<typeof purchaseLogic>;
