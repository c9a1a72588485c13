// Refunds the payment provider refused: each with what it was for, the amount, the provider's reason
// and the attempt, and Retry, which sends it again as a new attempt once the admin confirms the amount. A retried
// refund leaves the list as the server marks it requested.
import { useMemo } from 'react';
import type { Refund } from '@marketplace/shared/payments/refund';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { saySubject, useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { useRetry } from '../../ui/use-retry.tsx';
import { AdminSection } from './admin-section.tsx';
import type { AdminPort } from './admin.port.ts';
import { WatchedTable } from './admin-table.tsx';
import { errorText } from '../../lib/error-text.ts';
import { failureOf } from './use-deletion.tsx';

export function FailedRefunds({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { paise, dateTime } = useAdminFormats();
  /** The port names an untitled refund (refund-names.ts); the label covers a port that did not. */
  const subjectOf = (refund: Refund) => saySubject(t, refund.title || subjectName(refund.id));
  const refunds = useWatch(useMemo(() => admin.watchFailedRefunds(), [admin]));
  const retries = useRetry<Refund>({
    send: (refund) => admin.retryRefund(refund.id),
    sentText: (refund) => t('admin.refunds.sent', { subject: subjectOf(refund) }),
    failureText: (failure) => failureOf(t, failure, (error) => errorText(error, t('admin.refunds.failed'))),
    confirm: {
      title: t('admin.refunds.retry'),
      confirmLabel: t('admin.refunds.retry'),
      question: (refund) => (
        <p>{t('admin.refunds.question', { amount: paise(refund.amountPaise), subject: subjectOf(refund) })}</p>
      ),
    },
  });

  return (
    <AdminSection title={t('admin.refunds.title')}>
      {retries.messages}
      <WatchedTable
        watched={refunds}
        what="refunds"
        anchor="refund"
        empty={t('admin.refunds.empty')}
        caption={t('admin.refunds.title')}
        columns={[t('admin.col.refund'), t('admin.col.amount'), t('admin.col.reason'), t('admin.col.actions')]}
        cells={(refund) => [
          // One element, so a phone's labelled row keeps both lines in its value column.
          <span>
            {subjectOf(refund)}
            <br />
            <span className="muted">
              {refund.updatedAt === null
                ? t('admin.refunds.attempt', { attempt: refund.attempt })
                : t('admin.refunds.attemptAt', { attempt: refund.attempt, at: dateTime(refund.updatedAt) })}
            </span>
          </span>,
          paise(refund.amountPaise),
          refund.failureReason || <span className="muted">{t('admin.notGiven')}</span>,
        ]}
        actions={(refund) => retries.button(refund, t('admin.refunds.retryNamed', { subject: subjectOf(refund) }))}
      />
    </AdminSection>
  );
}
