// A member's Privacy page (decision 040): the notice, their consents (one click each way), their data download,
// where to correct what, requests to the grievance officer, and deleting their account (refused with the reason
// while money or work is in flight; otherwise a confirmation that names what goes and what stays).
import { useMemo, useState, type FormEvent } from 'react';
import { exportTexts } from '@marketplace/shared/privacy/data-export';
import { consentLabels, consentPurposes, noticeItems, noticeRights } from '@marketplace/shared/privacy/notice';
import { daysLeft, requestKinds, type RequestKind } from '@marketplace/shared/privacy/requests';
import { NOTICE_VERSION } from '@marketplace/shared/privacy/notice-version';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import type { PrivacyApi, PrivacyPort } from './privacy.port.ts';
import { DeleteCard } from './delete-account-card.tsx';
import { Card, failed } from './privacy-card.tsx';
import { requestKindKey, usePrivacyTexts } from './privacy-texts.ts';
import './privacy.css';

interface PrivacyCentreProps {
  profile: UserProfile;
  privacy: PrivacyPort;
  api: PrivacyApi;
  /** After the account is gone: the app signs the browser out. */
  onDeleted: () => void;
}

export function PrivacyCentre({ profile, privacy, api, onDeleted }: PrivacyCentreProps) {
  return (
    <section className="privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Your Privacy</h1>
      <p className="muted">What we keep about you, what you agreed to, and your data to download or delete.</p>
      <DownloadCard profile={profile} privacy={privacy} api={api} />
      <ConsentsCard profile={profile} privacy={privacy} api={api} />
      <CorrectCard />
      <RequestsCard profile={profile} privacy={privacy} api={api} />
      <DeleteCard privacy={privacy} api={api} onDeleted={onDeleted} />
      <NoticeCard />
    </section>
  );
}

function DownloadCard({ profile, privacy, api }: Omit<PrivacyCentreProps, 'onDeleted'>) {
  const held = useWatch(useMemo(() => privacy.watchExport(profile.uid), [privacy, profile.uid]));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const record = held.status === 'ready' ? held.value : null;
  const ready = record?.status === 'ready' && (record.expiresAt ?? 0) > Date.now();

  async function act(work: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failed(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Download your data">
      <p>
        A ZIP of your profile, projects and their history, the chat messages you wrote, orders, payments, payouts,
        receipts, invoices and statements, listings, reviews, notifications, consents and job applications sent with
        your email, as JSON with your files. Its link lasts 48 hours.
      </p>
      <Banner tone="error">{error}</Banner>
      {record?.status === 'building' && <p role="status">{exportTexts.building}</p>}
      {record?.status === 'failed' && <p role="status">{exportTexts.failed}</p>}
      {ready && (
        <p role="status">
          Your download is ready until {formatDate(record.expiresAt!)}.{' '}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                window.location.assign((await api.exportLink()).body.url);
              }, exportTexts.notReady)
            }
          >
            Download my data
          </button>
        </p>
      )}
      {record?.status !== 'building' && (
        <button
          type="button"
          className={ready ? 'button button--secondary' : 'button'}
          disabled={busy}
          onClick={() => void act(() => api.requestExport({}), exportTexts.failed)}
        >
          {ready ? 'Prepare a new download' : 'Prepare my download'}
        </button>
      )}
    </Card>
  );
}

function ConsentsCard({ profile, privacy, api }: Omit<PrivacyCentreProps, 'onDeleted'>) {
  const held = useWatch(useMemo(() => privacy.watchConsents(profile.uid), [privacy, profile.uid]));
  const [error, setError] = useState<string | null>(null);
  const consents = held.status === 'ready' ? held.value : null;
  return (
    <Card title="Your consents">
      <p className="muted">
        {consents?.notice
          ? `You accepted our privacy notice (version ${consents.notice.version}) on ${formatDate(consents.notice.at ?? 0)}.`
          : `Our privacy notice is version ${NOTICE_VERSION}.`}{' '}
        These uses are optional: the service works the same without them.
      </p>
      <Banner tone="error">{error}</Banner>
      <ul className="privacy__list">
        {consentPurposes.map((purpose) => {
          const state = consents?.purposes[purpose];
          const granted = state?.granted ?? false;
          return (
            <li key={purpose} className="privacy__consent">
              <span>
                {consentLabels[purpose]}
                <span className="muted">
                  {' '}
                  — {granted ? 'given' : 'not given'}
                  {state?.at ? ` on ${formatDate(state.at)}` : ''}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => {
                  setError(null);
                  api.setConsent({ purpose, granted: !granted }).catch((failure: unknown) => {
                    setError(failed(failure, 'Your choice could not be saved. Please try again.'));
                  });
                }}
              >
                {granted ? 'Withdraw consent' : 'Give consent'}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function CorrectCard() {
  return (
    <Card title="Correct your data">
      <ul className="privacy__list">
        <li>Your name, phone number and delivery address: on your Profile page.</li>
        <li>Where you are paid, your PAN and your GST registration: under Your Payouts on your dashboard.</li>
        <li>Your projects, listings and reviews: where each is shown, while it can still change.</li>
        <li>Anything else: send us a correction request below.</li>
      </ul>
    </Card>
  );
}

function RequestsCard({ profile, privacy, api }: Omit<PrivacyCentreProps, 'onDeleted'>) {
  const requests = useWatch(useMemo(() => privacy.watchRequests(profile.uid), [privacy, profile.uid]));
  const [kind, setKind] = useState<RequestKind | ''>('');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = usePrivacyTexts();

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setNotice((await api.sendRequest({ kind: kind as RequestKind, message })).message);
      setKind('');
      setMessage('');
    } catch (failure) {
      setError(failed(failure, 'Your request could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Ask our grievance officer">
      <p className="muted">{noticeRights.complain}</p>
      <Banner tone="success">{notice}</Banner>
      <Banner tone="error">{error}</Banner>
      <form onSubmit={(event) => void send(event)}>
        <Field id="privacy-request-kind" label="What is it about?">
          <select
            id="privacy-request-kind"
            className="input"
            required
            value={kind}
            onChange={(event) => setKind(event.target.value as RequestKind)}
          >
            <option value="">Choose…</option>
            {requestKinds.map((option) => (
              <option key={option} value={option}>
                {t(requestKindKey(option))}
              </option>
            ))}
          </select>
        </Field>
        <Field id="privacy-request-message" label="Your request">
          <textarea
            id="privacy-request-message"
            className="input"
            required
            rows={4}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending...' : 'Send request'}
        </button>
      </form>
      {requests.status === 'ready' && requests.value.length > 0 && (
        <ul className="privacy__list" aria-label="Your requests">
          {requests.value.map((request) => (
            <li key={request.id}>
              <strong>{t(requestKindKey(request.kind)).split(':')[0]}</strong>{' '}
              {request.status === 'answered'
                ? `— answered: ${request.answer ?? ''}`
                : `— open, answered within ${Math.max(0, daysLeft(request.dueAt, Date.now()))} days`}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function NoticeCard() {
  return (
    <Card title={`Our privacy notice (version ${NOTICE_VERSION})`}>
      <ul className="privacy__notice">
        {noticeItems.map((item) => (
          <li key={item.data}>
            <strong>{item.data}.</strong> Why: {item.why}. How long: {item.howLong}.
            {item.sharedWith ? ` Shared with: ${item.sharedWith}.` : ''}
          </li>
        ))}
      </ul>
      <p>{noticeRights.withdraw}</p>
      <p>{noticeRights.rights}</p>
      <p>{noticeRights.complain}</p>
    </Card>
  );
}
