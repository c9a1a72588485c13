// The OrdersPort's Firestore half: orders read live (the buyer's, the seller's, one being tracked); every write is
// the server's (http-orders.ts).
import { limit, orderBy, query, where, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import { newestOrdersFirst, storeOrderSchema, type StoreOrder } from '@marketplace/shared/store/order';
import { storeOrderDoc, storeOrdersCollection } from '../../lib/paths.ts';
import { notYet, watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import type { Watch } from '../../lib/watch.ts';
import type { HttpOrderCalls } from './http-orders.ts';
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

export function firestoreOrders(db: Firestore): Omit<OrdersPort, HttpOrderCalls> {
  const orders = storeOrdersCollection(db);
  return {
    // SPEC 7: the buyer's orders, ordered by orderedAt descending; the newest page of them.
    watchPurchases: (buyerId, count) =>
      watchOrders(
        'Listing your purchases',
        query(orders, where('studentId', '==', buyerId), orderBy('orderedAt', 'desc'), limit(count)),
      ),
    // Ordered by the query, not here: a page of 1,000 sales must be their newest.
    watchSales: (sellerId, count) =>
      watchOrders(
        'Listing your sales',
        query(orders, where('sellerId', '==', sellerId), orderBy('orderedAt', 'desc'), limit(count)),
      ),
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
  };
}
