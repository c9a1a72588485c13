// One product in the store's grid (SPEC 2 'Store'): its image (or the placeholder), name, description,
// price in rupees with 2 decimals, and Buy Now.
import { listingPath } from '@marketplace/shared/navigation/pages';
import type { StoreListing } from '@marketplace/shared/store/listing';
import { productImage } from '@marketplace/shared/store/product-image';
import { useFormats } from '../../i18n/i18n.ts';
import { useAddress } from '../../i18n/use-address.ts';
import { followInApp } from '../../lib/in-app-link.ts';
import { SellerRating } from '../../ui/seller-rating.tsx';
import type { SellerRatingsPort } from './store.port.ts';
import { useStoreTexts } from './store-texts.ts';

interface ProductCardProps {
  product: StoreListing;
  /** Headings one level below the section the grid is in. */
  headingLevel: 2 | 3;
  /** Null when this person cannot buy it (their own listing). */
  onBuy: ((product: StoreListing) => void) | null;
  /** The first row's images load at once: lazy loading would hold back the page's largest paint. */
  eager?: boolean;
  /**
   * The store page's first card: its image is the largest thing on a phone's first screen, asked for ahead of the
   * page's scripts rather than held back as images are while scripts load.
   */
  largest?: boolean;
  /** Where the seller's rating is read; without it the card shows none. */
  ratings?: SellerRatingsPort;
}

export function ProductCard({
  product,
  headingLevel,
  onBuy,
  eager = false,
  largest = false,
  ratings,
}: ProductCardProps) {
  const t = useStoreTexts();
  const { rupees } = useFormats();
  const address = useAddress();
  const ownPage = address(listingPath(product.id));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card product-card">
      {/* Fixed dimensions so the grid does not move as images arrive; decorative: the name says what it is. */}
      <img
        className="product-card__image"
        src={productImage(product)}
        alt=""
        width={400}
        height={300}
        loading={eager || largest ? 'eager' : 'lazy'}
        fetchPriority={largest ? 'high' : undefined}
      />
      <div className="product-card__body">
        {/* The listing's own page (decision 052): a plain link, so it opens in a new tab or is shared as any is. */}
        <Heading className="product-card__name">
          <a href={ownPage} onClick={(event) => followInApp(event, ownPage)}>
            {product.name}
          </a>
        </Heading>
        <p className="product-card__description">{product.description}</p>
        {ratings && <SellerRating sellerId={product.sellerId} ratings={ratings} className="product-card__rating" />}
        <div className="product-card__footer">
          <span className="product-card__price">{rupees(product.price)}</span>
          {onBuy ? (
            <button
              type="button"
              className="button"
              aria-label={t('store.buyNowFor', { name: product.name })}
              data-product-id={product.id}
              onClick={() => onBuy(product)}
            >
              {t('store.buyNow')}
            </button>
          ) : (
            <span className="muted product-card__own">{t('store.yourListing')}</span>
          )}
        </div>
      </div>
    </article>
  );
}
