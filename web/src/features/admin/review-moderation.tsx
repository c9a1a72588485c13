// Hiding a review that breaks the terms (decision 026): the newest reviews no admin has hid, each with
// Hide, which asks for the reason in a confirm dialog and sends it to POST /api/admin/reviews/{id}/hide (audited
// on the server). A refusal (already hidden, no reason) stays in the dialog as the server's text. The hidden ones
// are listed too, with their reason and Restore (POST /api/admin/reviews/{id}/restore), for one hidden by mistake.
import { useMemo, useState } from 'react';
import { HIDE_REASON_MAX_LENGTH } from '@marketplace/shared/reviews/reviews-api';
import type { Review } from '@marketplace/shared/reviews/review';
import { useAdminFormats, useAdminTexts, type AdminTranslate } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { ShownError, errorText } from '../../lib/error-text.ts';
import { failureOf } from './use-deletion.tsx';

const reviewValues = (review: Review) => ({
  role: review.authorRole,
  project: review.projectTitle || review.projectId,
});
/** 'the student's review of Robot', inside a sentence or a button's name ('Hide the student's review of Robot'). */
const whose = (t: AdminTranslate, review: Review) => t('admin.reviews.whose', reviewValues(review));
/** The same at the start of a sentence. */
const Whose = (t: AdminTranslate, review: Review) => t('admin.reviews.Whose', reviewValues(review));

export function ReviewModeration({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { date } = useAdminFormats();
  const reviews = useWatch(useMemo(() => admin.watchRecentReviews(), [admin]));
  const [hiding, setHiding] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminSection title={t('admin.reviews.title')}>
      {notice && <p role="status">{notice}</p>}
      {hiding && (
        <HideDialog
          review={hiding}
          onHide={async (reason) => {
            try {
              await admin.hideReview(hiding.id, reason);
            } catch (error) {
              throw new ShownError(failureOf(t, error, (failure) => errorText(failure, t('admin.reviews.hideFailed'))));
            }
            setNotice(t('admin.reviews.hidden', { whose: Whose(t, hiding) }));
            setHiding(null);
          }}
          onCancel={() => setHiding(null)}
        />
      )}
      <WatchedTable
        watched={reviews}
        what="reviews"
        empty={t('admin.reviews.empty')}
        caption={t('admin.reviews.title')}
        columns={[
          t('admin.reviews.col.review'),
          t('admin.reviews.col.stars'),
          t('admin.reviews.col.text'),
          t('admin.col.actions'),
        ]}
        cells={(review) => [
          <span>
            {Whose(t, review)}
            <br />
            <span className="muted">
              {review.createdAt === null
                ? t(review.published ? 'admin.reviews.published' : 'admin.reviews.notPublished')
                : t(review.published ? 'admin.reviews.publishedOn' : 'admin.reviews.notPublishedOn', {
                    date: date(review.createdAt),
                  })}
            </span>
          </span>,
          t('admin.reviews.stars', { stars: review.stars }),
          review.text || <span className="muted">{t('admin.reviews.noText')}</span>,
        ]}
        actions={(review) => (
          <button
            type="button"
            className="button button--danger"
            aria-label={t('admin.reviews.hideNamed', { whose: whose(t, review) })}
            onClick={() => {
              setNotice(null);
              setHiding(review);
            }}
          >
            {t('admin.reviews.hide')}
          </button>
        )}
      />
    </AdminSection>
  );
}

/** The reviews an admin hid, newest first, each with its reason and Restore (confirmed: it is shown again). */
export function HiddenReviews({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const hidden = useWatch(useMemo(() => admin.watchHiddenReviews(), [admin]));
  const [restoring, setRestoring] = useState<Review | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminSection title={t('admin.reviews.hiddenTitle')}>
      {notice && <p role="status">{notice}</p>}
      {restoring && (
        <ConfirmDialog
          title={t('admin.reviews.restoreTitle')}
          confirmLabel={t('admin.reviews.restoreTitle')}
          tone="primary"
          failedText={t('admin.reviews.restoreFailed')}
          onConfirm={async () => {
            await admin.restoreReview(restoring.id);
            setNotice(t('admin.reviews.shownAgain', { whose: Whose(t, restoring) }));
            setRestoring(null);
          }}
          onCancel={() => setRestoring(null)}
        >
          <p>{t('admin.reviews.restoreQuestion', { whose: whose(t, restoring) })}</p>
        </ConfirmDialog>
      )}
      <WatchedTable
        watched={hidden}
        what="hiddenReviews"
        empty={t('admin.reviews.hiddenEmpty')}
        caption={t('admin.reviews.hiddenTitle')}
        columns={[
          t('admin.reviews.col.review'),
          t('admin.reviews.col.stars'),
          t('admin.reviews.col.text'),
          t('admin.reviews.col.whyHidden'),
          t('admin.col.actions'),
        ]}
        cells={(review) => [
          Whose(t, review),
          t('admin.reviews.stars', { stars: review.stars }),
          review.text || <span className="muted">{t('admin.reviews.noText')}</span>,
          review.hiddenReason || <span className="muted">{t('admin.reviews.noReason')}</span>,
        ]}
        actions={(review) => (
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('admin.reviews.restoreNamed', { whose: whose(t, review) })}
            onClick={() => {
              setNotice(null);
              setRestoring(review);
            }}
          >
            {t('admin.reviews.restore')}
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
  const t = useAdminTexts();
  return (
    <ReasonDialog
      title={t('admin.reviews.hideTitle')}
      confirmLabel={t('admin.reviews.hideTitle')}
      question={t('admin.reviews.hideQuestion', { whose: whose(t, review) })}
      label={t('admin.col.reason')}
      maxLength={HIDE_REASON_MAX_LENGTH}
      // Shared's reviewTexts.hideReasonRequired, word for word in English (admin-texts.test.tsx).
      requiredText={t('admin.reviews.reasonRequired')}
      onConfirm={onHide}
      onCancel={onCancel}
    />
  );
}
