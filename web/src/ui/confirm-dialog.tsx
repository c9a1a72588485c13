// 'Are you sure?' before a step that matters (an admin's deletions, removing a listing, taking or releasing a
// project, logging in to buy): the question, Cancel and the action. An action that returns a promise keeps the
// dialog open while it runs, with both buttons disabled, and a failure stays in the dialog as an alert so the
// person can read it and try again or cancel; one that returns nothing hands over at once (a machine leaves
// its confirming state and the caller closes the dialog).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../lib/error-text.ts';
import { Banner } from './banner.tsx';
import { Dialog } from './dialog.tsx';
import { useUiTexts } from './ui-texts.ts';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' (red) for what cannot be undone; 'primary' for a step forward. */
  tone?: 'danger' | 'primary';
  /** What a failure says when it declares nothing itself (errorText's fallback); 'That did not work' otherwise. */
  failedText?: string;
  /** A failure the caller holds (its machine's), shown as the dialog's own would be. */
  error?: string | null;
  /** A promise: resolves when done (the dialog is then closed by the caller), rejects with a ShownError to show. */
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
  /** Escape, the backdrop and the close button; Cancel's action when not given. */
  onClose?: () => void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  failedText,
  error: callerError = null,
  onConfirm,
  onCancel,
  onClose = onCancel,
}: ConfirmDialogProps) {
  const t = useUiTexts();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorBanner = useRef<HTMLDivElement>(null);
  // The clicked button was disabled while the action ran, which dropped its focus on the page behind: the
  // failure takes it, inside the dialog, so it is read out and Escape and Tab work again.
  useEffect(() => {
    if (error) errorBanner.current?.focus();
  }, [error]);

  async function confirm() {
    const running = onConfirm();
    if (!running) return;
    setBusy(true);
    setError(null);
    try {
      await running;
    } catch (failure) {
      setError(errorText(failure, failedText ?? t('ui.failed')));
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} size="narrow" onClose={onClose} closable={!busy}>
      <Banner tone="error" ref={errorBanner} focusable>
        {error ?? callerError}
      </Banner>
      <div className="confirm-dialog__body">{children}</div>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('ui.cancel')}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'button button--danger' : 'button'}
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? t('ui.working') : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
