// A seller's '★ 4.5 (12)' as a link to their public profile, on project cards and store products
// alike: the link is there from the first render, rated or not, and the rating fills it in when it is read. A
// verified seller's 'Verified' badge follows it (decision 033), once their public profile is read.
import { useMemo } from 'react';
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import { ratingText, type Rating } from '@marketplace/shared/reviews/rating-text';
import { useShellTexts } from '../i18n/shell-texts.ts';
import { useWatch } from '../lib/use-watch.ts';
import type { Watch } from '../lib/watch.ts';
import { PersonLink } from './person-link.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

/** Where a seller's rating is read: the reviews' own read, or the store's that waits for the first activity. */
export interface RatingsReader {
  watchRating(uid: string): Watch<Rating>;
  /** Their public profile, for the 'Verified' badge; without it no badge is shown. */
  watchPublicProfile?(uid: string): Watch<PublicProfile | null>;
}

/**
 * The line keeps its height from the first render (its class gives it one), and before the rating is read, or
 * before the first review, it says 'Seller profile': the same text on the server and at hydration. Its words are the
 * shell's part, in every first load already (as the Verified badge's are), since the store's cards show it.
 */
export function SellerRating({
  sellerId,
  ratings,
  className,
}: {
  sellerId: string;
  ratings: RatingsReader;
  className: string;
}) {
  const rating = useWatch(useMemo(() => ratings.watchRating(sellerId), [ratings, sellerId]));
  const person = useWatch(useMemo(() => ratings.watchPublicProfile?.(sellerId) ?? null, [ratings, sellerId]));
  const value = rating.status === 'ready' ? rating.value : null;
  const t = useShellTexts();
  return (
    <p className={className}>
      <PersonLink uid={sellerId}>
        {value?.average != null ? (
          <>
            {ratingText(value)}
            {/* Said after the visible '★ 4.5 (12)' to someone who hears the link: its name starts with what it shows
                (WCAG 2.5.3, axe's label-content-name-mismatch), then what it is. */}
            <span className="visually-hidden">{t('shell.sellerRating', { count: value.count })}</span>
          </>
        ) : (
          t('shell.sellerProfile')
        )}
      </PersonLink>
      {person.status === 'ready' && person.value?.verified && (
        <>
          {' '}
          <VerifiedBadge />
        </>
      )}
    </p>
  );
}
