// 'Project Store' (SPEC 2): the search box and the product grid, with loading and empty states, Buy Now
// opening the purchase, and the tracking of the order the URL names (SPEC 2: after purchase an order tracking
// view appears). The Store page shows it under its h1; the home page under an h2 (SPEC 2 'Home').
import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import type { CatalogueEntry } from '@marketplace/shared/store/catalogue';
import { productSearch } from '@marketplace/shared/store/search';
import type { StoreOrder } from '@marketplace/shared/store/order';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ProductCard } from './product-card.tsx';
import type { StoreServices } from './store-services.ts';
import './store.css';

// Loaded when someone chooses Buy Now: checkout, tracking and their checks stay out of the store's first load.
const PurchaseModal = lazy(() => import('./purchase-modal.tsx').then((m) => ({ default: m.PurchaseModal })));
const TrackedOrderDialog = lazy(() =>
  import('./tracked-order-dialog.tsx').then((m) => ({ default: m.TrackedOrderDialog })),
);

/** Cards shown at once: the grid stays light with thousands of products; 'Show more' adds the next ones. */
const GRID_STEP = 24;
/** Cards whose images are on the first screen, even on a wide one (four columns). */
const EAGER_IMAGES = 4;

interface StoreBrowserProps {
  services: StoreServices;
  /** The signed-in person's profile; null for a visitor (SPEC 2: the profile data is passed when available). */
  profile: UserProfile | null;
  /** Where a visitor who agrees to log in is taken. */
  onLogin: () => void;
  /** 1 on the Store page, 2 on the home page. */
  titleLevel: 1 | 2;
  /** The order whose tracking shows over the store (from the URL); null for none. */
  trackedOrder: string | null;
  /** Puts an order's tracking in the URL (after a purchase), or takes it out (Done). */
  onTrack: (orderId: string | null) => void;
}

export function StoreBrowser(props: StoreBrowserProps) {
  const { services, profile, onLogin, titleLevel, trackedOrder, onTrack } = props;
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(GRID_STEP);
  const [buying, setBuying] = useState<CatalogueEntry | null>(null);
  /** The order this store has just placed: its tracking is titled 'Order placed'. */
  const [placed, setPlaced] = useState<{ orderId: string; product: string } | null>(null);
  const section = useRef<HTMLElement>(null);
  const focusAfterTracking = useReturnFocus(section, trackedOrder);
  const catalogue = useWatch(useMemo(() => services.catalogue.watchCatalogue(), [services.catalogue]));
  const search = useMemo(() => productSearch(catalogue.status === 'ready' ? catalogue.value : []), [catalogue]);
  const shown = useMemo(() => search(query), [search, query]);
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  return (
    <section ref={section} className="store" aria-labelledby={titleId}>
      <header className="store__header">
        {/* Focusable from script only: where focus goes back to when tracking closes with no Buy Now to return to. */}
        <Title id={titleId} className="store__title" tabIndex={-1}>
          {texts.store.title}
        </Title>
        <div className="store__search" role="search">
          <label htmlFor={searchId} className="visually-hidden">
            Search the store
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search by name or description"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimit(GRID_STEP);
            }}
          />
        </div>
      </header>

      {catalogue.status === 'loading' && (
        <p className="muted store__status" role="status">
          Loading products...
        </p>
      )}
      {catalogue.status === 'failed' && (
        <Banner tone="error">The store could not be loaded. Please reload the page.</Banner>
      )}
      {catalogue.status === 'ready' && catalogue.value.length === 0 && (
        <p className="card muted store__empty">
          No projects in the store yet. Sellers' pre-built projects will be listed here.
        </p>
      )}
      {catalogue.status === 'ready' && catalogue.value.length > 0 && shown.length === 0 && (
        <p className="card muted store__empty" role="status">
          No projects match “{query.trim()}”.
        </p>
      )}
      {shown.length > 0 && (
        <ul className="store__grid" aria-label="Products">
          {shown.slice(0, limit).map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={titleLevel === 1 ? 2 : 3}
                onBuy={product.sellerId === profile?.uid ? null : setBuying}
                eager={index < EAGER_IMAGES}
              />
            </li>
          ))}
        </ul>
      )}
      {shown.length > limit && (
        <div className="store__more">
          <button type="button" className="button button--secondary" onClick={() => setLimit(limit + GRID_STEP)}>
            Show more projects ({shown.length - limit} more)
          </button>
        </div>
      )}
      {buying && (
        <Suspense fallback={null}>
          <PurchaseModal
            key={buying.id}
            product={buying}
            profile={profile}
            services={services}
            onLogin={onLogin}
            onClose={() => setBuying(null)}
            onPlaced={(orderId) => {
              setBuying(null);
              setPlaced({ orderId, product: buying.name });
              onTrack(orderId);
            }}
          />
        </Suspense>
      )}
      {trackedOrder && (
        <Suspense fallback={null}>
          <TrackedOrderDialog
            key={trackedOrder}
            orderId={trackedOrder}
            viewerId={profile?.uid ?? null}
            orders={services.orders}
            {...(placed?.orderId === trackedOrder ? { title: 'Order placed', subtitle: placed.product } : {})}
            onLogin={onLogin}
            onDone={(order) => {
              focusAfterTracking(order);
              onTrack(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Focus after the tracking dialog closes: the Buy Now of the product ordered when it is on the grid (the
 * button that opened the purchase), else the store's title. The dialog's own hand-back cannot do it: it
 * opened after the purchase dialogs closed, with nothing in the page to remember.
 */
function useReturnFocus(section: RefObject<HTMLElement | null>, trackedOrder: string | null) {
  const target = useRef<{ productId: string | null } | null>(null);
  useEffect(() => {
    if (trackedOrder !== null || !target.current || !section.current) return;
    const { productId } = target.current;
    target.current = null;
    const buy = [...section.current.querySelectorAll<HTMLElement>('[data-product-id]')].find(
      (button) => button.dataset.productId === productId,
    );
    (buy ?? section.current.querySelector<HTMLElement>('.store__title'))?.focus();
  }, [section, trackedOrder]);
  return (order: StoreOrder | null) => {
    target.current = { productId: order?.product.id ?? null };
  };
}
