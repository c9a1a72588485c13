// Retry on a list of things a provider refused (failed refunds, failed or reversed payouts): the row's button,
// disabled while a retry is under way, and what came of it. Money moves, so it always asks first, in a dialog that
// names the amount and who gets it, then shows the wait and the server's refusal in its own words. The row itself
// changes live through its watch once the server has marked it sent again.
import { useState, type ReactNode } from 'react';
import { Banner } from './banner.tsx';
import { ShownError } from '../lib/error-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useUiTexts } from './ui-texts.ts';

interface Retry<Row> {
  send: (row: Row) => Promise<void>;
  /** What to tell the admin once it is sent. */
  sentText: (row: Row) => string;
  /** The text for a failure (the error's message, or a text of the caller's own). */
  failureText: (error: unknown) => string;
  /** The question before sending: name the amount and who gets it. */
  confirm: { title: string; confirmLabel: string; question: (row: Row) => ReactNode };
}

export function useRetry<Row extends { id: string }>({ send, sentText, failureText, confirm }: Retry<Row>) {
  const t = useUiTexts();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [asking, setAsking] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Resolves when sent; rejects with the failure's text. */
  async function retry(row: Row) {
    setRetrying(row.id);
    setNotice(null);
    try {
      await send(row);
      setAsking(null);
      setNotice(sentText(row));
    } catch (failure) {
      throw new ShownError(failureText(failure));
    } finally {
      setRetrying(null);
    }
  }

  const start = (row: Row) => {
    setNotice(null);
    setAsking(row);
  };

  const dialog = asking && (
    <ConfirmDialog
      title={confirm.title}
      confirmLabel={confirm.confirmLabel}
      tone="primary"
      onCancel={() => setAsking(null)}
      onConfirm={() => retry(asking)}
    >
      {confirm.question(asking)}
    </ConfirmDialog>
  );

  return {
    /** The row's Retry button, named for the row. One retry at a time: the messages speak of one. */
    button: (row: Row, name: string) => (
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={name}
        disabled={retrying !== null}
        onClick={() => start(row)}
      >
        {retrying === row.id ? t('ui.retrying') : t('ui.retry')}
      </button>
    ),
    /** Where the list's messages go; the confirmation opens over the page. */
    messages: (
      <>
        <Banner tone="success">{notice}</Banner>
        {dialog}
      </>
    ),
  };
}
