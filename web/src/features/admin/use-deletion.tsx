// The confirmed delete every admin table offers: the row's button, a confirmation in a dialog with the failure
// there in SPEC's words, and what was done once it is. The table itself changes live when the row goes.
import { useState, type ReactNode } from 'react';
import { useAdminTexts, type AdminTranslate } from '../../lib/admin-texts.ts';
import { ShownError, errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { NotLoggedInError } from './admin.port.ts';

interface Deletion<Row> {
  /** The dialog's title, e.g. 'Delete user'. */
  title: string;
  question: (row: Row) => ReactNode;
  /** Resolves with what to tell the admin afterwards. */
  perform: (row: Row) => Promise<string>;
  /** SPEC 8's text for a failure (the server's words are there for those that quote them: reasonOf). */
  failureText: (error: unknown) => string;
}

/** SPEC 8: a call without a signed-in admin says 'Error: You are not logged in.' whatever was being done. */
export const failureOf = (t: AdminTranslate, error: unknown, text: (error: unknown) => string) =>
  error instanceof NotLoggedInError ? t('admin.error.notLoggedIn') : text(error);

/**
 * The server's reason for a refusal, as SPEC 8's 'Could not delete user: {message}' quotes it (in the server's words,
 * as they came); else a plain one.
 */
export const reasonOf = (t: AdminTranslate, error: unknown) => errorText(error, t('admin.requestFailed'));

export function useDeletion<Row>({ title, question, perform, failureText }: Deletion<Row>) {
  const t = useAdminTexts();
  const [pending, setPending] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dialog = pending && (
    <ConfirmDialog
      title={title}
      confirmLabel={t('admin.delete')}
      onCancel={() => setPending(null)}
      onConfirm={async () => {
        try {
          const done = await perform(pending);
          setPending(null);
          setNotice(done);
        } catch (error) {
          throw new ShownError(failureOf(t, error, failureText));
        }
      }}
    >
      {question(pending)}
    </ConfirmDialog>
  );
  const request = (row: Row) => {
    setNotice(null);
    setPending(row);
  };
  return {
    /** The row's Delete button, named for the row ('Delete Asha's application'). */
    button: (row: Row, name: string) => (
      <button
        aria-label={name}
        type="button"
        className="button button--secondary button--small"
        onClick={() => request(row)}
      >
        {t('admin.delete')}
      </button>
    ),
    /** What was done, where the table's messages go; the confirmation opens over the page. */
    element: (
      <>
        <Banner tone="success">{notice}</Banner>
        {dialog}
      </>
    ),
  };
}
