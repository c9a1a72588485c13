// The OrdersPort: orders are read live from Firestore (the buyer's, the seller's, one being tracked) and
// written only by the server, except a seller's manual step, which the rules check; cash-on-delivery
// orders, cancellations and the tracking setting go through the api function.
import type { Auth } from 'firebase/auth';
import {
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { newestOrdersFirst, storeOrderSchema, type StoreOrder } from '@marketplace/shared/store/order';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import { storeOrderDoc, storeOrdersCollection } from '../../lib/paths.ts';
import { logged, loggedWatch, type Watch } from '../../lib/watch.ts';
import type { OrdersPort } from './store.port.ts';

function ordersIn(snapshot: QuerySnapshot): StoreOrder[] {
  return snapshot.docs.flatMap((document) => {
    // An order just written has no server time yet; the estimate places it first.
    const parsed = storeOrderSchema.safeParse({ ...document.data({ serverTimestamps: 'estimate' }), id: document.id });
    return parsed.success ? [parsed.data] : [];
  });
}

const watchOrders =
  (orders: Query): Watch<StoreOrder[]> =>
  (onNext, onError) =>
    onSnapshot(orders, (snapshot) => onNext(newestOrdersFirst(ordersIn(snapshot))), onError);

export function ordersAdapter(db: Firestore, auth: Auth): OrdersPort {
  const orders = storeOrdersCollection(db);
  let mode: Promise<'automatic' | 'manual'> | null = null;
  return {
    // SPEC 7: the buyer's orders, ordered by orderedAt descending.
    watchPurchases: (buyerId) =>
      loggedWatch(
        'Listing your purchases',
        watchOrders(query(orders, where('studentId', '==', buyerId), orderBy('orderedAt', 'desc'))),
      ),
    // Sorted here, so the query needs no composite index.
    watchSales: (sellerId) =>
      loggedWatch('Listing your sales', watchOrders(query(orders, where('sellerId', '==', sellerId)))),
    watchOrder: (orderId) =>
      loggedWatch('Following an order', (onNext, onError) =>
        onSnapshot(
          storeOrderDoc(db, orderId),
          (snapshot) => {
            // A missing document from the cache only means the server has not answered yet.
            if (!snapshot.exists()) return snapshot.metadata.fromCache ? undefined : onNext(null);
            const parsed = storeOrderSchema.safeParse({
              ...snapshot.data({ serverTimestamps: 'estimate' }),
              id: snapshot.id,
            });
            onNext(parsed.success ? parsed.data : null);
          },
          onError,
        ),
      ),
    // SPEC 7's body; the modal's request id goes as the standard Idempotency-Key header, so a retry is one order.
    placeCodOrder: ({ requestId, productId, deliveryAddress }) =>
      logged(
        'Placing a cash-on-delivery order',
        apiClient(storeContract, auth).placeCodOrder({
          body: { product: { id: productId }, deliveryAddress, paymentMethod: 'cod' },
          headers: { 'idempotency-key': requestId },
        }),
      ),
    // SPEC 9's window is the server's to decide, with its clock; its refusal names the policy.
    cancelOrder: (orderId) => logged('Cancelling an order', apiClient(storeContract, auth).cancelOrder({ orderId })),
    trackingMode: () =>
      (mode ??= apiClient(storeContract, auth)
        .config()
        .then(
          (config) => config.orderTracking,
          (error: unknown) => {
            mode = null;
            throw error;
          },
        )),
    // Delivery ends the order and books its money, so each step is the server's (decision 028).
    advanceOrder: async (orderId, from) => {
      await logged('Moving an order on', apiClient(storeContract, auth).stepOrder({ orderId, from }));
    },
  };
}
