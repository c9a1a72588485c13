// Refunds the payment provider refused: each with what it was for, the amount, the provider's reason
// and the attempt, and Retry, which sends it again as a new attempt once the admin confirms the amount. A retried
// refund leaves the list as the server marks it requested.
import { useMemo } from 'react';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { Refund } from '@marketplace/shared/payments/refund';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { useRetry } from '../../ui/use-retry.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { errorText } from '../../lib/error-text.ts';
import { failureOf } from './use-deletion.tsx';

/** The port names an untitled refund (refund-names.ts); the label covers a port that did not. */
const subjectOf = (refund: Refund) => refund.title || subjectName(refund.id);

export function FailedRefunds({ admin }: { admin: AdminPort }) {
  const refunds = useWatch(useMemo(() => admin.watchFailedRefunds(), [admin]));
  const retries = useRetry<Refund>({
    send: (refund) => admin.retryRefund(refund.id),
    sentText: (refund) => `The refund for ${subjectOf(refund)} was sent again.`,
    failureText: (failure) =>
      failureOf(failure, (error) => errorText(error, 'The refund could not be sent again. Please try again.')),
    confirm: {
      title: 'Retry refund',
      confirmLabel: 'Retry refund',
      question: (refund) => (
        <p>
          Refund {formatRupees(fromPaise(refund.amountPaise))} for “{subjectOf(refund)}” again? It goes back to the
          payment it came from.
        </p>
      ),
    },
  });

  return (
    <AdminSection title="Failed Refunds">
      {retries.messages}
      <WatchedTable
        watched={refunds}
        what="failed refunds"
        anchor="refund"
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
        actions={(refund) => retries.button(refund, `Retry the refund for ${subjectOf(refund)}`)}
      />
    </AdminSection>
  );
}
