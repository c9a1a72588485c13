// 'Report' beside a thing (decision 031): a dialog with the short list of reasons and an optional note, sent to
// POST /api/reports; the server's words (received, or already reported) replace the form. Used by the chat, a
// person's page and the store, each handing the safety client the app built.
import { useId, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import {
  REPORT_NOTE_MAX,
  reportReasons,
  type ReportReason,
  type ReportedThing,
} from '@marketplace/shared/safety/report';
import type { SafetyApi } from '../lib/safety.port.ts';
import { Banner } from './banner.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { RadioChoices } from './radio-choices.tsx';
import { reasonKey, useReportSay, useReportTexts } from './report-texts.ts';
import './safety.css';

interface ReportButtonProps {
  thing: ReportedThing;
  /**
   * What is reported, in a few words: 'this message', 'Asha Rao', 'this listing'; said in 'Report …' when the caller
   * gives no `name` (a translated screen gives it, in the shown language).
   */
  what: string;
  safety: Pick<SafetyApi, 'report'>;
  /** The button's look: a small link-like button beside a message, or a secondary button. */
  className?: string;
  /** The button's words ('Report' in the shown language without them). */
  label?: string;
  /** The button's name and the dialog's title ('Report {what}' without it). */
  name?: string;
}

export function ReportButton({
  thing,
  what,
  safety,
  className = 'button button--secondary',
  label,
  name,
}: ReportButtonProps) {
  const t = useReportTexts();
  const [open, setOpen] = useState(false);
  const title = name ?? t('report.titleOf', { what });
  return (
    <>
      <button type="button" className={className} aria-label={title} onClick={() => setOpen(true)}>
        {label ?? t('report.button')}
      </button>
      {open && <ReportDialog thing={thing} title={title} safety={safety} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({
  thing,
  title,
  safety,
  onClose,
}: Pick<ReportButtonProps, 'thing' | 'safety'> & { title: string; onClose: () => void }) {
  const t = useReportTexts();
  const say = useReportSay();
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('scam');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const reasonLabels = Object.fromEntries(reportReasons.map((choice) => [choice, t(reasonKey(choice))])) as Record<
    ReportReason,
    string
  >;

  async function send() {
    setSending(true);
    setError(null);
    try {
      setReceived((await safety.report({ thing, reason, note })).message);
    } catch (failure) {
      setError(serverExplanation(failure) ?? t('report.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog title={title} size="narrow" onClose={onClose} closable={!sending}>
      {received ? (
        <>
          <Banner tone="success">{say(received)}</Banner>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('report.close')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="report-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Banner tone="error">{say(error)}</Banner>
          <RadioChoices
            legend={t('report.why')}
            name={`${id}-reason`}
            choices={reportReasons}
            labels={reasonLabels}
            value={reason}
            onChange={setReason}
            className="report-form__reasons"
            choiceClassName="report-form__reason"
            disabled={sending}
          />
          <Field id={`${id}-note`} label={t('report.note')}>
            <textarea
              id={`${id}-note`}
              className="input"
              maxLength={REPORT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              disabled={sending}
            />
          </Field>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose} disabled={sending}>
              {t('report.cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={sending}>
              {sending ? t('report.sending') : t('report.send')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
