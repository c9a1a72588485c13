// The dialog frame every modal uses: labelled, modal, Escape to close, focus kept inside and given back
// afterwards. Dialogs open on top of each other (detail -> chat), so Escape closes only the top one: the
// key event stops at the innermost dialog. Focus never falls to the page behind: when what held it goes away
// (a project's action button once the action is taken, Cancel Order once the order is cancelled), the dialog
// itself takes it, so Tab and Escape go on working and a screen reader is told where it is.
import { createContext, useContext, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUiTexts } from './ui-texts.ts';
import './dialog.css';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

/** How many dialogs enclose this one in the React tree. */
const DialogDepth = createContext(0);

/** Elements this module made inert, so it never lifts an `inert` someone else set. */
const madeInert = new Set<Element>();

/**
 * aria-modal alone leaves the page's banner, main and Ask Me in reach of a screen reader's landmark list and
 * of a pointer, so everything beside the top dialog is made inert until it closes. The top dialog is the most
 * deeply nested one (a dialog opened from inside another), else the last in the body; nesting rather than
 * body order, because a dialog and one inside it that open in the same render land in the body inner first.
 * `leaving` is a backdrop about to go.
 */
function syncInert(leaving?: Element | null): void {
  const children = [...document.body.children];
  const depth = (element: Element) => Number((element as HTMLElement).dataset.depth ?? 0);
  const top = children
    .filter((element) => element.classList.contains('dialog-backdrop') && element !== leaving)
    .reduce<Element | undefined>(
      (found, element) => (found && depth(found) > depth(element) ? found : element),
      undefined,
    );
  for (const element of children) {
    const hide = top !== undefined && element !== top && element !== leaving;
    if (hide && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      madeInert.add(element);
    } else if (!hide && madeInert.has(element)) {
      element.removeAttribute('inert');
      madeInert.delete(element);
    }
  }
  for (const element of madeInert) if (!element.isConnected) madeInert.delete(element);
}

/** The dialog a person now sees on top (the last backdrop not made inert), for focus to go back to. */
function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('.dialog-backdrop:not([inert]) > [role="dialog"]')];
  return open.at(-1) ?? null;
}

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
  const backdrop = useRef<HTMLDivElement>(null);
  const depth = useContext(DialogDepth);
  const t = useUiTexts();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const own = backdrop.current;
    syncInert();
    dialog.current?.focus();
    // The page behind must not scroll under a phone's finger while a dialog is open.
    openCount += 1;
    document.body.style.overflow = 'hidden';
    // What held the focus inside this dialog was removed (the live project changed under it): the dialog takes it.
    const kept = new MutationObserver(() => {
      const focused = document.activeElement;
      const fell = !focused || focused === document.body || !focused.isConnected;
      if (fell && own && !own.hasAttribute('inert')) dialog.current?.focus();
    });
    if (dialog.current) kept.observe(dialog.current, { childList: true, subtree: true });
    return () => {
      kept.disconnect();
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = '';
      syncInert(own);
      // Back to what opened it; if that has gone meanwhile, to the dialog now on top, if any.
      if (opener?.isConnected) opener.focus();
      else topDialog()?.focus();
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
      ref={backdrop}
      data-depth={depth}
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
        <div className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId}>{title}</h2>
            {subtitle && <p className="muted dialog__subtitle">{subtitle}</p>}
          </div>
          {onClose && (
            <button
              type="button"
              className="dialog__close"
              aria-label={t('ui.close')}
              disabled={!closable}
              onClick={onClose}
            >
              ×
            </button>
          )}
        </div>
        <DialogDepth.Provider value={depth + 1}>{children}</DialogDepth.Provider>
      </div>
    </div>,
    document.body,
  );
}
