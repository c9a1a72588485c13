// The admins' queue of requests to the grievance officer (decision 040): open ones first, the one due soonest at the
// top, each with the days left of its 90; answering one sends the requester a notification and an email.
import { useId, useMemo, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { daysLeft, requestKindLabels, type PrivacyRequest } from '@marketplace/shared/privacy/requests';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import type { PrivacyPort } from './privacy.port.ts';
import './privacy.css';

type QueuePort = Pick<PrivacyPort, 'watchOpenRequests' | 'answerRequest'>;

export function PrivacyRequestsQueue({ privacy }: { privacy: QueuePort }) {
  const titleId = useId();
  const requests = useWatch(useMemo(() => privacy.watchOpenRequests(), [privacy]));
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>Privacy requests</h2>
      </header>
      {requests.status === 'loading' && (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
      {requests.status === 'failed' && <p className="muted">The privacy requests could not be loaded.</p>}
      {requests.status === 'ready' && requests.value.length === 0 && (
        <p className="card muted admin-table__empty">No privacy request is waiting for an answer.</p>
      )}
      {requests.status === 'ready' && requests.value.length > 0 && (
        <ul className="privacy__queue" aria-label="Open privacy requests, due soonest first">
          {requests.value.map((request) => (
            <RequestItem key={request.id} request={request} privacy={privacy} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request, privacy }: { request: PrivacyRequest; privacy: QueuePort }) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = daysLeft(request.dueAt, Date.now());
  const id = `privacy-answer-${request.id}`;
  return (
    <li className="card privacy__card" id={`privacy-request-${request.id}`}>
      <p>
        <strong>{requestKindLabels[request.kind]}</strong>
      </p>
      <p className="muted">
        From {request.requesterEmail || 'a member'}
        {request.createdAt ? ` on ${formatDate(request.createdAt)}` : ''} ·{' '}
        {left >= 0 ? `${left} days left` : `${-left} days overdue`}
      </p>
      <p className="privacy__message">{request.message}</p>
      <Banner tone="error">{error}</Banner>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          privacy.answerRequest(request.id, answer).catch((failure: unknown) => {
            setError(serverExplanation(failure) ?? 'The answer could not be sent. Please try again.');
            setBusy(false);
          });
        }}
      >
        <Field id={id} label="Answer">
          <textarea
            id={id}
            className="input"
            rows={3}
            required
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending...' : 'Send answer'}
        </button>
      </form>
    </li>
  );
}
