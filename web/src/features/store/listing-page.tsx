// A store listing's own page, /store/{id} (decision 052): its photo, price, seller with their rating and
// 'Verified' badge, description, Buy Now (the store's own purchase dialogs), Report and Share. The server draws it
// with its data (decision 021) and says in its head what it is (structured data, previews); a listing no longer in
// the store shows that it is not, with no stale copy.
import { Suspense, lazy, useId, useMemo } from 'react';
import { ratingText } from '@marketplace/shared/reviews/rating-text';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { ListingPageData } from '@marketplace/shared/store/listing-page';
import { productImage } from '@marketplace/shared/store/product-image';
import { urlIn } from '@marketplace/shared/navigation/language-paths';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { useFormats, useLocale } from '../../i18n/i18n.ts';
import { useAddress } from '../../i18n/use-address.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { followInApp } from '../../lib/in-app-link.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { PersonLink } from '../../ui/person-link.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { usePurchaseFlow } from './purchase-flow.tsx';
import { ShareButtons } from './share-buttons.tsx';
import type { StoreServices } from './store-services.ts';
import { useStoreTexts } from './store-texts.ts';
import './store.css';

// Only a signed-in person reports, so the report dialog's form and its checks stay out of a visitor's first load.
const ListingReportButton = lazy(() =>
  import('./listing-report-button.tsx').then((m) => ({ default: m.ListingReportButton })),
);

interface ListingPageProps {
  id: string;
  services: StoreServices;
  profile: UserProfile | null;
  onLogin: () => void;
  /** After a purchase: the store shows the order's tracking, as after a purchase from its grid. */
  onTrack: (orderId: string | null) => void;
}

export function ListingPage({ id, services, profile, onLogin, onTrack }: ListingPageProps) {
  const t = useStoreTexts();
  const watched = useWatch(useMemo(() => services.listingPage.watchListingPage(id), [services.listingPage, id]));
  if (watched.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('store.loading')}
      </p>
    );
  if (watched.status === 'failed' || watched.value === null) return <NotInStore />;
  return (
    <Listing
      page={watched.value}
      url={services.listingPage.listingUrl(id)}
      services={services}
      profile={profile}
      onLogin={onLogin}
      onTrack={onTrack}
    />
  );
}

function BackToStore() {
  const t = useStoreTexts();
  const store = useAddress()('/store');
  return (
    <p className="listing__back">
      <a href={store} onClick={(event) => followInApp(event, store)}>
        {t('store.allProjects')}
      </a>
    </p>
  );
}

function NotInStore() {
  const t = useStoreTexts();
  return (
    <section className="listing" aria-labelledby="listing-title">
      <BackToStore />
      <h1 id="listing-title">{t('store.absentTitle')}</h1>
      <p className="muted">{t('store.absentBody')}</p>
    </section>
  );
}

interface ListingProps extends Omit<ListingPageProps, 'id'> {
  page: ListingPageData;
  url: string;
}

function Listing({ page, url, services, profile, onLogin, onTrack }: ListingProps) {
  const { listing, seller, rating } = page;
  const t = useStoreTexts();
  const { rupees } = useFormats();
  // Shared in the language shown (decision 065): a Hindi reader's friend opens the Hindi page.
  const shared = urlIn(useLocale(), url);
  const titleId = useId();
  const purchase = usePurchaseFlow({ profile, services, onLogin, onTrack });
  const own = listing.sellerId === profile?.uid;
  const rated = ratingText(rating);
  return (
    <article className="listing" aria-labelledby={titleId}>
      <BackToStore />
      <div className="listing__layout">
        {/* The page's largest paint: asked for at once, at a fixed shape so nothing moves as it arrives. */}
        <img
          className="listing__image"
          src={productImage(listing)}
          alt={listing.name}
          width={800}
          height={600}
          fetchPriority="high"
        />
        <div className="listing__details">
          <h1 id={titleId} className="listing__title">
            {listing.name}
          </h1>
          <p className="listing__price">{rupees(listing.price)}</p>
          <p className="listing__seller">
            {rich(t('store.soldBy', { seller: slot('seller') }), {
              seller: <PersonLink uid={listing.sellerId}>{seller.name || t('store.aSeller')}</PersonLink>,
            })}
            {seller.verified && (
              <>
                {' '}
                <VerifiedBadge />
              </>
            )}
          </p>
          <p className="listing__rating">
            {rated ? (
              <>
                {rated}
                <span className="visually-hidden">{t('store.ratingFrom', { count: rating.count })}</span>
              </>
            ) : (
              t('store.noReviews')
            )}
          </p>
          <div className="listing__actions">
            {own ? (
              <span className="muted">{t('store.yourListing')}</span>
            ) : (
              <button
                type="button"
                className="button"
                aria-label={t('store.buyNowFor', { name: listing.name })}
                data-product-id={listing.id}
                onClick={() => purchase.buy(listing)}
              >
                {t('store.buyNow')}
              </button>
            )}
            <ShareButtons url={shared} title={listing.name} price={rupees(listing.price)} />
          </div>
          <h2 className="listing__subtitle">{t('store.aboutProject')}</h2>
          <p className="listing__description">{listing.description}</p>
          <ReportLine listing={listing} services={services} profile={profile} onLogin={onLogin} />
        </div>
      </div>
      {purchase.flow}
    </article>
  );
}

/** Report (decision 031): a member reports the listing; a visitor is asked to log in first, as for Buy Now. */
function ReportLine({
  listing,
  services,
  profile,
  onLogin,
}: Pick<ListingProps, 'services' | 'profile' | 'onLogin'> & { listing: StoreListing }) {
  const t = useStoreTexts();
  if (profile && listing.sellerId === profile.uid) return null;
  return (
    <p className="listing__report">
      {profile && services.safetyApi ? (
        <Suspense fallback={null}>
          <ListingReportButton listingId={listing.id} safety={services.safetyApi} />
        </Suspense>
      ) : (
        <button type="button" className="button button--link" aria-label={t('store.reportListing')} onClick={onLogin}>
          {t('store.report')}
        </button>
      )}
    </p>
  );
}
