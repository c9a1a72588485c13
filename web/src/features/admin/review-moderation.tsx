// Hiding a review that breaks the terms (issue 22, decision 026): the newest reviews no admin has hid, each with
// Hide, which asks for the reason in a confirm dialog and sends it to POST /api/admin/reviews/{id}/hide (audited
// on the server). A refusal (already hidden, no reason) stays in the dialog as the server's text.
import { useMemo, useState } from 'react';
import { HIDE_REASON_MAX_LENGTH } from '@marketplace/shared/reviews/reviews-api';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import type { Review } from '@marketplace/shared/reviews/review';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { ShownError, errorText } from '../../lib/error-text.ts';
import { failureOf } from './use-deletion.tsx';

const whose = (review: Review) => `The ${review.authorRole}'s review of ${review.projectTitle || review.projectId}`;

export function ReviewModeration({ admin }: { admin: AdminPort }) {
  const reviews = useWatch(useMemo(() => admin.watchRecentReviews(), [admin]));
  const [hiding, setHiding] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminSection title="Reviews">
      {notice && <p role="status">{notice}</p>}
      {hiding && (
        <HideDialog
          review={hiding}
          onHide={async (reason) => {
            try {
              await admin.hideReview(hiding.id, reason);
            } catch (error) {
              throw new ShownError(
                failureOf(error, (failure) => errorText(failure, 'The review could not be hidden. Please try again.')),
              );
            }
            setNotice(`${whose(hiding)} is hidden.`);
            setHiding(null);
          }}
          onCancel={() => setHiding(null)}
        />
      )}
      <WatchedTable
        watched={reviews}
        what="reviews"
        empty="No reviews."
        caption="Reviews"
        columns={['Review', 'Stars', 'Text', 'Actions']}
        cells={(review) => [
          <span>
            {whose(review)}
            <br />
            <span className="muted">
              {review.published ? 'Published' : 'Not published yet'}
              {review.createdAt !== null && `, ${formatDate(review.createdAt)}`}
            </span>
          </span>,
          `${review.stars} of 5`,
          review.text || <span className="muted">No text</span>,
        ]}
        actions={(review) => (
          <button
            type="button"
            className="button button--danger"
            aria-label={`Hide ${whose(review)}`}
            onClick={() => {
              setNotice(null);
              setHiding(review);
            }}
          >
            Hide
          </button>
        )}
      />
    </AdminSection>
  );
}

function HideDialog({
  review,
  onHide,
  onCancel,
}: {
  review: Review;
  onHide: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title="Hide review"
      confirmLabel="Hide review"
      onConfirm={() =>
        reason.trim() === '' ? Promise.reject(new ShownError(reviewTexts.hideReasonRequired)) : onHide(reason)
      }
      onCancel={onCancel}
    >
      <p>Hide {whose(review)}? It leaves the person's profile and their rating; the reason is kept in the audit log.</p>
      <Field id="hide-review-reason" label="Reason">
        <textarea
          id="hide-review-reason"
          className="input"
          maxLength={HIDE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
