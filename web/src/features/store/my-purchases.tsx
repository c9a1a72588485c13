// 'My Store Purchases' (SPEC 2, 7): the buyer's orders, newest first, live; Track puts the order in the URL
// (/dashboard?order={id}) and its tracking shows over the list until Done. Inside SPEC 9's window an order
// can be cancelled from its row; a cancelled one shows its refund's state.
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { useFormats } from '../../i18n/i18n.ts';
import { usePagedWatch } from '../../lib/use-paged-watch.ts';
import type { Watched } from '../../lib/use-watch.ts';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { ORDERS_PAGE, type OrdersPort } from './store.port.ts';
import { CancelOrderButton, RefundState } from './cancel-order.tsx';
import { TrackedOrderDialog } from './tracked-order-dialog.tsx';
import { useTrackingTexts } from './tracking-texts.ts';
import { WatchedStoreList } from './watched-store-list.tsx';
import './store.css';

interface MyPurchasesProps {
  buyerId: string;
  orders: OrdersPort;
  /** The order whose tracking shows (from the URL); null for none. */
  trackedOrder: string | null;
  onTrack: (orderId: string | null) => void;
  /** The order's money documents (its receipt, a refund's credit note), composed in by the app (decision 039). */
  orderDocuments?: (order: StoreOrder) => ReactNode;
}

/** The Track button of an order's row. */
const trackButton = (list: HTMLElement | null, orderId: string) =>
  [...(list?.querySelectorAll<HTMLElement>('[data-order-id]') ?? [])].find(
    (button) => button.dataset.orderId === orderId,
  ) ?? null;

export function MyPurchases({ buyerId, orders, trackedOrder, onTrack, orderDocuments }: MyPurchasesProps) {
  const { watched: purchases, loadMore } = usePagedWatch(
    useCallback((count: number) => orders.watchPurchases(buyerId, count), [orders, buyerId]),
    ORDERS_PAGE,
  );
  const t = useTrackingTexts();
  const list = useRef<HTMLUListElement>(null);
  const returnTo = useRef<string | null>(null);
  const listed = purchases.status === 'ready' ? purchases.value : [];
  const subtitle = listed.find((order) => order.id === trackedOrder)?.product.name;

  // Done gives focus back to the Track button of the order (the one that opened it, or its row after a
  // reload); without one, the dashboard's title. The dialog cannot: after a reload nothing opened it.
  useEffect(() => {
    if (trackedOrder !== null || returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    (trackButton(list.current, id) ?? document.querySelector<HTMLElement>('main h1'))?.focus();
  }, [trackedOrder]);

  const dialog = trackedOrder && (
    <TrackedOrderDialog
      key={trackedOrder}
      orderId={trackedOrder}
      viewerId={buyerId}
      orders={orders}
      subtitle={subtitle}
      onDone={() => {
        returnTo.current = trackedOrder;
        onTrack(null);
      }}
    />
  );

  return (
    <>
      <PurchasesList
        purchases={purchases}
        list={list}
        onTrack={onTrack}
        buyerId={buyerId}
        orders={orders}
        orderDocuments={orderDocuments}
      />
      <LoadMoreButton loadMore={loadMore} what={t('tracking.purchases.what')} />
      {dialog}
    </>
  );
}

function PurchasesList({
  purchases,
  list,
  onTrack,
  buyerId,
  orders,
  orderDocuments,
}: {
  purchases: Watched<StoreOrder[]>;
  list: RefObject<HTMLUListElement | null>;
  onTrack: (orderId: string) => void;
  buyerId: string;
  orders: OrdersPort;
  orderDocuments?: (order: StoreOrder) => ReactNode;
}) {
  const t = useTrackingTexts();
  const { rupees, date } = useFormats();
  return (
    <WatchedStoreList
      watched={purchases}
      loading={t('tracking.purchases.loading')}
      failed={t('tracking.purchases.failed')}
      empty={t('tracking.purchases.empty')}
    >
      {(bought) => (
        <ul ref={list} className="card orders" aria-label={t('tracking.purchases.list')}>
          {bought.map((order) => (
            <li key={order.id} className="orders__item">
              <span className="orders__main">
                <span className="orders__name">{order.product.name}</span>
                <span className="muted">
                  {rupees(order.product.price)}
                  {order.orderedAt !== null && ` · ${t('tracking.purchases.ordered', { date: date(order.orderedAt) })}`}
                </span>
              </span>
              <span className={`order-status order-status--${order.orderStatus.replace(/\W+/g, '-').toLowerCase()}`}>
                {t(`tracking.step.${order.orderStatus}`)}
              </span>
              <RefundState order={order} />
              <span className="orders__actions">
                {orderDocuments?.(order)}
                <CancelOrderButton
                  order={order}
                  buyerId={buyerId}
                  orders={orders}
                  onCancelled={() => trackButton(list.current, order.id)?.focus()}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('tracking.purchases.trackName', { name: order.product.name })}
                  data-order-id={order.id}
                  onClick={() => onTrack(order.id)}
                >
                  {t('tracking.purchases.track')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </WatchedStoreList>
  );
}
