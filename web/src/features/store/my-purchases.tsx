// 'My Store Purchases' (SPEC 2, 7): the buyer's orders, newest first, live; each opens its tracking.
import { useMemo, useState } from 'react';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { OrderTracking } from './order-tracking.tsx';
import type { OrdersPort } from './store.port.ts';
import './store.css';

export function MyPurchases({ buyerId, orders }: { buyerId: string; orders: OrdersPort }) {
  const purchases = useWatch(useMemo(() => orders.watchPurchases(buyerId), [orders, buyerId]));
  const [tracking, setTracking] = useState<StoreOrder | null>(null);

  if (purchases.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your purchases...
      </p>
    );
  if (purchases.status === 'failed')
    return <p className="card muted orders__empty">Your purchases could not be loaded.</p>;
  if (purchases.value.length === 0) return <p className="card muted orders__empty">No purchases yet.</p>;
  return (
    <>
      <ul className="card orders" aria-label="Your purchases">
        {purchases.value.map((order) => (
          <li key={order.id} className="orders__item">
            <span className="orders__main">
              <span className="orders__name">{order.product.name}</span>
              <span className="muted">
                {formatRupees(order.product.price)}
                {order.orderedAt !== null && ` · ordered ${formatDate(order.orderedAt)}`}
              </span>
            </span>
            <span className={`order-status order-status--${order.orderStatus.replace(/\W+/g, '-').toLowerCase()}`}>
              {order.orderStatus}
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Track order: ${order.product.name}`}
              onClick={() => setTracking(order)}
            >
              Track
            </button>
          </li>
        ))}
      </ul>
      {tracking && (
        <Dialog title="Order tracking" subtitle={tracking.product.name} onClose={() => setTracking(null)}>
          <OrderTracking orderId={tracking.id} orders={orders} />
        </Dialog>
      )}
    </>
  );
}
