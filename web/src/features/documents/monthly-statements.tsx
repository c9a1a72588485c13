// A seller's monthly statements (decision 039): each month's, issued on the 1st of the next, with its PDF and a CSV
// of the same lines; a past month's the schedule has not issued (the seller joined meanwhile) is issued on request.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { monthOfDay, previousMonth } from '@marketplace/shared/documents/financial-year';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { fromPaise } from '@marketplace/shared/projects/money';
import { useFormats, useLocale } from '../../i18n/i18n.ts';
import { intlLocale } from '../../i18n/locale.ts';
import { errorText } from '../../lib/error-text.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import { DocumentDownload } from './document-download.tsx';
import type { DocumentsApi, DocumentsPort } from './documents.port.ts';
import { useDocumentsTexts } from './documents-texts.ts';
import './documents.css';

/** The months a seller may ask for: the twelve before this one, newest first. */
function pastMonths(now: number): string[] {
  const months: string[] = [];
  let month = monthOfDay(indiaDay(now));
  for (let i = 0; i < 12; i += 1) months.push((month = previousMonth(month)));
  return months;
}

/** '2026-10' as 'October 2026' (en-IN) or 'अक्तूबर 2026' (hi-IN). */
const monthIn = (locale: string, month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface MonthlyStatementsProps {
  sellerId: string;
  documents: Pick<DocumentsPort, 'watchStatements'>;
  api: Pick<DocumentsApi, 'issueStatement' | 'link'>;
}

export function MonthlyStatements({ sellerId, documents, api }: MonthlyStatementsProps) {
  const t = useDocumentsTexts();
  const locale = intlLocale[useLocale()];
  const { rupees } = useFormats();
  // '+ 0' turns a -0 into 0, which Intl would write '-₹0.00'.
  const rupeesOf = (paise: number) => rupees(fromPaise(paise) + 0);
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
      await api.issueStatement({ month });
    } catch (error) {
      setFailed(errorText(error, t('documents.unavailable')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="statements" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('documents.statementsTitle')}</h3>
      <p className="muted">{t('documents.statementsAbout')}</p>
      <form className="statements__form" onSubmit={submit}>
        <Field id={selectId} label={t('documents.month')}>
          <select id={selectId} className="input" value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((option) => (
              <option key={option} value={option}>
                {monthIn(locale, option)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('documents.preparing') : t('documents.getStatement')}
        </button>
      </form>
      <Banner tone="error">{failed}</Banner>
      {statements.status === 'failed' && (
        <Banner tone="error">{errorText(statements.error, t('documents.statementsLoadFailed'))}</Banner>
      )}
      {statements.status === 'ready' && statements.value.length > 0 && (
        <ul className="card payments__list" aria-label={t('documents.statementsList')}>
          {statements.value.map((statement) => (
            <li key={statement.id} className="payments__item">
              <span className="payments__main">
                <span className="payments__title">{statement.title}</span>
                <span className="muted">
                  {t('documents.closing', { amount: rupeesOf(statement.amountPaise) })}
                  {statement.summary && (
                    <>
                      {' · '}
                      {t('documents.earned', { amount: rupeesOf(statement.summary.earnedPaise) })}
                      {' · '}
                      {t('documents.paidOut', { amount: rupeesOf(statement.summary.paidOutPaise) })}
                    </>
                  )}
                </span>
              </span>
              {statement.ready ? (
                <span className="document-links">
                  <DocumentDownload
                    api={api}
                    documentId={statement.id}
                    label={t('documents.statement')}
                    about={statement.title}
                  />
                  <DocumentDownload
                    api={api}
                    documentId={statement.id}
                    label={t('documents.statement')}
                    about={statement.title}
                    file="csv"
                  />
                </span>
              ) : (
                <span className="muted">{t('documents.notReady')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
