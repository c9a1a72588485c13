// The admin's monthly exports (decision 039), beside the Money section: for a chosen month, the CSVs an accountant
// files from (TCS for GSTR-8, TDS under 194-O for Form 26Q, the platform's invoices for GSTR-1), each with its total
// beside the ledger's for the month, and the earnings still without an invoice.
import { useId, useState, type FormEvent } from 'react';
import { rupeesOf } from '@marketplace/shared/documents/documents-texts';
import { exportsTexts } from '@marketplace/shared/documents/documents-api';
import { monthName, monthOfDay, previousMonth } from '@marketplace/shared/documents/financial-year';
import { exportNames } from '@marketplace/shared/documents/tax-exports';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { errorText } from '../../lib/error-text.ts';
import { downloadInPlace } from '../../lib/open-in-new-tab.ts';
import { Banner } from '../../ui/banner.tsx';
import { InputField } from '../../ui/field.tsx';
import type { DocumentsApi, MonthExports } from './documents.port.ts';
import './documents.css';

export function TaxExportsPanel({ api }: { api: Pick<DocumentsApi, 'exports'> }) {
  const titleId = useId();
  const monthId = useId();
  const thisMonth = monthOfDay(indiaDay(Date.now()));
  const [month, setMonth] = useState(() => previousMonth(thisMonth));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<MonthExports | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    setPrepared(null);
    try {
      setPrepared(await api.exports({ month }));
    } catch (error) {
      setFailed(errorText(error, 'The exports could not be made. Please try again.', [502]));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section tax-exports" aria-labelledby={titleId}>
      <header className="admin-section__header">
        <h2 id={titleId}>Tax exports</h2>
      </header>
      <p className="muted">
        A month&apos;s lines for the accountant, made from the ledger: each file&apos;s total is checked against the
        ledger&apos;s for the month. The links open for five minutes.
      </p>
      <form className="statements__form" onSubmit={submit}>
        <InputField
          id={monthId}
          label="Month"
          type="month"
          required
          max={thisMonth}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Preparing…' : 'Prepare exports'}
        </button>
      </form>
      <Banner tone="error">{failed}</Banner>
      {prepared && (
        <div role="status">
          <p>Exports of {monthName(prepared.month)}:</p>
          <ul className="card payments__list" aria-label={`Exports of ${monthName(prepared.month)}`}>
            {prepared.files.map((file) => {
              const matches = file.exportedPaise === file.ledgerPaise;
              return (
                <li key={file.kind} className="payments__item">
                  <span className="payments__main">
                    <span className="payments__title">{exportNames[file.kind]}</span>
                    <span className={matches ? 'muted' : 'tax-exports__differs'}>
                      {file.lines} {file.lines === 1 ? 'line' : 'lines'}, total {rupeesOf(file.exportedPaise)}
                      {matches ? ': matches the ledger' : `; the ledger says ${rupeesOf(file.ledgerPaise)}`}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={`Download CSV: ${file.name}`}
                    onClick={() => void downloadInPlace(async () => file.url)}
                  >
                    Download CSV
                  </button>
                </li>
              );
            })}
          </ul>
          {prepared.uninvoiced.length > 0 && (
            <Banner tone="error" as="p" role={false}>
              {prepared.uninvoiced.length} of the month&apos;s sales have no platform invoice yet: prepare the exports
              again in a minute.
            </Banner>
          )}
          {prepared.imported && prepared.imported.entries > 0 && (
            <p className="muted">
              {exportsTexts.imported(prepared.imported.entries, rupeesOf(prepared.imported.platformPaise))}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
