// 'Project Store' (SPEC 2): the search box and the product grid, with loading and empty states, Buy Now
// opening the purchase, and the tracking of the order the URL names (SPEC 2: after purchase an order tracking
// view appears). The Store page shows it under its h1; the home page under an h2 (SPEC 2 'Home'). The grid is
// the newest products (the first page live) or a search's results from the server, a page at a time.
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { STORE_SEARCH_MAX } from '@marketplace/shared/store/listing';
import type { StoreOrder } from '@marketplace/shared/store/order';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ProductCard } from './product-card.tsx';
import { TrackedOrder, usePurchaseFlow } from './purchase-flow.tsx';
import { useStoreTexts } from './store-texts.ts';
import type { StoreServices } from './store-services.ts';
import { useDebounced, useNewestListings, useStoreSearch, type ListingsView } from './use-store-listings.ts';
import { HiddenLabel } from '../../ui/field.tsx';
import './store.css';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 250;
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
  const t = useStoreTexts();
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const purchase = usePurchaseFlow({ profile, services, onLogin, onTrack });
  const section = useRef<HTMLElement>(null);
  const focusAfterTracking = useReturnFocus(section, trackedOrder);
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const newest = useNewestListings(services.listings);
  const results = useStoreSearch(services.search, searched);
  const grid: ListingsView = results ?? newest;
  const hidden = useHiddenSellers(services, profile);
  const shown = hidden.length === 0 ? grid.items : grid.items.filter((product) => !hidden.includes(product.sellerId));
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  return (
    <section ref={section} className="store" aria-labelledby={titleId}>
      <header className="store__header">
        {/* Focusable from script only: where focus goes back to when tracking closes with no Buy Now to return to. */}
        <Title id={titleId} className="store__title" tabIndex={-1}>
          {t('store.title')}
        </Title>
        <div className="store__search" role="search">
          <HiddenLabel htmlFor={searchId}>{t('store.searchLabel')}</HiddenLabel>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder={t('store.searchPlaceholder')}
            maxLength={STORE_SEARCH_MAX}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </header>

      {grid.status === 'loading' && (
        <p className="muted store__status" role="status">
          {results ? t('store.searching') : t('store.loadingProducts')}
        </p>
      )}
      {grid.status === 'failed' && (
        <Banner tone="error">{results ? t('store.searchFailed') : t('store.loadFailed')}</Banner>
      )}
      {grid.status === 'ready' && shown.length === 0 && !grid.hasMore && (
        <p className="card muted store__empty" role="status">
          {results ? t('store.noMatch', { query: searched }) : t('store.empty')}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="card-grid store__grid" aria-label={t('store.products')}>
          {shown.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                headingLevel={titleLevel === 1 ? 2 : 3}
                onBuy={product.sellerId === profile?.uid ? null : purchase.buy}
                eager={index < EAGER_IMAGES}
                largest={titleLevel === 1 && index === 0}
                ratings={services.ratings}
              />
            </li>
          ))}
        </ul>
      )}
      {grid.status === 'ready' && grid.paging === 'failed' && <Banner tone="error">{t('store.moreFailed')}</Banner>}
      {grid.status === 'ready' && grid.hasMore && (
        <div className="store__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={grid.paging === 'loading'}
            onClick={grid.loadMore}
          >
            {grid.paging === 'loading' ? t('store.loading') : t('store.loadMore')}
          </button>
        </div>
      )}
      {purchase.flow}
      {trackedOrder && (
        <TrackedOrder
          orderId={trackedOrder}
          profile={profile}
          services={services}
          onLogin={onLogin}
          onDone={(order) => {
            focusAfterTracking(order);
            onTrack(null);
          }}
        />
      )}
    </section>
  );
}

/**
 * The sellers a signed-in person's store leaves out (decision 031: whom they blocked, or who blocked them); none for
 * a visitor, whose store is the same for everyone (its first screen is drawn by the server).
 */
function useHiddenSellers(services: StoreServices, profile: UserProfile | null): readonly string[] {
  const uid = profile?.uid ?? null;
  const hidden = useWatch(
    useMemo(() => (uid && services.safety ? services.safety.watchHiddenPeople(uid) : null), [services.safety, uid]),
  );
  return hidden.status === 'ready' ? hidden.value : noOne;
}

const noOne: readonly string[] = [];

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
