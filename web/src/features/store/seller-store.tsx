// A seller's side of the store on their dashboard (beyond SPEC: sellers keep their listings current and see
// their sales): their listings, with edit and a confirmed delete, and their sales with the buyer's delivery
// address. With automatic tracking switched off, they move each shipment on from here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { advancedStatus } from '@marketplace/shared/store/order-lifecycle.machine';
import type { OrderStatus, StoreOrder } from '@marketplace/shared/store/order';
import { productImage, type Product } from '@marketplace/shared/store/product';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { useFormats } from '../../i18n/i18n.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { ShownError } from '../../lib/error-text.ts';
import { usePagedWatch } from '../../lib/use-paged-watch.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { RefundState } from './cancel-order.tsx';
import { SellProductForm } from './sell-product-form.tsx';
import { useSellingTexts } from './selling-texts.ts';
import { WatchedStoreList } from './watched-store-list.tsx';
import { ORDERS_PAGE, type OrdersPort, type ProductsPort } from './store.port.ts';
import './store.css';

export function SellerStore({
  profile,
  products,
  orders,
}: {
  profile: UserProfile;
  products: ProductsPort;
  orders: OrdersPort;
}) {
  return (
    <>
      <SellerListings profile={profile} products={products} />
      <SellerSales sellerId={profile.uid} orders={orders} />
    </>
  );
}

function SellerListings({ profile, products }: { profile: UserProfile; products: ProductsPort }) {
  const listings = useWatch(useMemo(() => products.watchSellerProducts(profile.uid), [products, profile.uid]));
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const t = useSellingTexts();
  const { rupees } = useFormats();
  // Each listing's buttons: what they say, their name with the listing's, and what they open.
  const rowActions = [
    ['edit', t('selling.edit'), (name: string) => t('selling.editName', { name }), setEditing],
    ['remove', t('selling.remove'), (name: string) => t('selling.removeName', { name }), setDeleting],
  ] as const;

  async function remove(product: Product) {
    try {
      await products.deleteProduct(product.id);
    } catch {
      throw new ShownError(t('selling.removeFailed', { name: product.name }));
    }
    setDeleting(null);
  }

  return (
    <section className="dashboard__section" aria-labelledby="seller-listings-title">
      <h2 id="seller-listings-title">{t('selling.listings.title')}</h2>
      <WatchedStoreList
        watched={listings}
        loading={t('selling.listings.loading')}
        failed={t('selling.listings.failed')}
        empty={t('selling.listings.empty')}
      >
        {(listed) => (
          <ul className="card orders" aria-label={t('selling.listings.list')}>
            {listed.map((product) => (
              <li key={product.id} className="orders__item">
                <img className="orders__thumb" src={productImage(product)} alt="" width={48} height={36} />
                <span className="orders__main">
                  <span className="orders__name">{product.name}</span>
                  <span className="muted">{rupees(product.price)}</span>
                </span>
                <span className="orders__actions">
                  {rowActions.map(([action, label, name, open]) => (
                    <button
                      key={action}
                      type="button"
                      className="button button--secondary"
                      aria-label={name(product.name)}
                      onClick={() => open(product)}
                    >
                      {label}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </WatchedStoreList>
      {editing && (
        <Dialog title={t('selling.editTitle')} subtitle={editing.name} onClose={() => setEditing(null)}>
          <SellProductForm
            products={products}
            editing={editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('selling.removeTitle')}
          confirmLabel={t('selling.remove')}
          cancelLabel={t('selling.cancel')}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{rich(t('selling.removeConfirm', { name: slot('name') }), { name: <strong>{deleting.name}</strong> })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function SellerSales({ sellerId, orders }: { sellerId: string; orders: OrdersPort }) {
  const { watched: sales, loadMore } = usePagedWatch(
    useCallback((count: number) => orders.watchSales(sellerId, count), [orders, sellerId]),
    ORDERS_PAGE,
  );
  const [manual, setManual] = useState(false);
  // The step that could not be taken, said in the shown language when shown.
  const [failedStep, setFailedStep] = useState<OrderStatus | null>(null);
  const t = useSellingTexts();
  const { rupees, date } = useFormats();
  useEffect(() => {
    let current = true;
    orders.trackingMode().then(
      (mode) => current && setManual(mode === 'manual'),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [orders]);

  async function advance(order: StoreOrder) {
    const next = advancedStatus(order.orderStatus);
    if (!next) return;
    setFailedStep(null);
    try {
      await orders.advanceOrder(order.id, order.orderStatus);
    } catch {
      setFailedStep(next);
    }
  }

  return (
    <section className="dashboard__section" aria-labelledby="seller-sales-title">
      <h2 id="seller-sales-title">{t('selling.sales.title')}</h2>
      <Banner tone="error">
        {failedStep && t('selling.sales.advanceFailed', { action: t(`selling.markAs.${failedStep}`) })}
      </Banner>
      <WatchedStoreList
        watched={sales}
        loading={t('selling.sales.loading')}
        failed={t('selling.sales.failed')}
        empty={t('selling.sales.empty')}
      >
        {(sold) => (
          <ul className="card orders" aria-label={t('selling.sales.list')}>
            {sold.map((order) => {
              const next = advancedStatus(order.orderStatus);
              return (
                <li key={order.id} className="orders__item orders__item--sale">
                  <span className="orders__main">
                    <span className="orders__name">{order.product.name}</span>
                    <span className="muted">
                      {rupees(order.product.price)} · {order.studentEmail}
                      {order.orderedAt !== null && ` · ${date(order.orderedAt)}`}
                    </span>
                    <span className="orders__address">
                      {t('selling.sales.deliverTo', { address: order.deliveryAddress })}
                    </span>
                  </span>
                  <span
                    className={`order-status order-status--${order.orderStatus.replace(/\W+/g, '-').toLowerCase()}`}
                  >
                    {t(`selling.status.${order.orderStatus}`)}
                  </span>
                  <RefundState order={order} />
                  {(manual || order.tracking === 'manual') && next && (
                    <button type="button" className="button button--secondary" onClick={() => void advance(order)}>
                      {t(`selling.markAs.${next}`)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </WatchedStoreList>
      <LoadMoreButton loadMore={loadMore} what={t('selling.sales.what')} />
    </section>
  );
}
