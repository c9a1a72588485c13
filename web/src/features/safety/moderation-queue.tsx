// The admins' moderation queue (decision 031): one card per reported thing, the most reported first, then the newest
// report; each shows the thing as it was reported, why, and its author's history on request, with Dismiss, Hide and
// Suspend the author, each asking for the reason (kept in the audit log). Below, the cases lately decided, each with
// Undo. Composed into the admin console by the app.
import { useId, useMemo, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { reportReasons, type ReportKind } from '@marketplace/shared/safety/report';
import {
  actionsFor,
  MODERATION_REASON_MAX,
  moderationTexts,
  type AuthorHistory,
  type ModerationAction,
  type ModerationCase,
} from '@marketplace/shared/safety/moderation';
import { ShownError } from '../../lib/error-text.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { reasonKey, useReportTexts } from '../../ui/report-texts.ts';
import type { ModerationApi, ModerationPort } from './moderation.port.ts';
import './safety.css';

const kindLabels: Record<ReportKind, string> = {
  product: 'Store product',
  project: 'Project',
  message: 'Chat message',
  review: 'Review',
  person: 'Person',
};

const actionLabels: Record<ModerationAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  suspend: 'Suspend the author',
};

const doneTexts: Record<ModerationAction | 'undo', (title: string, person?: string) => string> = {
  dismiss: (title) => `The reports about “${title}” were dismissed.`,
  hide: (title) => `“${title}” is hidden.`,
  // Names whom it suspended (the server's answer): 'the author of …' left the admin guessing who that was.
  suspend: (title, person) =>
    !person
      ? `The author of “${title}” is suspended. They are told why by email.`
      : person === title
        ? `${person} is suspended. They are told why by email.`
        : `${person} is suspended (the author of “${title}”). They are told why by email.`,
  undo: (title) => `The decision on “${title}” was undone; the case is open again.`,
};

/** 'Scam or fraud 2 · Spam or misleading 1': each reason as the Report dialog words it (decision 090). */
const reasonsText = (moderationCase: ModerationCase, t: ReturnType<typeof useReportTexts>) =>
  reportReasons
    .filter((reason) => (moderationCase.reasons[reason] ?? 0) > 0)
    .map((reason) => `${t(reasonKey(reason))} ${moderationCase.reasons[reason]}`)
    .join(' · ');

type Pending = { moderationCase: ModerationCase; action: ModerationAction | 'undo' };

interface ModerationQueueProps {
  moderation: Pick<ModerationPort, 'watchOpenCases' | 'watchDecidedCases'>;
  api: ModerationApi;
}

export function ModerationQueue({ moderation, api }: ModerationQueueProps) {
  const titleId = useId();
  const open = useWatch(useMemo(() => moderation.watchOpenCases(), [moderation]));
  const decided = useWatch(useMemo(() => moderation.watchDecidedCases(), [moderation]));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ask = (moderationCase: ModerationCase, action: Pending['action']) => {
    setNotice(null);
    setPending({ moderationCase, action });
  };

  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>Moderation</h2>
      </header>
      <Banner tone="success">{notice}</Banner>
      {open.status === 'loading' && (
        <p className="muted" role="status">
          Loading reports...
        </p>
      )}
      {open.status === 'failed' && <p className="muted">The reports could not be loaded.</p>}
      {open.status === 'ready' && open.value.length === 0 && (
        <p className="card muted admin-table__empty">No open reports.</p>
      )}
      {open.status === 'ready' && open.value.length > 0 && (
        <ul className="moderation-list" aria-label="Open reports, most reported first">
          {open.value.map((moderationCase) => (
            <li key={moderationCase.id} id={`moderation-${moderationCase.id}`}>
              <CaseCard moderationCase={moderationCase} api={api} onAct={ask} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="moderation__decided-title">Decided lately</h3>
      {decided.status === 'ready' && decided.value.length === 0 && <p className="muted">Nothing decided yet.</p>}
      {decided.status === 'ready' && decided.value.length > 0 && (
        <ul className="moderation-decided" aria-label="Decided lately">
          {decided.value.map((moderationCase) => (
            <li key={moderationCase.id} className="moderation-decided__item">
              <span>
                {kindLabels[moderationCase.thing.kind]}: “{moderationCase.title}” —{' '}
                <strong>{moderationCase.decision ? actionLabels[moderationCase.decision.action] : ''}</strong>
                {moderationCase.decision && <span className="muted"> ({moderationCase.decision.reason})</span>}
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Undo the decision on ${moderationCase.title}`}
                onClick={() => ask(moderationCase, 'undo')}
              >
                Undo
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <DecisionDialog
          pending={pending}
          onCancel={() => setPending(null)}
          onConfirm={async (reason) => {
            const { moderationCase, action } = pending;
            let person: string | undefined;
            try {
              if (action === 'undo') await api.undo({ caseId: moderationCase.id, reason });
              else ({ suspended: person } = await api.decide({ caseId: moderationCase.id, action, reason }));
            } catch (failure) {
              throw new ShownError(serverExplanation(failure) ?? 'The decision could not be saved. Please try again.');
            }
            setPending(null);
            setNotice(doneTexts[action](moderationCase.title, person));
          }}
        />
      )}
    </section>
  );
}

function CaseCard({
  moderationCase,
  api,
  onAct,
}: {
  moderationCase: ModerationCase;
  api: ModerationApi;
  onAct: (moderationCase: ModerationCase, action: ModerationAction) => void;
}) {
  const { thing, title, text, openReports, lastReportedAt } = moderationCase;
  const t = useReportTexts();
  return (
    <article className="card moderation-case" aria-label={`${kindLabels[thing.kind]}: ${title}`}>
      <p className="moderation-case__kind">{kindLabels[thing.kind]}</p>
      <h3 className="moderation-case__title">{title || 'Untitled'}</h3>
      {text && <p className="moderation-case__text">{text}</p>}
      <p className="muted">
        Reported {openReports} {openReports === 1 ? 'time' : 'times'}: {reasonsText(moderationCase, t)}
        {lastReportedAt !== null && ` · last ${formatDateTime(lastReportedAt)}`}
      </p>
      <AuthorHistoryView uid={moderationCase.authorId} api={api} />
      <div className="moderation-case__actions">
        {actionsFor(thing.kind).map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'dismiss' ? 'button button--secondary button--small' : 'button button--danger button--small'
            }
            aria-label={`${actionLabels[action]}: ${title}`}
            onClick={() => onAct(moderationCase, action)}
          >
            {actionLabels[action]}
          </button>
        ))}
      </div>
    </article>
  );
}

/** The author's history, read when the admin asks for it (one request, counts only). */
function AuthorHistoryView({ uid, api }: { uid: string; api: ModerationApi }) {
  const [history, setHistory] = useState<AuthorHistory | 'loading' | 'failed' | null>(null);
  if (history === null || history === 'failed')
    return (
      <p>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setHistory('loading');
            api.authorHistory({ uid }).then(setHistory, () => setHistory('failed'));
          }}
        >
          Show the author’s history
        </button>
        {history === 'failed' && <span className="muted"> It could not be loaded.</span>}
      </p>
    );
  if (history === 'loading') return <p className="muted">Loading the author’s history...</p>;
  return (
    <dl className="moderation-history" aria-label="The author’s history">
      <div>
        <dt>Author</dt>
        <dd>
          {history.name || history.email} ({history.role}){history.suspended && ' · suspended'}
        </dd>
      </div>
      <div>
        <dt>Reported</dt>
        <dd>
          {history.reportedCases} {history.reportedCases === 1 ? 'case' : 'cases'}, {history.casesActioned} acted on
        </dd>
      </div>
      <div>
        <dt>Reviews</dt>
        <dd>
          {history.reviewsReceived === 0 ? 'None' : `★ ${history.averageStars} (${history.reviewsReceived})`}
          {history.reviewsHidden > 0 && `, ${history.reviewsHidden} of theirs hidden`}
        </dd>
      </div>
      <div>
        <dt>Disputes</dt>
        <dd>
          {history.disputes} ({history.openDisputes} open)
        </dd>
      </div>
    </dl>
  );
}

function DecisionDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: Pending;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { moderationCase, action } = pending;
  const title = action === 'undo' ? 'Undo the decision' : actionLabels[action];
  return (
    <ReasonDialog
      title={title}
      confirmLabel={title}
      tone={action === 'dismiss' || action === 'undo' ? 'primary' : 'danger'}
      question={
        action === 'undo'
          ? `Undo the decision on “${moderationCase.title}”? What was hidden shows again, a suspension is lifted, and the case opens again.`
          : action === 'dismiss'
            ? `Dismiss the reports about “${moderationCase.title}”? It stays as it is; the reporters are told.`
            : action === 'hide'
              ? `Hide “${moderationCase.title}”? It leaves every public list and the store’s search; the reporters are told.`
              : `Suspend the author of “${moderationCase.title}”? They cannot post, list, buy, message or take work, and their listings leave the store; money they are owed is still paid. They read your reason when they sign in.`
      }
      label="Reason (required)"
      maxLength={MODERATION_REASON_MAX}
      requiredText={moderationTexts.reasonRequired}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
