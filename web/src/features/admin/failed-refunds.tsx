// Refunds the payment provider refused (issue 20): each with what it was for, the amount, the provider's reason
// and the attempt, and Retry, which sends it again as a new attempt. A retried refund leaves the list as the
// server marks it requested.
import { useMemo, useState } from 'react';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { Refund } from '@marketplace/shared/payments/refund';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { failureOf, messageOf } from './use-deletion.tsx';

const subjectOf = (refund: Refund) =>
  refund.title || `${refund.purpose === 'project' ? 'Project' : 'Store order'} ${refund.subjectId}`;

export function FailedRefunds({ admin }: { admin: AdminPort }) {
  const refunds = useWatch(useMemo(() => admin.watchFailedRefunds(), [admin]));
  const [retrying, setRetrying] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function retry(refund: Refund) {
    setRetrying(refund.id);
    setNotice(null);
    setError(null);
    try {
      await admin.retryRefund(refund.id);
      setNotice(`The refund for ${subjectOf(refund)} was sent again.`);
    } catch (failure) {
      setError(failureOf(failure, messageOf));
    } finally {
      setRetrying(null);
    }
  }

  return (
    <AdminSection title="Failed Refunds">
      <Banner tone="success">{notice}</Banner>
      <Banner tone="error">{error}</Banner>
      <WatchedTable
        watched={refunds}
        what="failed refunds"
        empty="No failed refunds."
        caption="Failed Refunds"
        columns={['Refund', 'Amount', 'Reason', 'Actions']}
        cells={(refund) => [
          // One element, so a phone's labelled row keeps both lines in its value column.
          <span>
            {subjectOf(refund)}
            <br />
            <span className="muted">
              Attempt {refund.attempt}
              {refund.updatedAt !== null && `, ${formatDateTime(refund.updatedAt)}`}
            </span>
          </span>,
          formatRupees(fromPaise(refund.amountPaise)),
          refund.failureReason || <span className="muted">Not given</span>,
        ]}
        actions={(refund) => (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Retry the refund for ${subjectOf(refund)}`}
            disabled={retrying !== null}
            onClick={() => void retry(refund)}
          >
            {retrying === refund.id ? 'Retrying...' : 'Retry'}
          </button>
        )}
      />
    </AdminSection>
  );
}
