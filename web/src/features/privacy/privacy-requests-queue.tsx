// The admins' queue of requests to the grievance officer (decision 040): open ones first, the one due soonest at the
// top, each with the days left of its 90; answering one sends the requester a notification and an email.
import { useId, useMemo, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import { daysLeft, type PrivacyRequest } from '@marketplace/shared/privacy/requests';
import { useAdminFormats, useAdminTexts } from '../../lib/admin-texts.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import type { PrivacyAdminApi, PrivacyPort } from './privacy.port.ts';
import { requestKindKey, usePrivacyTexts } from './privacy-texts.ts';
import './privacy.css';

interface QueueProps {
  privacy: Pick<PrivacyPort, 'watchOpenRequests'>;
  api: Pick<PrivacyAdminApi, 'answerRequest'>;
}

export function PrivacyRequestsQueue({ privacy, api }: QueueProps) {
  const t = useAdminTexts();
  const titleId = useId();
  const requests = useWatch(useMemo(() => privacy.watchOpenRequests(), [privacy]));
  return (
    <section className="admin-section" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>{t('admin.privacy.title')}</h2>
      </header>
      {requests.status === 'loading' && (
        <p className="muted" role="status">
          {t('admin.privacy.loading')}
        </p>
      )}
      {requests.status === 'failed' && <p className="muted">{t('admin.privacy.failed')}</p>}
      {requests.status === 'ready' && requests.value.length === 0 && (
        <p className="card muted admin-table__empty">{t('admin.privacy.empty')}</p>
      )}
      {requests.status === 'ready' && requests.value.length > 0 && (
        <ul className="privacy__queue" aria-label={t('admin.privacy.list')}>
          {requests.value.map((request) => (
            <RequestItem key={request.id} request={request} api={api} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ request, api }: { request: PrivacyRequest; api: QueueProps['api'] }) {
  const t = useAdminTexts();
  const say = usePrivacyTexts();
  const { date } = useAdminFormats();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = daysLeft(request.dueAt, Date.now());
  const id = `privacy-answer-${request.id}`;
  const from = request.requesterEmail || t('admin.privacy.aMember');
  return (
    <li className="card privacy__card" id={`privacy-request-${request.id}`}>
      <p>
        <strong>{say(requestKindKey(request.kind))}</strong>
      </p>
      <p className="muted">
        {request.createdAt
          ? t('admin.privacy.fromOn', { email: from, date: date(request.createdAt) })
          : t('admin.privacy.from', { email: from })}{' '}
        · {left >= 0 ? t('admin.privacy.left', { days: left }) : t('admin.privacy.overdue', { days: -left })}
      </p>
      <p className="privacy__message">{request.message}</p>
      <Banner tone="error">{error}</Banner>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          api.answerRequest({ id: request.id, answer }).catch((failure: unknown) => {
            setError(serverExplanation(failure) ?? t('admin.privacy.sendFailed'));
            setBusy(false);
          });
        }}
      >
        <Field id={id} label={t('admin.privacy.answer')}>
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
          {busy ? t('admin.privacy.sending') : t('admin.privacy.send')}
        </button>
      </form>
    </li>
  );
}
