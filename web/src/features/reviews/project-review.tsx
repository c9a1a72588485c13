// 'Leave a review' in the project detail: once the payment is released or settled, each party reviews
// the other with 1–5 stars (native radios, so arrow keys move between them, drawn as large stars a finger can hit)
// and a text, and then sees their own review and when it is published. The window and the once-each rule are the
// server's; its refusal is shown. The form is the app's one form style (decision 035).
import { useMemo, useState, type FormEvent } from 'react';
import { isClosed } from '@marketplace/shared/projects/escrow-states';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { REVIEW_TEXT_MAX_LENGTH, reviewTexts } from '@marketplace/shared/reviews/review-texts';
import { reviewerRoleOf, type Review } from '@marketplace/shared/reviews/review';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import type { ReviewsApi, ReviewsPort } from './reviews.port.ts';
import './project-review.css';

const STARS = [1, 2, 3, 4, 5] as const;
const stars = (count: number) => '★'.repeat(count) + '☆'.repeat(5 - count);

interface ProjectReviewProps {
  project: Project;
  actor: Actor;
  reviews: ReviewsPort;
  api: ReviewsApi;
}

export function ProjectReview({ project, actor, reviews, api }: ProjectReviewProps) {
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
      {own.value ? <OwnReview review={own.value} /> : <ReviewForm projectId={project.id} api={api} other={other} />}
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

function ReviewForm({ projectId, api, other }: { projectId: string; api: ReviewsApi; other: string }) {
  const [open, setOpen] = useState(false);
  const { values, field } = useFormFields({ stars: '', text: '' }, `review-${projectId}`);
  const chosen = values.stars === '' ? null : Number(values.stars);
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
      await api.create({ projectId, stars: chosen, text: values.text });
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
        <div className="project-review__star-row">
          {STARS.map((count) => (
            <label key={count} className="project-review__star" data-lit={chosen !== null && count <= chosen}>
              <input
                type="radio"
                className="project-review__star-input"
                name={`stars-${projectId}`}
                value={count}
                checked={chosen === count}
                onChange={field('stars').onChange}
              />
              <span className="project-review__star-glyph" aria-hidden="true">
                ★
              </span>
              <span className="visually-hidden">
                {count} {count === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        <p className="muted project-review__chosen" aria-hidden="true">
          {chosen === null ? 'Choose 1 to 5 stars.' : `${chosen} of 5`}
        </p>
      </fieldset>
      <Field id={field('text').id} label="Your review (optional)">
        <textarea className="input" maxLength={REVIEW_TEXT_MAX_LENGTH} {...field('text')} />
      </Field>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending...' : 'Send review'}
      </button>
    </form>
  );
}
