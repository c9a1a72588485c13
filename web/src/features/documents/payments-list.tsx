// 'Payments' on a buyer's dashboard (decision 039): every payment and refund, newest first, a page at a time, each
// with its receipt, tax invoice or credit note to download.
import { useCallback, useId } from 'react';
import { rupeesOf, documentTexts } from '@marketplace/shared/documents/documents-texts';
import { errorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format-date.ts';
import { usePagedWatch } from '../../lib/use-paged-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { documentLabel } from './document-links.tsx';
import { DocumentDownload } from './document-download.tsx';
import type { DocumentsApi, DocumentsPort } from './documents.port.ts';
import './documents.css';

/** How many the list shows at first, and adds with each 'Load more'. */
export const PAYMENTS_PAGE = 10;

interface PaymentsListProps {
  ownerId: string;
  documents: Pick<DocumentsPort, 'watchPayments'>;
  api: Pick<DocumentsApi, 'link'>;
}

export function PaymentsList({ ownerId, documents, api }: PaymentsListProps) {
  const titleId = useId();
  const { watched, loadMore } = usePagedWatch(
    useCallback((count: number) => documents.watchPayments(ownerId, count), [documents, ownerId]),
    PAYMENTS_PAGE,
  );
  const current = watched.status === 'loading' ? null : watched;
  return (
    <section className="payments" aria-labelledby={titleId}>
      <h2 id={titleId}>{documentTexts.paymentsTitle}</h2>
      {!current && <p className="muted">Loading payments…</p>}
      {current?.status === 'failed' && (
        <Banner tone="error">{errorText(current.error, documentTexts.paymentsFailed)}</Banner>
      )}
      {current?.status === 'ready' && current.value.length === 0 && (
        <p className="muted">{documentTexts.paymentsEmpty}</p>
      )}
      {current?.status === 'ready' && current.value.length > 0 && (
        <>
          <ul className="card payments__list">
            {current.value.map((document) => (
              <li key={document.id} className="payments__item">
                <span className="payments__main">
                  <span className="payments__title">{document.title}</span>
                  <span className="muted">
                    {document.at !== null && formatDate(document.at)} · {documentLabel(document)}
                  </span>
                </span>
                <span
                  className={
                    document.kind === 'credit-note' ? 'payments__amount payments__amount--refund' : 'payments__amount'
                  }
                >
                  {document.kind === 'credit-note'
                    ? `Refund ${rupeesOf(document.amountPaise)}`
                    : rupeesOf(document.amountPaise)}
                </span>
                {document.ready ? (
                  <DocumentDownload
                    api={api}
                    documentId={document.id}
                    label={documentTexts.download}
                    about={`${documentLabel(document)}, ${document.title}`}
                  />
                ) : (
                  <span className="muted">{documentTexts.notReady}</span>
                )}
              </li>
            ))}
          </ul>
          {loadMore && (
            <button type="button" className="button button--secondary" onClick={loadMore}>
              {documentTexts.loadMore}
            </button>
          )}
        </>
      )}
    </section>
  );
}
