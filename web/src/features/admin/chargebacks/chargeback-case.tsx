// One chargeback opened from the admin's list (decision 049): the evidence pack the server assembled (the receipt,
// the delivery files with their times, the chat, the tracking, the release), the admin's words to the bank, and the
// answers: save the contest as a draft, submit it (the bank then decides), or accept the chargeback. Submitting and
// accepting cannot be undone, so each asks first.
import { useEffect, useId, useState } from 'react';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { EvidenceSection } from '@marketplace/shared/payments/chargebacks-api';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { Banner } from '../../../ui/banner.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { ChargebackAnswer, ChargebacksPort } from './chargebacks.port.ts';
import { caseStatusText, caseTitle, rupees } from './case-words.ts';

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
  port: ChargebacksPort;
  timeLeft: string | null;
  onClose: () => void;
  onAnswered: (action: ChargebackAnswer) => void;
}) {
  const summaryId = useId();
  const [pack, setPack] = useState<Pack>({ status: 'loading' });
  const [summary, setSummary] = useState(chargeback.summary);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'submit' | 'accept' | null>(null);
  const title = caseTitle(chargeback);
  const answerable = chargeback.response !== 'submitted' && chargeback.response !== 'accepted';

  useEffect(() => {
    let stopped = false;
    port.chargebackEvidence(chargeback.id).then(
      (sections) => !stopped && setPack({ status: 'ready', sections }),
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
      await port.answerChargeback(chargeback.id, action, action === 'accept' ? '' : summary.trim());
      onAnswered(action);
    } catch (failure) {
      setError(errorText(failure, 'The answer could not be sent. Please try again.'));
      setBusy(false);
      setConfirming(null);
    }
  }

  /** A contest needs the admin's words; the server says so too, this says it before sending. */
  function contest(action: 'draft' | 'submit') {
    if (!summary.trim()) {
      setError('Say in a few sentences why the payment stands (at most 1,000 characters).');
      return;
    }
    if (action === 'submit') setConfirming('submit');
    else void send('draft');
  }

  return (
    <Dialog
      title={`Chargeback on “${title}”`}
      subtitle={
        <>
          {rupees(chargeback.amountPaise)} · {caseStatusText(chargeback)}
          {chargeback.respondBy !== null && (
            <>
              {' '}
              · Respond by {formatDateTime(chargeback.respondBy)} ({timeLeft})
            </>
          )}
        </>
      }
      onClose={busy ? undefined : onClose}
    >
      <div className="chargeback-case">
        <p>
          <strong>Bank’s reason:</strong> {chargeback.reason || chargeback.reasonCode.replace(/_/g, ' ')}
        </p>
        <h3>Evidence pack</h3>
        {pack.status === 'loading' && (
          <p className="muted" role="status">
            Loading the evidence pack...
          </p>
        )}
        {pack.status === 'failed' && <p className="muted">The evidence pack could not be loaded.</p>}
        {pack.status === 'ready' &&
          pack.sections.map((section) => (
            <section key={section.title} className="chargeback-case__section" aria-label={section.title}>
              <h4>{section.title}</h4>
              {section.lines.length === 0 ? (
                <p className="muted">Nothing.</p>
              ) : (
                <ul>
                  {section.lines.map((line, index) => (
                    <li key={index}>
                      {line.at !== null && <span className="muted">{formatDateTime(line.at)}: </span>}
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
              Why the payment stands (required to contest; sent to the bank with the pack)
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
                Save draft
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => contest('submit')}>
                Submit to the bank
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
                Accept chargeback
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{caseStatusText(chargeback)}. Nothing more can be sent for it.</p>
        )}
      </div>
      {confirming === 'submit' && (
        <ConfirmDialog
          title="Submit the evidence"
          confirmLabel="Submit to the bank"
          tone="primary"
          onConfirm={() => send('submit')}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Send the evidence pack and your words to the bank for “{title}”? Nothing can be added once it is submitted.
          </p>
        </ConfirmDialog>
      )}
      {confirming === 'accept' && (
        <ConfirmDialog
          title="Accept the chargeback"
          confirmLabel="Accept chargeback"
          onConfirm={() => send('accept')}
          onCancel={() => setConfirming(null)}
        >
          <p>
            Accept the chargeback on “{title}”? The bank keeps {rupees(chargeback.amountPaise)} for the payer and the
            case is lost. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </Dialog>
  );
}
