// Where the platform's money is (decision 029): the ledger's balances (held for projects and orders, owed to
// sellers, refunds on their way, the platform's share; paid out and refunded so far; what the providers hold), the
// last reconciliation with the providers and what it could not match, each with what to do and Resolve. An admin
// reconciles a chosen day now (yesterday's runs by itself each morning). Read from the server on opening and after
// each action; Refresh reads again.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { indiaDay, previousIndiaDay } from '@marketplace/shared/ledger/india-day';
import {
  entryAmountPaise,
  entryKindWords,
  type Balances,
  type LedgerOverview,
  type ListedEntry,
} from '@marketplace/shared/ledger/ledger-api';
import { moneyFigures, type MoneyFigureId } from '@marketplace/shared/ledger/money-figures';
import { whatToDo, type StoredDifference } from '@marketplace/shared/ledger/reconciliation';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { ShownError, errorText } from '../../lib/error-text.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FigureDefinitions } from '../../ui/figure-definitions.tsx';
import { Field } from '../../ui/field.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminTable } from './admin-table.tsx';
import type { AdminPort } from './admin.port.ts';
import { failureOf } from './use-deletion.tsx';

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** Each balance in words, in the order an operator reads them: what is owed, then what moved, then what backs it. */
// Decision 044: the figures the glossary defines carry its definition; 'Platform's share' here is of the whole ledger.
const balanceRows: { key: keyof Balances; label: string; figure?: MoneyFigureId }[] = [
  { key: 'heldPaise', label: 'Held for projects and orders' },
  { key: 'owedToSellersPaise', label: 'Owed to sellers', figure: 'owed' },
  { key: 'refundsDuePaise', label: 'Refunds on their way' },
  { key: 'platformSharePaise', label: "Platform's share", figure: 'platformShare' },
  { key: 'taxWithheldPaise', label: 'Tax withheld for the government (TCS, TDS)', figure: 'taxWithheld' },
  { key: 'paidOutPaise', label: 'Paid out to sellers', figure: 'netPaid' },
  { key: 'refundedPaise', label: 'Refunded to payers' },
  { key: 'atProvidersPaise', label: 'At the payment providers' },
  { key: 'cashOnDeliveryPaise', label: 'Cash collected on delivery' },
];

const differenceWords: Record<StoredDifference['kind'], string> = {
  'missing-in-ledger': 'Not booked',
  'missing-at-provider': 'Not at the provider',
  'amount-differs': 'Amount differs',
};

const describe = (difference: StoredDifference) =>
  `${differenceWords[difference.kind]}: ${difference.movement} ${difference.providerId ?? difference.entryId ?? ''}`;

export function MoneyOverview({ admin }: { admin: AdminPort }) {
  const [overview, setOverview] = useState<LedgerOverview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resolving, setResolving] = useState<StoredDifference | null>(null);

  const read = useCallback(async () => {
    setFailed(null);
    try {
      setOverview(await admin.ledgerOverview());
    } catch (error) {
      setFailed(failureOf(error, (failure) => errorText(failure, 'The ledger could not be read. Please try again.')));
    }
  }, [admin]);

  useEffect(() => {
    void read();
  }, [read]);

  return (
    <AdminSection
      title="Money"
      action={
        <button type="button" className="button button--secondary" onClick={() => void read()}>
          Refresh
        </button>
      }
    >
      <Banner tone="error">{failed}</Banner>
      {notice && <p role="status">{notice}</p>}
      {!overview && !failed && <p className="muted">Reading the ledger…</p>}
      {overview && (
        <>
          <dl className="money-balances" aria-label="Balances">
            {balanceRows.map(({ key, label, figure }) => (
              <div key={key} className="money-balances__item">
                <dt title={figure && moneyFigures[figure].definition}>{label}</dt>
                <dd>{rupees(overview.balances[key])}</dd>
              </div>
            ))}
          </dl>
          <FigureDefinitions figures={['platformShare', 'owed', 'taxWithheld', 'netPaid']} />
          <Reconciliation
            overview={overview}
            onRun={async (day) => {
              const run = await admin.reconcile(day);
              setNotice(
                `${run.day} reconciled: ${run.matched} of ${run.providerMovements} provider movements matched` +
                  `${run.healed ? `, ${run.healed} recorded now` : ''}, ${run.differences} to look at.`,
              );
              await read();
            }}
          />
          <Differences differences={overview.differences} onResolve={setResolving} />
          <RecentMovements entries={overview.recent} />
        </>
      )}
      {resolving && (
        <ResolveDialog
          difference={resolving}
          onResolve={async (note) => {
            try {
              await admin.resolveDifference(resolving.id, note);
            } catch (error) {
              throw new ShownError(
                failureOf(error, (failure) => errorText(failure, 'The difference could not be resolved.')),
              );
            }
            setNotice(`${describe(resolving)} is resolved.`);
            setResolving(null);
            await read();
          }}
          onCancel={() => setResolving(null)}
        />
      )}
    </AdminSection>
  );
}

function Reconciliation({ overview, onRun }: { overview: LedgerOverview; onRun: (day: string) => Promise<void> }) {
  const [day, setDay] = useState(() => previousIndiaDay(indiaDay(Date.now())));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const { lastRun } = overview;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    try {
      await onRun(day);
    } catch (error) {
      setFailed(
        failureOf(error, (failure) => errorText(failure, 'The day could not be reconciled. Please try again.')),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="money-reconciliation">
      <h3>Reconciliation with the providers</h3>
      <p>
        {lastRun
          ? `Last run for ${lastRun.day}${lastRun.ranAt !== null ? ` (${formatDateTime(lastRun.ranAt)})` : ''}: ` +
            `${lastRun.matched} of ${lastRun.providerMovements} provider movements matched, ` +
            `${lastRun.differences} to look at.`
          : 'Not run yet. It runs each morning for the day before.'}
      </p>
      <form className="money-reconciliation__form" onSubmit={(event) => void submit(event)}>
        <Field id="reconcile-day" label="Day (India)">
          <input
            id="reconcile-day"
            className="input"
            type="date"
            required
            max={indiaDay(Date.now())}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Reconciling…' : 'Reconcile'}
        </button>
      </form>
      <Banner tone="error">{failed}</Banner>
    </div>
  );
}

function Differences({
  differences,
  onResolve,
}: {
  differences: StoredDifference[];
  onResolve: (difference: StoredDifference) => void;
}) {
  if (differences.length === 0) return <p className="muted">No differences to look at.</p>;
  return (
    <AdminTable
      caption="Differences to look at"
      columns={['Difference', 'Amounts', 'What to do', 'Actions']}
      rows={differences}
      cells={(difference) => [
        <span>
          {describe(difference)}
          <br />
          <span className="muted">{difference.day}</span>
        </span>,
        `Provider ${difference.providerPaise === null ? '—' : rupees(difference.providerPaise)}, ledger ${
          difference.ledgerPaise === null ? '—' : rupees(difference.ledgerPaise)
        }`,
        whatToDo[difference.kind],
      ]}
      actions={(difference) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Resolve ${describe(difference)}`}
          onClick={() => onResolve(difference)}
        >
          Resolve
        </button>
      )}
    />
  );
}

function RecentMovements({ entries }: { entries: ListedEntry[] }) {
  return (
    <>
      <h3>Recent movements</h3>
      {entries.length === 0 ? (
        <p className="muted">No money has moved yet.</p>
      ) : (
        <AdminTable
          caption="Recent movements"
          columns={['When', 'Movement', 'For', 'Amount']}
          rows={entries}
          cells={(entry) => [
            entry.at === null ? '' : formatDateTime(entry.at),
            entryKindWords[entry.kind],
            // The server's name of what it was for (decision 064), never the subject's id.
            entry.title,
          ]}
          actions={(entry) => rupees(entryAmountPaise(entry))}
        />
      )}
    </>
  );
}

function ResolveDialog({
  difference,
  onResolve,
  onCancel,
}: {
  difference: StoredDifference;
  onResolve: (note: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      title="Resolve difference"
      confirmLabel="Mark resolved"
      tone="primary"
      onConfirm={() =>
        note.trim() === '' ? Promise.reject(new ShownError('Say what was done.')) : onResolve(note.trim())
      }
      onCancel={onCancel}
    >
      <p>{describe(difference)}. Say what was done about it; it is kept in the audit log.</p>
      <Field id="difference-resolution" label="What was done">
        <textarea
          id="difference-resolution"
          className="input"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
