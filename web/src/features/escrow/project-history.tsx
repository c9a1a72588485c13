// What happened to a project, step by step, as both people and admins see it: each delivery round with
// its note, link and files (through a short-lived link: a photo opens in a new tab, any other file downloads under
// its name), each change request's note,
// the dispute's reason, the settlement's outcome and amounts, cancellations and the automatic release.
import { useMemo, useState } from 'react';
import { formatRupees, fromPaise, sellerPayout } from '@marketplace/shared/projects/money';
import {
  isShownInline,
  type DeliveredFile,
  type HistoryEvent,
  type HistoryKind,
} from '@marketplace/shared/projects/project-history';
import { historyByWhom, historyTitle } from '@marketplace/shared/projects/history-words';
import { formatDateTime } from '../../lib/format-date.ts';
import { downloadInPlace, openInNewTab } from '../../lib/open-in-new-tab.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import type { HistoryPort } from './escrow.port.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';

/** What the event's note is, as its heading says it. */
const noteLabels: Partial<Record<HistoryKind, string>> = {
  'changes-requested': 'What should change',
  disputed: 'Reason',
  'dispute-answered': 'Their side',
  settled: 'Remark',
};

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** A settlement's outcome and what went each way (the paid-out part is split 70/30 like a release). */
export function settlementOutcomeText({
  outcome,
  refundPaise,
  payoutPaise,
}: Pick<HistoryEvent, 'outcome' | 'refundPaise' | 'payoutPaise'>): string {
  const refunded = refundPaise ?? 0;
  const paidOut = payoutPaise ?? 0;
  const payout = `${rupees(paidOut)} paid out (${formatRupees(sellerPayout(fromPaise(paidOut)))} to the seller)`;
  if (outcome === 'release') return `Released to the seller: ${payout}.`;
  if (outcome === 'refund') return `Refunded in full to the student: ${rupees(refunded)}.`;
  return `Split: ${rupees(refunded)} refunded to the student, ${payout}.`;
}

interface HistoryListProps {
  events: readonly HistoryEvent[];
  /** Opens a delivered file (a short-lived link from the server). */
  openFile: (fileId: string) => Promise<string>;
}

export function HistoryList({ events, openFile }: HistoryListProps) {
  const [fileError, setFileError] = useState<string | null>(null);

  async function open(file: DeliveredFile) {
    setFileError(null);
    try {
      // A photo is shown in a tab of its own; any other file is downloaded under its name, the page staying.
      if (isShownInline(file.mime)) await openInNewTab(() => openFile(file.id));
      else await downloadInPlace(() => openFile(file.id));
    } catch (error) {
      setFileError(errorText(error, `${file.name} could not be opened.`));
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
                {historyTitle(event)} <span className="muted">{historyByWhom[event.byRole]}</span>
              </span>
              {event.at !== null && <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at)}</time>}
            </p>
            {event.kind === 'settled' && <p>{settlementOutcomeText(event)}</p>}
            {event.note && (
              <p className="project-detail__quote">
                <span className="muted">{noteLabels[event.kind] ?? 'Note'}: </span>
                {event.note}
              </p>
            )}
            {event.link && (
              <p className="project-detail__quote">
                <span className="muted">Link: </span>
                <a href={event.link} target="_blank" rel="noopener noreferrer">
                  {event.link}
                </a>
              </p>
            )}
            {event.files.length > 0 && (
              <ul className="project-history__files" aria-label={`Files of ${historyTitle(event)}`}>
                {event.files.map((file) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      className="button button--link"
                      aria-label={
                        isShownInline(file.mime)
                          ? `Open ${file.name} (${formatFileSize(file.size)}) in a new tab`
                          : `Download ${file.name} (${formatFileSize(file.size)})`
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
  return (
    <section className="project-detail__section" aria-labelledby={`history-${projectId}`}>
      <h3 id={`history-${projectId}`}>History</h3>
      {watched.status === 'loading' ? (
        <p className="muted">Loading...</p>
      ) : watched.status === 'failed' ? (
        <p className="muted">The history could not be loaded.</p>
      ) : watched.value.length === 0 ? (
        <p className="muted">Nothing delivered yet.</p>
      ) : (
        <HistoryList events={watched.value} openFile={open} />
      )}
    </section>
  );
}
