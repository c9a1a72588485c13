// A person's public profile, /people/{uid}: their name, role and since when, their rating and their
// published reviews newest first. Anyone may open it: everything it reads is public under firestore.rules
// (people/{uid} is the server's projection of the private profile; hidden or unpublished reviews are not listed).
// A verified seller shows the 'Verified' badge (decision 033); a signed-in member may report or block the person,
// and report a review (decision 031).
import { useMemo } from 'react';
import { ratingText } from '@marketplace/shared/reviews/rating';
import type { Review } from '@marketplace/shared/reviews/review';
import { useFormats } from '../../i18n/i18n.ts';
import { rich, slot } from '../../i18n/rich.tsx';
import { useWatch } from '../../lib/use-watch.ts';
import type { SafetyApi } from '../../lib/safety.port.ts';
import { BlockButton } from '../../ui/block-button.tsx';
import { PersonLink } from '../../ui/person-link.tsx';
import { ReportButton } from '../../ui/report-button.tsx';
import { VerifiedBadge } from '../../ui/verified-badge.tsx';
import { usePeopleTexts } from './people-texts.ts';
import type { ReviewsPort } from './reviews.port.ts';
import './people.css';

interface PeoplePageProps {
  uid: string | null;
  reviews: ReviewsPort;
  /** The signed-in member looking, who may report and block; null for a visitor. */
  viewerId?: string | null;
  safety?: Pick<SafetyApi, 'report' | 'block'>;
}

export function PeoplePage({ uid, ...props }: PeoplePageProps) {
  return uid === null ? <NoOne /> : <Person uid={uid} {...props} />;
}

function NoOne() {
  const t = usePeopleTexts();
  return (
    <section className="people" aria-labelledby="people-title">
      <h1 id="people-title">{t('people.notFound.title')}</h1>
      <p className="muted">{t('people.notFound.body')}</p>
    </section>
  );
}

function Person({ uid, reviews, viewerId = null, safety }: Omit<PeoplePageProps, 'uid'> & { uid: string }) {
  const profile = useWatch(useMemo(() => reviews.watchPublicProfile(uid), [reviews, uid]));
  const rating = useWatch(useMemo(() => reviews.watchRating(uid), [reviews, uid]));
  const list = useWatch(useMemo(() => reviews.watchPublishedReviews(uid), [reviews, uid]));
  const t = usePeopleTexts();
  const { date } = useFormats();
  if (profile.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('people.loading')}
      </p>
    );
  if (profile.status === 'failed' || profile.value === null) return <NoOne />;
  const person = profile.value;
  // Theirs, else what they are (shared's shownName, in the shown language).
  const name = person.name || t(`people.name.${person.role}`);
  const acting = safety && viewerId !== null && viewerId !== uid ? safety : null;
  return (
    <section className="people" aria-labelledby="people-title">
      <h1 id="people-title">{name}</h1>
      <p className="muted">
        <span className="people__role">{t(`people.role.${person.role}`)}</span> ·{' '}
        {t('people.since', { date: date(person.since) })}
        {person.verified && (
          <>
            {' '}
            <VerifiedBadge />
          </>
        )}
      </p>
      {acting && (
        <div className="people__safety">
          <ReportButton thing={{ kind: 'person', id: uid }} what={name} safety={acting} />
          {person.role !== 'admin' && <BlockButton uid={uid} name={name} safety={acting} />}
        </div>
      )}
      <p className="people__rating">
        {rating.status === 'ready' ? ratingText(rating.value) || t('people.noReviews') : '\u00a0'}
      </p>
      <h2>{t('people.reviews')}</h2>
      {list.status === 'failed' ? (
        <p role="alert">{t('people.reviewsFailed')}</p>
      ) : list.status === 'ready' && list.value.length === 0 ? (
        <p className="muted">{t('people.noReviews')}</p>
      ) : (
        <ul className="people__reviews">
          {list.status === 'ready' &&
            list.value.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                reviews={reviews}
                safety={viewerId !== null && viewerId !== review.authorId ? safety : undefined}
              />
            ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({
  review,
  reviews,
  safety,
}: {
  review: Review;
  reviews: ReviewsPort;
  safety?: Pick<SafetyApi, 'report'> | undefined;
}) {
  const t = usePeopleTexts();
  const { date } = useFormats();
  return (
    <li className="people__review">
      <p>
        <span role="img" aria-label={t('people.stars', { stars: review.stars })}>
          {'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}
        </span>
      </p>
      {review.text && <p className="people__review-text">{review.text}</p>}
      <p className="muted">
        {rich(t('people.by', { name: slot('name') }), { name: <Reviewer review={review} reviews={reviews} /> })} ·{' '}
        {review.createdAt === null ? '' : date(review.createdAt)}
        {safety && (
          <>
            {' · '}
            <ReportButton
              thing={{ kind: 'review', id: review.id }}
              what="this review"
              name={t('people.reportReview')}
              safety={safety}
              className="button button--link"
            />
          </>
        )}
      </p>
    </li>
  );
}

/**
 * The reviewer's name as their public projection says it now (decision 026: a renamed person shows their new
 * name, a deleted one no longer shows), linking to their profile. Until it is read, or when they gave no name,
 * what they are; once their account is gone, that without a link (their page would find no one).
 */
function Reviewer({ review, reviews }: { review: Review; reviews: ReviewsPort }) {
  const author = useWatch(useMemo(() => reviews.watchPublicProfile(review.authorId), [reviews, review.authorId]));
  const t = usePeopleTexts();
  const role = t(review.authorRole === 'student' ? 'people.author.student' : 'people.author.seller');
  if (author.status === 'ready' && author.value === null) return <>{role}</>;
  const name = author.status === 'ready' ? author.value?.name : '';
  return <PersonLink uid={review.authorId}>{name || role}</PersonLink>;
}
