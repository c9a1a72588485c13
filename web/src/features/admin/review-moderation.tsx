// Hiding a review that breaks the terms (decision 026): the newest reviews no admin has hid, each with
// Hide, which asks for the reason in a confirm dialog and sends it to POST /api/admin/reviews/{id}/hide (audited
// on the server). A refusal (already hidden, no reason) stays in the dialog as the server's text. The hidden ones
// are listed too, with their reason and Restore (POST /api/admin/reviews/{id}/restore), for one hidden by mistake.
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

/** 'the student's review of Robot', inside a sentence or a button's name ('Hide the student's review of Robot'). */
const whose = (review: Review) => `the ${review.authorRole}'s review of ${review.projectTitle || review.projectId}`;
/** The same at the start of a sentence. */
const Whose = (review: Review) => whose(review).replace(/^t/, 'T');

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
            setNotice(`${Whose(hiding)} is hidden. It is listed under Hidden Reviews, where it can be restored.`);
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
            {Whose(review)}
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

/** The reviews an admin hid, newest first, each with its reason and Restore (confirmed: it is shown again). */
export function HiddenReviews({ admin }: { admin: AdminPort }) {
  const hidden = useWatch(useMemo(() => admin.watchHiddenReviews(), [admin]));
  const [restoring, setRestoring] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminSection title="Hidden Reviews">
      {notice && <p role="status">{notice}</p>}
      {restoring && (
        <ConfirmDialog
          title="Restore review"
          confirmLabel="Restore review"
          tone="primary"
          failedText="The review could not be restored. Please try again."
          onConfirm={async () => {
            await admin.restoreReview(restoring.id);
            setNotice(`${Whose(restoring)} is shown again.`);
            setRestoring(null);
          }}
          onCancel={() => setRestoring(null)}
        >
          <p>
            Restore {whose(restoring)}? Once published it is shown on the person's profile again and counts in their
            rating; the restoring is kept in the audit log.
          </p>
        </ConfirmDialog>
      )}
      <WatchedTable
        watched={hidden}
        what="hidden reviews"
        empty="No hidden reviews."
        caption="Hidden Reviews"
        columns={['Review', 'Stars', 'Text', 'Why hidden', 'Actions']}
        cells={(review) => [
          Whose(review),
          `${review.stars} of 5`,
          review.text || <span className="muted">No text</span>,
          review.hiddenReason || <span className="muted">No reason kept</span>,
        ]}
        actions={(review) => (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Restore ${whose(review)}`}
            onClick={() => {
              setNotice(null);
              setRestoring(review);
            }}
          >
            Restore
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
      <p>
        Hide {whose(review)}? It leaves the person's profile and their rating until an admin restores it; the reason is
        kept in the audit log.
      </p>
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
