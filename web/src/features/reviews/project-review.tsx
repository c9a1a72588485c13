// 'Leave a review' in the project detail (issue 22): once the payment is released or settled, each party reviews
// the other with 1–5 stars (native radios: arrow keys move between them) and a text, and then sees their own
// review and when it is published. The window and the once-each rule are the server's; its refusal is shown.
import { useMemo, useState, type FormEvent } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { REVIEW_TEXT_MAX_LENGTH, reviewTexts } from '@marketplace/shared/reviews/review-texts';
import { reviewerRoleOf, type Review } from '@marketplace/shared/reviews/review';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import type { ReviewsPort } from './reviews.port.ts';

const STARS = [1, 2, 3, 4, 5] as const;
const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(5 - count);
const isClosed = (project: Project) => project.paymentStatus === 'Released' || project.paymentStatus === 'Settled';

export function ProjectReview({ project, actor, reviews }: { project: Project; actor: Actor; reviews: ReviewsPort }) {
  const role = reviewerRoleOf(project, actor);
  const shown = role !== null && isClosed(project);
  const watch = useMemo(
    () => (shown ? reviews.watchOwnReview(project.id, actor.uid) : null),
    [shown, reviews, project.id, actor.uid],
  );
  const own = useWatch(watch);
  if (!shown || own.status !== 'ready') return null;
  const other = role === 'student' ? 'the seller' : 'the student';
  return (
    <section className="project-detail__section project-review" aria-labelledby={`review-${project.id}`}>
      <h3 id={`review-${project.id}`}>Your review of {other}</h3>
      {own.value ? (
        <OwnReview review={own.value} />
      ) : (
        <ReviewForm projectId={project.id} reviews={reviews} other={other} />
      )}
    </section>
  );
}

function OwnReview({ review }: { review: Review }) {
  return (
    <div className="project-review__own">
      <p aria-label={`${review.stars} out of 5 stars`}>{stars(review.stars)}</p>
      {review.text && <p>{review.text}</p>}
      <p className="muted">
        {review.hidden
          ? 'Hidden by an admin for breaking the terms.'
          : review.published
            ? 'Published.'
            : `Shown to others when both of you have reviewed, or on ${formatDate(review.publishAt ?? Date.now())}.`}
      </p>
    </div>
  );
}

function ReviewForm({ projectId, reviews, other }: { projectId: string; reviews: ReviewsPort; other: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Leave a review
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return setError(reviewTexts.starsInvalid);
    setSending(true);
    setError(null);
    try {
      await reviews.submitReview(projectId, { stars: chosen, text });
    } catch (failure) {
      setError(errorText(failure, 'The review could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="project-review__form" onSubmit={(event) => void submit(event)}>
      <Banner tone="error">{error}</Banner>
      <fieldset className="project-review__stars">
        <legend>How was working with {other}?</legend>
        {STARS.map((count) => (
          <label key={count}>
            <input
              type="radio"
              name={`stars-${projectId}`}
              value={count}
              checked={chosen === count}
              onChange={() => setChosen(count)}
            />
            {count} {count === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <Field id={`review-text-${projectId}`} label="Your review (optional)">
        <textarea
          id={`review-text-${projectId}`}
          className="input"
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending...' : 'Send review'}
      </button>
    </form>
  );
}
