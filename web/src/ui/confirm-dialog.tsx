// 'Are you sure?' before something that cannot be undone (an admin's deletions): the question, Cancel and the
// action; while the action runs both are disabled, and a failure stays in the dialog as an alert so the person
// can read it and try again or cancel.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Banner } from './banner.tsx';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Resolves when done (the dialog is then closed by the caller); rejects with the text to show. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  // The clicked button was disabled while the action ran, which dropped its focus on the page behind: the
  // failure takes it, inside the dialog, so it is read out and Escape and Tab work again (issue 17).
  useEffect(() => {
    if (error) errorBanner.current?.focus();
  }, [error]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} size="narrow" onClose={onCancel} closable={!busy}>
      <Banner tone="error" ref={errorBanner} focusable>
        {error}
      </Banner>
      <div className="confirm-dialog__body">{children}</div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Working...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
