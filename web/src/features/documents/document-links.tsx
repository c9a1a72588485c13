// A subject's documents as downloads (decision 039): a project's or an order's receipt or tax invoice and its credit
// note for the buyer, the platform's invoice and the payout statements for the seller. Composed by the app into the
// project's detail, an order's row and a payout's row; nothing shows until a document is issued.
import { useMemo } from 'react';
import { documentKindNames, type IssuedDocument } from '@marketplace/shared/documents/document';
import { useWatch } from '../../lib/use-watch.ts';
import { DocumentDownload } from './document-download.tsx';
import { useDocumentsTexts } from './documents-texts.ts';
import type { DocumentsApi, DocumentsPort } from './documents.port.ts';
import './documents.css';

/** 'Receipt RC2627A-0000001', 'Payout statement', in English (the payments list's): DocumentLinks says its own. */
export const documentLabel = (document: Pick<IssuedDocument, 'kind' | 'serial'>) =>
  document.serial ? `${shortNames[document.kind]} ${document.serial}` : shortNames[document.kind];

const shortNames: Record<IssuedDocument['kind'], string> = {
  ...documentKindNames,
  'payment-receipt': 'Receipt',
  'platform-invoice': 'Platform invoice',
};

interface DocumentLinksProps {
  documents: Pick<DocumentsPort, 'watchSubjectDocuments'>;
  api: Pick<DocumentsApi, 'link'>;
  ownerId: string;
  subject: string;
  /** Only some kinds (a payout's row shows the seller's); all when absent. */
  kinds?: readonly IssuedDocument['kind'][];
  /** A heading over them (in a dialog); none beside a row. */
  heading?: string;
}

export function DocumentLinks({ documents, api, ownerId, subject, kinds, heading }: DocumentLinksProps) {
  const t = useDocumentsTexts();
  const watched = useWatch(
    useMemo(() => documents.watchSubjectDocuments(ownerId, subject), [documents, ownerId, subject]),
  );
  if (watched.status !== 'ready') return null;
  const shown = watched.value.filter((document) => document.ready && (!kinds || kinds.includes(document.kind)));
  if (shown.length === 0) return null;
  const links = (
    <span className="document-links">
      {shown.map((document) => (
        <DocumentDownload
          key={document.id}
          api={api}
          documentId={document.id}
          label={
            document.serial
              ? t('documents.withSerial', { name: t(`documents.kind.${document.kind}`), serial: document.serial })
              : t(`documents.kind.${document.kind}`)
          }
          about={document.title}
        />
      ))}
    </span>
  );
  if (!heading) return links;
  return (
    <section className="document-links__section" aria-label={heading}>
      <h3>{heading}</h3>
      {links}
    </section>
  );
}
