// A seller's side of the store on their dashboard (beyond SPEC: sellers keep their listings current and see
// their sales): their listings, with edit and a confirmed delete, and their sales with the buyer's delivery
// address. With automatic tracking switched off, they move each shipment on from here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { advancedStatus } from '@marketplace/shared/store/order-lifecycle.machine';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { productImage, type Product } from '@marketplace/shared/store/product';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { formatRupees } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import { ShownError } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format-date.ts';
import { usePagedWatch } from '../../lib/use-paged-watch.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { RefundState } from './cancel-order.tsx';
import { SellProductForm } from './sell-product-form.tsx';
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
  // Each listing's buttons: what they say (and name the listing with), and what they open.
  const rowActions = [
    ['Edit', setEditing],
    ['Remove', setDeleting],
  ] as const;

  async function remove(product: Product) {
    try {
      await products.deleteProduct(product.id);
    } catch {
      throw new ShownError(`${product.name} could not be removed. Please try again.`);
    }
    setDeleting(null);
  }

  return (
    <section className="dashboard__section" aria-labelledby="seller-listings-title">
      <h2 id="seller-listings-title">Your Store Listings</h2>
      <WatchedStoreList
        watched={listings}
        what="listings"
        empty="No listings yet. Use “Sell a Project” to list a pre-built project."
      >
        {(listed) => (
          <ul className="card orders" aria-label="Your listings">
            {listed.map((product) => (
              <li key={product.id} className="orders__item">
                <img className="orders__thumb" src={productImage(product)} alt="" width={48} height={36} />
                <span className="orders__main">
                  <span className="orders__name">{product.name}</span>
                  <span className="muted">{formatRupees(product.price)}</span>
                </span>
                <span className="orders__actions">
                  {rowActions.map(([action, open]) => (
                    <button
                      key={action}
                      type="button"
                      className="button button--secondary"
                      aria-label={`${action} ${product.name}`}
                      onClick={() => open(product)}
                    >
                      {action}
                    </button>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </WatchedStoreList>
      {editing && (
        <Dialog title="Edit Listing" subtitle={editing.name} onClose={() => setEditing(null)}>
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
          title="Remove Listing"
          confirmLabel="Remove"
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            Remove <strong>{deleting.name}</strong> from the store? Past orders keep their copy of it.
          </p>
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
  const [error, setError] = useState<string | null>(null);
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
    setError(null);
    try {
      await orders.advanceOrder(order.id, order.orderStatus);
    } catch {
      setError(texts.alerts.actionFailed(`Mark as ${next}`));
    }
  }

  return (
    <section className="dashboard__section" aria-labelledby="seller-sales-title">
      <h2 id="seller-sales-title">Your Store Sales</h2>
      <Banner tone="error">{error}</Banner>
      <WatchedStoreList watched={sales} what="sales" empty="No sales yet.">
        {(sold) => (
          <ul className="card orders" aria-label="Your sales">
            {sold.map((order) => {
              const next = advancedStatus(order.orderStatus);
              return (
                <li key={order.id} className="orders__item orders__item--sale">
                  <span className="orders__main">
                    <span className="orders__name">{order.product.name}</span>
                    <span className="muted">
                      {formatRupees(order.product.price)} · {order.studentEmail}
                      {order.orderedAt !== null && ` · ${formatDate(order.orderedAt)}`}
                    </span>
                    <span className="orders__address">Deliver to: {order.deliveryAddress}</span>
                  </span>
                  <span
                    className={`order-status order-status--${order.orderStatus.replace(/\W+/g, '-').toLowerCase()}`}
                  >
                    {order.orderStatus}
                  </span>
                  <RefundState order={order} />
                  {(manual || order.tracking === 'manual') && next && (
                    <button type="button" className="button button--secondary" onClick={() => void advance(order)}>
                      Mark as {next}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </WatchedStoreList>
      <LoadMoreButton loadMore={loadMore} what="sales" />
    </section>
  );
}
