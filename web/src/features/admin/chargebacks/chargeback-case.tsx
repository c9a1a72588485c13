// One chargeback opened from the admin's list (decision 049): the evidence pack the server assembled (the receipt,
// the delivery files with their times, the chat, the tracking, the release), the admin's words to the bank, and the
// answers: save the contest as a draft, submit it (the bank then decides), or accept the chargeback. Submitting and
// accepting cannot be undone, so each asks first.
import { useEffect, useId, useState } from 'react';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { chargebacksContract, EvidenceSection } from '@marketplace/shared/payments/chargebacks-api';
import type { ApiClient } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAdminFormats, useAdminTexts } from '../../../lib/admin-texts.ts';
import { Banner } from '../../../ui/banner.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { caseStatusText, caseTitle, sayCase } from './case-words.ts';

/** The chargebacks area's port: the admin endpoints of decision 049, through the one client (decision 083). */
export type ChargebacksApi = ApiClient<typeof chargebacksContract>;

/** Accept the chargeback, or contest it: a draft the provider keeps, then the submission the bank decides on. */
type ChargebackAnswer = Parameters<ChargebacksApi['answer']>[0]['action'];

const SUMMARY_MAX = 1000;

type Pack = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sections: EvidenceSection[] };

export function ChargebackCase({
  chargeback,
  port,
  timeLeft,
  onClose,
  onAnswered,
}: {
  chargeback: Chargeback;
  port: ChargebacksApi;
  timeLeft: string | null;
  onClose: () => void;
  onAnswered: (action: ChargebackAnswer) => void;
}) {
  const t = useAdminTexts();
  const { paise: rupees, dateTime } = useAdminFormats();
  const summaryId = useId();
  const [pack, setPack] = useState<Pack>({ status: 'loading' });
  const [summary, setSummary] = useState(chargeback.summary);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'submit' | 'accept' | null>(null);
  const title = caseTitle(t, chargeback);
  const answerable = chargeback.response !== 'submitted' && chargeback.response !== 'accepted';

  useEffect(() => {
    let stopped = false;
    port.evidence({ disputeId: chargeback.id }).then(
      ({ sections }) => !stopped && setPack({ status: 'ready', sections }),
      () => !stopped && setPack({ status: 'failed' }),
    );
    return () => {
      stopped = true;
    };
  }, [port, chargeback.id]);

  async function send(action: ChargebackAnswer) {
    setBusy(true);
    setError(null);
    try {
      await port.answer({ disputeId: chargeback.id, action, summary: action === 'accept' ? '' : summary.trim() });
      onAnswered(action);
    } catch (failure) {
      setError(sayCase(t, errorText(failure, t('admin.case.sendFailed'))));
      setBusy(false);
      setConfirming(null);
    }
  }

  /** A contest needs the admin's words; the server says so too, this says it before sending. */
  function contest(action: 'draft' | 'submit') {
    if (!summary.trim()) {
      setError(t('admin.case.summaryRequired'));
      return;
    }
    if (action === 'submit') setConfirming('submit');
    else void send('draft');
  }

  return (
    <Dialog
      title={t('admin.case.title', { title })}
      subtitle={
        <>
          {rupees(chargeback.amountPaise)} · {caseStatusText(t, chargeback)}
          {chargeback.respondBy !== null && (
            <> · {t('admin.case.respondBy', { when: dateTime(chargeback.respondBy), left: timeLeft ?? '' })}</>
          )}
        </>
      }
      onClose={busy ? undefined : onClose}
    >
      <div className="chargeback-case">
        <p>
          <strong>{t('admin.case.bankReason')}</strong> {chargeback.reason || chargeback.reasonCode.replace(/_/g, ' ')}
        </p>
        <h3>{t('admin.chargebacks.pack')}</h3>
        {pack.status === 'loading' && (
          <p className="muted" role="status">
            {t('admin.case.loading')}
          </p>
        )}
        {pack.status === 'failed' && <p className="muted">{t('admin.case.failed')}</p>}
        {pack.status === 'ready' &&
          pack.sections.map((section) => (
            <section key={section.title} className="chargeback-case__section" aria-label={section.title}>
              <h4>{section.title}</h4>
              {section.lines.length === 0 ? (
                <p className="muted">{t('admin.case.nothing')}</p>
              ) : (
                <ul>
                  {section.lines.map((line, index) => (
                    <li key={index}>
                      {line.at !== null && <span className="muted">{dateTime(line.at)}: </span>}
                      {line.text}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        {error && (
          <Banner tone="error" focusable>
            {error}
          </Banner>
        )}
        {answerable ? (
          <>
            <label htmlFor={summaryId} className="chargeback-case__label">
              {t('admin.case.summaryLabel')}
            </label>
            <textarea
              id={summaryId}
              className="input"
              rows={4}
              maxLength={SUMMARY_MAX}
              required
              value={summary}
              disabled={busy}
              onChange={(event) => setSummary(event.target.value)}
            />
            <div className="chargeback-case__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => contest('draft')}
              >
                {t('admin.case.saveDraft')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => contest('submit')}>
                {t('admin.case.submit')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  setConfirming('accept');
                }}
              >
                {t('admin.case.accept')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('admin.case.closed', { status: caseStatusText(t, chargeback) })}</p>
        )}
      </div>
      {confirming === 'submit' && (
        <ConfirmDialog
          title={t('admin.case.submitTitle')}
          confirmLabel={t('admin.case.submit')}
          tone="primary"
          onConfirm={() => send('submit')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('admin.case.submitQuestion', { title })}</p>
        </ConfirmDialog>
      )}
      {confirming === 'accept' && (
        <ConfirmDialog
          title={t('admin.case.acceptTitle')}
          confirmLabel={t('admin.case.accept')}
          onConfirm={() => send('accept')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('admin.case.acceptQuestion', { title, amount: rupees(chargeback.amountPaise) })}</p>
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
