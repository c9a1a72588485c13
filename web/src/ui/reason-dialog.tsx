// 'Are you sure?' for a step an admin must give a reason for (hiding a review, resolving a reconciliation
// difference, deciding a reported case): the question, a required text field, and the action, which refuses an
// empty reason in the dialog, in the server's words, before anything is sent.
import { useId, useState, type ReactNode } from 'react';
import { ShownError } from '../lib/error-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Field } from './field.tsx';

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  question: ReactNode;
  /** The field's label, and the longest reason the server takes. */
  label: string;
  maxLength: number;
  /** Said in the dialog when the reason is empty. */
  requiredText: string;
  /** Called with the reason, trimmed; rejects with a ShownError to show. */
  onConfirm: (reason: string) => Promise<void>;
  onCancel: () => void;
}

export function ReasonDialog({ question, label, maxLength, requiredText, onConfirm, ...dialog }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      {...dialog}
      // A ShownError: the dialog shows its words (a plain Error read 'That did not work. Please try again.').
      onConfirm={() => (reason.trim() === '' ? Promise.reject(new ShownError(requiredText)) : onConfirm(reason.trim()))}
    >
      <p>{question}</p>
      <Field id={id} label={label}>
        <textarea
          id={id}
          className="input"
          required
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
