// What happened to a project, step by step, as both people and admins see it: each delivery round with
// its note, link and files (through a short-lived link: a photo opens in a new tab, any other file downloads under
// its name), each change request's note,
// the dispute's reason, the settlement's outcome and amounts, cancellations and the automatic release. Shared words the
// steps in English for the server and the console (history-words.ts); here they are said in the shown language by
// their key (escrow-texts.ts), and what people wrote as they wrote it.
import { useMemo, useState } from 'react';
import { isShownInline, type DeliveredFile, type HistoryEvent } from '@marketplace/shared/projects/project-history';
import { formatDateTime } from '../../lib/format-date.ts';
import { intlLocale } from '../../i18n/locale.ts';
import { useFormats, useLocale } from '../../i18n/i18n.ts';
import { downloadInPlace, openInNewTab } from '../../lib/open-in-new-tab.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import type { HistoryPort } from './escrow.port.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';
import { actionErrorText } from './action-words.ts';
import { historyTitleWords, settlementOutcomeWords, useEscrowTexts, type EscrowId } from './escrow-texts.ts';

/** What the event's note is, as its heading says it. */
const noteKeys: Partial<Record<HistoryEvent['kind'], EscrowId>> = {
  'changes-requested': 'escrow.history.note.changes-requested',
  disputed: 'escrow.history.note.disputed',
  'dispute-answered': 'escrow.history.note.dispute-answered',
  settled: 'escrow.history.note.settled',
};

interface HistoryListProps {
  events: readonly HistoryEvent[];
  /** Opens a delivered file (a short-lived link from the server). */
  openFile: (fileId: string) => Promise<string>;
}

export function HistoryList({ events, openFile }: HistoryListProps) {
  const t = useEscrowTexts();
  const { rupees } = useFormats();
  const locale = intlLocale[useLocale()];
  const [fileError, setFileError] = useState<string | null>(null);

  async function open(file: DeliveredFile) {
    setFileError(null);
    try {
      // A photo is shown in a tab of its own; any other file is downloaded under its name, the page staying.
      if (isShownInline(file.mime)) await openInNewTab(() => openFile(file.id));
      else await downloadInPlace(() => openFile(file.id));
    } catch (error) {
      // The server's reason (a file gone) in the shown language when it is one of shared's.
      setFileError(actionErrorText(t, errorText(error, t('escrow.history.fileFailed', { name: file.name }))));
    }
  }

  return (
    <>
      <Banner tone="error">{fileError}</Banner>
      <ol className="project-history">
        {events.map((event) => (
          <li key={event.id} className="project-history__event" data-kind={event.kind}>
            <p className="project-history__title">
              <span>
                {historyTitleWords(t, rupees, event)}{' '}
                <span className="muted">{t(`escrow.history.by.${event.byRole}`)}</span>
              </span>
              {event.at !== null && (
                <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at, locale)}</time>
              )}
            </p>
            {event.kind === 'settled' && <p>{settlementOutcomeWords(t, rupees, event)}</p>}
            {event.note && (
              <p className="project-detail__quote">
                <span className="muted">{t(noteKeys[event.kind] ?? 'escrow.history.note')}: </span>
                {event.note}
              </p>
            )}
            {event.link && (
              <p className="project-detail__quote">
                <span className="muted">{t('escrow.history.link')}: </span>
                <a href={event.link} target="_blank" rel="noopener noreferrer">
                  {event.link}
                </a>
              </p>
            )}
            {event.files.length > 0 && (
              <ul
                className="project-history__files"
                aria-label={t('escrow.history.filesOf', { title: historyTitleWords(t, rupees, event) })}
              >
                {event.files.map((file) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      className="button button--link"
                      aria-label={
                        isShownInline(file.mime)
                          ? t('escrow.history.openFile', { name: file.name, size: formatFileSize(file.size) })
                          : t('escrow.history.downloadFile', { name: file.name, size: formatFileSize(file.size) })
                      }
                      onClick={() => void open(file)}
                    >
                      {file.name}
                    </button>{' '}
                    <span className="muted">{formatFileSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

interface ProjectHistoryProps {
  projectId: string;
  history: HistoryPort;
  openFile: (projectId: string, fileId: string) => Promise<string>;
}

/** The detail's History section, live. */
export function ProjectHistory({ projectId, history, openFile }: ProjectHistoryProps) {
  const watched = useWatch(useMemo(() => history.watchHistory(projectId), [history, projectId]));
  const open = useMemo(() => (fileId: string) => openFile(projectId, fileId), [openFile, projectId]);
  const t = useEscrowTexts();
  return (
    <section className="project-detail__section" aria-labelledby={`history-${projectId}`}>
      <h3 id={`history-${projectId}`}>{t('escrow.history.heading')}</h3>
      {watched.status === 'loading' ? (
        <p className="muted">{t('escrow.loading')}</p>
      ) : watched.status === 'failed' ? (
        <p className="muted">{t('escrow.history.failed')}</p>
      ) : watched.value.length === 0 ? (
        <p className="muted">{t('escrow.history.nothing')}</p>
      ) : (
        <HistoryList events={watched.value} openFile={open} />
      )}
    </section>
  );
}
