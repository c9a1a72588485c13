// A seller's monthly statements (decision 039): each month's, issued on the 1st of the next, with its PDF and a CSV
// of the same lines; a past month's the schedule has not issued (the seller joined meanwhile) is issued on request.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { documentTexts, rupeesOf } from '@marketplace/shared/documents/documents-texts';
import { monthName, monthOfDay, previousMonth } from '@marketplace/shared/documents/financial-year';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import { errorText } from '../../lib/error-text.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import { DocumentDownload } from './document-download.tsx';
import type { DocumentsPort } from './documents.port.ts';
import './documents.css';

/** The months a seller may ask for: the twelve before this one, newest first. */
function pastMonths(now: number): string[] {
  const months: string[] = [];
  let month = monthOfDay(indiaDay(now));
  for (let i = 0; i < 12; i += 1) months.push((month = previousMonth(month)));
  return months;
}

export function MonthlyStatements({ sellerId, documents }: { sellerId: string; documents: DocumentsPort }) {
  const titleId = useId();
  const selectId = useId();
  const statements = useWatch(useMemo(() => documents.watchStatements(sellerId), [documents, sellerId]));
  const months = useMemo(() => pastMonths(Date.now()), []);
  const [month, setMonth] = useState(months[0]!);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    try {
      await documents.issueStatement(month);
    } catch (error) {
      setFailed(errorText(error, documentTexts.unavailable));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="statements" aria-labelledby={titleId}>
      <h3 id={titleId}>Monthly statements</h3>
      <p className="muted">
        What you were owed at the start of each month, what you earned, what was withheld for tax and paid out, and what
        you were owed at its end. Each month's is made on the 1st of the next.
      </p>
      <form className="statements__form" onSubmit={submit}>
        <Field id={selectId} label="Month">
          <select id={selectId} className="input" value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((option) => (
              <option key={option} value={option}>
                {monthName(option)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Preparing…' : 'Get statement'}
        </button>
      </form>
      <Banner tone="error">{failed}</Banner>
      {statements.status === 'failed' && (
        <Banner tone="error">{errorText(statements.error, 'Your statements could not be loaded.')}</Banner>
      )}
      {statements.status === 'ready' && statements.value.length > 0 && (
        <ul className="card payments__list" aria-label="Your monthly statements">
          {statements.value.map((statement) => (
            <li key={statement.id} className="payments__item">
              <span className="payments__main">
                <span className="payments__title">{statement.title}</span>
                <span className="muted">
                  Closing balance {rupeesOf(statement.amountPaise)}
                  {statement.summary &&
                    ` · ${moneyFigures.grossEarned.name.toLowerCase()} ${rupeesOf(statement.summary.earnedPaise)}`}
                  {statement.summary &&
                    ` · ${moneyFigures.netPaid.name.toLowerCase()} ${rupeesOf(statement.summary.paidOutPaise)}`}
                </span>
              </span>
              {statement.ready ? (
                <span className="document-links">
                  <DocumentDownload
                    documents={documents}
                    documentId={statement.id}
                    label="Statement"
                    about={statement.title}
                  />
                  <DocumentDownload
                    documents={documents}
                    documentId={statement.id}
                    label="Statement"
                    about={statement.title}
                    file="csv"
                  />
                </span>
              ) : (
                <span className="muted">{documentTexts.notReady}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
