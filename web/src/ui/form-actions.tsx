// The foot of a form in a dialog: Cancel beside the button that sends the form.
import type { ReactNode } from 'react';
import { useUiTexts } from './ui-texts.ts';

interface FormActionsProps {
  /** Says what is happening while the form is sent ('Posting...'). */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The cancel button's words when not the shared 'Cancel' (a form's own, such as 'Go back'). */
  cancelLabel?: string;
  /** While the form is sent: both buttons wait. */
  busy?: boolean;
  /** The send button alone waits (for a location being found, say). */
  submitDisabled?: boolean;
}

export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
  busy = false,
  submitDisabled = false,
}: FormActionsProps) {
  const t = useUiTexts();
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('ui.cancel')}
      </button>
      <button type="submit" className="button" disabled={busy || submitDisabled}>
        {submitLabel}
      </button>
    </div>
  );
}
