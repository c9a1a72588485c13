// The dialog frame every modal uses: labelled, modal, Escape to close, focus kept inside and given back
// afterwards. Dialogs open on top of each other (detail -> chat), so Escape closes only the top one: the
// key event stops at the innermost dialog.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

interface DialogProps {
  title: ReactNode;
  /**
   * Called on Escape, a click on the backdrop and the close button. Without it the dialog has no close
   * button and stays until a choice inside it is made (the role choice).
   */
  onClose?: () => void;
  /** False while closing would break something under way (a payment being processed). */
  closable?: boolean;
  children: ReactNode;
  size?: 'narrow' | 'wide';
  /** A line under the title. */
  subtitle?: ReactNode;
  className?: string;
}

export function Dialog({ title, onClose, closable = true, children, size = 'wide', subtitle, className }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    // The page behind must not scroll under a phone's finger while a dialog is open.
    openCount += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose?.();
      }}
    >
      <div
        ref={dialog}
        className={`card dialog dialog--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId}>{title}</h2>
            {subtitle && <p className="muted dialog__subtitle">{subtitle}</p>}
          </div>
          {onClose && (
            <button type="button" className="dialog__close" aria-label="Close" disabled={!closable} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        {children}
      </div>
    </div>,
    document.body,
  );
}
