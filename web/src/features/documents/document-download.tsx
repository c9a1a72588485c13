// One document's download (decision 039): asks the server for a short-lived link and downloads the file in place,
// saying in the server's words when it cannot (not ready yet, not yours).
import { useState } from 'react';
import { documentTexts } from '@marketplace/shared/documents/documents-texts';
import { sayKnown } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/error-text.ts';
import { downloadInPlace } from '../../lib/open-in-new-tab.ts';
import { useDocumentsTexts } from './documents-texts.ts';
import type { DocumentsApi } from './documents.port.ts';

interface DocumentDownloadProps {
  api: Pick<DocumentsApi, 'link'>;
  documentId: string;
  /** What the button says ('Receipt RC2627A-0000001'), and its accessible name with what it is about. */
  label: string;
  about: string;
  file?: 'pdf' | 'csv';
}

export function DocumentDownload({ api, documentId, label, about, file = 'pdf' }: DocumentDownloadProps) {
  const t = useDocumentsTexts();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="document-download">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('documents.download', { label, file: file.toUpperCase(), about })}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(null);
          try {
            await downloadInPlace(() => api.link({ documentId, file }).then((answer) => answer.url));
          } catch (error) {
            setFailed(errorText(error, documentTexts.unavailable, [502]));
          } finally {
            setBusy(false);
          }
        }}
      >
        {label} <span className="muted">({file.toUpperCase()})</span>
      </button>
      {failed && (
        <span role="alert" className="document-download__error">
          {sayKnown(
            t,
            { [documentTexts.notReady]: 'documents.notReady', [documentTexts.unavailable]: 'documents.unavailable' },
            failed,
          )}
        </span>
      )}
    </span>
  );
}
