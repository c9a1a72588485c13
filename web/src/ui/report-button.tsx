// 'Report' beside a thing (decision 031): a dialog with the short list of reasons and an optional note, sent to
// POST /api/reports; the server's words (received, or already reported) replace the form. Used by the chat, a
// person's page and the store, each handing the SafetyPort the app built.
import { useId, useState } from 'react';
import { serverExplanation } from '@marketplace/shared/api-error';
import {
  REPORT_NOTE_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
  type ReportedThing,
} from '@marketplace/shared/safety/report';
import type { SafetyPort } from '../lib/safety.port.ts';
import { Banner } from './banner.tsx';
import { Dialog } from './dialog.tsx';
import { Field } from './field.tsx';
import { RadioChoices } from './radio-choices.tsx';
import './safety.css';

interface ReportButtonProps {
  thing: ReportedThing;
  /** What is reported, in a few words: 'this message', 'Asha Rao', 'this listing'. */
  what: string;
  safety: Pick<SafetyPort, 'report'>;
  /** The button's look: a small link-like button beside a message, or a secondary button. */
  className?: string;
  /** The button's words and its name in the shown language, where the caller's screen is translated. */
  label?: string;
  name?: string;
}

export function ReportButton({
  thing,
  what,
  safety,
  className = 'button button--secondary',
  label = 'Report',
  name = `Report ${what}`,
}: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <ReportDialog thing={thing} what={what} safety={safety} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ thing, what, safety, onClose }: ReportButtonProps & { onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('scam');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setError(null);
    try {
      setReceived(await safety.report({ thing, reason, note }));
    } catch (failure) {
      setError(serverExplanation(failure) ?? 'Your report could not be sent. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog title={`Report ${what}`} size="narrow" onClose={onClose} closable={!sending}>
      {received ? (
        <>
          <Banner tone="success">{received}</Banner>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Close
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
          <Banner tone="error">{error}</Banner>
          <RadioChoices
            legend="Why are you reporting it?"
            name={`${id}-reason`}
            choices={reportReasons}
            labels={reportReasonLabels}
            value={reason}
            onChange={setReason}
            className="report-form__reasons"
            choiceClassName="report-form__reason"
            disabled={sending}
          />
          <Field id={`${id}-note`} label="Anything else we should know? (optional)">
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
              Cancel
            </button>
            <button type="submit" className="button button--danger" disabled={sending}>
              {sending ? 'Sending...' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
