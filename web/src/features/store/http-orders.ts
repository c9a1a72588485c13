// The OrdersPort's API half: a cash-on-delivery order, a cancellation (SPEC 9's window is the server's to decide,
// with its clock), the seller's tracking step (delivery books the order's money: decision 028) and the tracking
// setting; the orders themselves are read from Firestore (firestore-orders.ts).
import type { Auth } from 'firebase/auth';
import { storeContract } from '@marketplace/shared/store/store-api';
import { apiClient } from '../../lib/api-client.ts';
import type { OrdersPort } from './store.port.ts';

export type HttpOrderCalls = 'placeCodOrder' | 'cancelOrder' | 'trackingMode' | 'advanceOrder';

export function httpOrders(auth: Auth): Pick<OrdersPort, HttpOrderCalls> {
  let mode: Promise<'automatic' | 'manual'> | null = null;
  return {
    // SPEC 7's body; the modal's request id goes as the standard Idempotency-Key header, so a retry is one order.
    placeCodOrder: ({ requestId, productId, deliveryAddress }) =>
      apiClient(storeContract, auth).placeCodOrder({
        body: { product: { id: productId }, deliveryAddress, paymentMethod: 'cod' },
        headers: { 'idempotency-key': requestId },
      }),
    // SPEC 9's window is the server's to decide, with its clock; its refusal names the policy.
    cancelOrder: (orderId) => apiClient(storeContract, auth).cancelOrder({ orderId }),
    advanceOrder: async (orderId, from) => {
      await apiClient(storeContract, auth).stepOrder({ orderId, from });
    },
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
  };
}
