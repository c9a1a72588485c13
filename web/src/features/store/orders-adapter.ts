// The OrdersPort: orders are read live from Firestore (the buyer's, the seller's, one being tracked) and
// written only by the server, except a seller's manual step, which the rules check; cash-on-delivery
// orders, cancellations and the tracking setting go through the api function.
import type { Auth } from 'firebase/auth';
import { orderBy, query, updateDoc, where, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import { newestOrdersFirst, storeOrderSchema, type StoreOrder } from '@marketplace/shared/store/order';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import { storeOrderDoc, storeOrdersCollection } from '../../lib/paths.ts';
import { notYet, watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import { logged, type Watch } from '../../lib/watch.ts';
import type { OrdersPort } from './store.port.ts';

function ordersIn(snapshot: QuerySnapshot): StoreOrder[] {
  return snapshot.docs.flatMap((document) => {
    // An order just written has no server time yet; the estimate places it first.
    const parsed = storeOrderSchema.safeParse({ ...document.data({ serverTimestamps: 'estimate' }), id: document.id });
    return parsed.success ? [parsed.data] : [];
  });
}

const watchOrders = (what: string, orders: Query): Watch<StoreOrder[]> =>
  watchQuery(what, orders, (snapshot) => newestOrdersFirst(ordersIn(snapshot)));

export function ordersAdapter(db: Firestore, auth: Auth): OrdersPort {
  const orders = storeOrdersCollection(db);
  let mode: Promise<'automatic' | 'manual'> | null = null;
  return {
    // SPEC 7: the buyer's orders, ordered by orderedAt descending.
    watchPurchases: (buyerId) =>
      watchOrders(
        'Listing your purchases',
        query(orders, where('studentId', '==', buyerId), orderBy('orderedAt', 'desc')),
      ),
    // Sorted here, so the query needs no composite index.
    watchSales: (sellerId) => watchOrders('Listing your sales', query(orders, where('sellerId', '==', sellerId))),
    watchOrder: (orderId) =>
      watchDocument('Following an order', storeOrderDoc(db, orderId), (snapshot) => {
        // A missing document from the cache only means the server has not answered yet.
        if (!snapshot.exists()) return snapshot.metadata.fromCache ? notYet : null;
        const parsed = storeOrderSchema.safeParse({
          ...snapshot.data({ serverTimestamps: 'estimate' }),
          id: snapshot.id,
        });
        return parsed.success ? parsed.data : null;
      }),
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
    advanceOrder: (orderId, to) =>
      logged('Moving an order on', updateDoc(storeOrderDoc(db, orderId), { orderStatus: to })),
  };
}
