// A '+' button that opens a form in a dialog (Post Project, Sell a Project), and once the form is through
// closes it and says so to a screen reader, since the new item may appear anywhere in a live list.
import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface FormDialogButtonProps {
  label: string;
  /** The dialog's title. */
  title: string;
  /** Said once the form is through. */
  doneText: string;
  children: (form: { done: () => void; cancel: () => void }) => ReactNode;
}

export function FormDialogButton({ label, title, doneText, children }: FormDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const cancel = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">+</span> {label}
      </button>
      {done && (
        <p className="visually-hidden" role="status">
          {doneText}
        </p>
      )}
      {open && (
        <Dialog title={title} onClose={cancel}>
          {children({
            done: () => {
              setOpen(false);
              setDone(true);
            },
            cancel,
          })}
        </Dialog>
      )}
    </>
  );
}
