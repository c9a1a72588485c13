// Where the platform's money is (decision 029): the ledger's balances (held for projects and orders, owed to
// sellers, refunds on their way, the platform's share; paid out and refunded so far; what the providers hold), the
// last reconciliation with the providers and what it could not match, each with what to do and Resolve. An admin
// reconciles a chosen day now (yesterday's runs by itself each morning). Read from the server on opening and after
// each action; Refresh reads again.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { indiaDay, previousIndiaDay } from '@marketplace/shared/ledger/india-day';
import {
  entryAmountPaise,
  type Balances,
  type LedgerOverview,
  type ListedEntry,
} from '@marketplace/shared/ledger/ledger-api';
import type { StoredDifference } from '@marketplace/shared/ledger/reconciliation';
import { saySubject, useAdminFormats, useAdminTexts, type AdminTranslate } from '../../lib/admin-texts.ts';
import { ShownError, errorText } from '../../lib/error-text.ts';
import { Banner } from '../../ui/banner.tsx';
import { FigureDefinitions } from '../../ui/figure-definitions.tsx';
import { InputField } from '../../ui/field.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { AdminSection } from './admin-section.tsx';
import { AdminTable } from './admin-table.tsx';
import type { AdminPort } from './admin.port.ts';
import { failureOf } from './use-deletion.tsx';

/**
 * Each balance ('admin.balance.{key}'), in the order an operator reads them: what is owed, then what moved, then what
 * backs it. Decision 044: the figures the glossary defines carry its definition ('admin.figure.{id}', the glossary's
 * word for word in English); 'Platform's share' here is of the whole ledger.
 */
const balanceRows: {
  key: Exclude<keyof Balances, 'chargebacksOpenPaise' | 'entries'>;
  figure?: 'owed' | 'platformShare' | 'taxWithheld' | 'netPaid';
}[] = [
  { key: 'heldPaise' },
  { key: 'owedToSellersPaise', figure: 'owed' },
  { key: 'refundsDuePaise' },
  { key: 'platformSharePaise', figure: 'platformShare' },
  { key: 'taxWithheldPaise', figure: 'taxWithheld' },
  { key: 'paidOutPaise', figure: 'netPaid' },
  { key: 'refundedPaise' },
  { key: 'atProvidersPaise' },
  { key: 'cashOnDeliveryPaise' },
];

/** The glossary's figures defined beside the balances. */
const figureIds = ['platformShare', 'owed', 'taxWithheld', 'netPaid'] as const;

/** 'Not booked: payment pay_123': the difference's kind and the movement it is about, as its row and messages say. */
const describe = (t: AdminTranslate, difference: StoredDifference) =>
  t('admin.diff.describe', {
    kind: t(`admin.diff.kind.${difference.kind}`),
    movement: t(`admin.diff.movement.${difference.movement}`),
    id: difference.providerId ?? difference.entryId ?? '',
  });

export function MoneyOverview({ admin }: { admin: AdminPort }) {
  const t = useAdminTexts();
  const { paise: rupees } = useAdminFormats();
  const [overview, setOverview] = useState<LedgerOverview | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resolving, setResolving] = useState<StoredDifference | null>(null);

  const read = useCallback(async () => {
    setFailed(null);
    try {
      setOverview(await admin.ledgerOverview());
    } catch (error) {
      setFailed(failureOf(t, error, (failure) => errorText(failure, t('admin.money.readFailed'))));
    }
  }, [admin, t]);

  useEffect(() => {
    void read();
  }, [read]);

  return (
    <AdminSection
      title={t('admin.area.money')}
      action={
        <button type="button" className="button button--secondary" onClick={() => void read()}>
          {t('admin.money.refresh')}
        </button>
      }
    >
      <Banner tone="error">{failed}</Banner>
      {notice && <p role="status">{notice}</p>}
      {!overview && !failed && <p className="muted">{t('admin.money.reading')}</p>}
      {overview && (
        <>
          <dl className="money-balances" aria-label={t('admin.money.balances')}>
            {balanceRows.map(({ key, figure }) => (
              <div key={key} className="money-balances__item">
                <dt title={figure && t(`admin.figure.${figure}`)}>{t(`admin.balance.${key}`)}</dt>
                <dd>{rupees(overview.balances[key])}</dd>
              </div>
            ))}
          </dl>
          <FigureDefinitions
            figures={figureIds}
            summary={t('admin.figure.whatIsThis')}
            shown={(id) => {
              const figure = id as (typeof figureIds)[number];
              return { name: t(`admin.figure.${figure}.name`), definition: t(`admin.figure.${figure}`) };
            }}
          />
          <Reconciliation
            overview={overview}
            onRun={async (day) => {
              const run = await admin.reconcile(day);
              const figures = {
                day: run.day,
                matched: run.matched,
                movements: run.providerMovements,
                differences: run.differences,
              };
              setNotice(
                run.healed
                  ? t('admin.money.reconciledHealed', { ...figures, healed: run.healed })
                  : t('admin.money.reconciled', figures),
              );
              await read();
            }}
          />
          <Differences differences={overview.differences} onResolve={setResolving} rupees={rupees} />
          <RecentMovements entries={overview.recent} rupees={rupees} />
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
                failureOf(t, error, (failure) => errorText(failure, t('admin.money.resolveFailed'))),
              );
            }
            setNotice(t('admin.money.resolved', { difference: describe(t, resolving) }));
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
  const t = useAdminTexts();
  const { dateTime } = useAdminFormats();
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
      setFailed(failureOf(t, error, (failure) => errorText(failure, t('admin.recon.failed'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="money-reconciliation">
      <h3>{t('admin.recon.title')}</h3>
      <p>{lastRun ? lastRunText(t, lastRun, dateTime) : t('admin.recon.notRun')}</p>
      <form className="money-reconciliation__form" onSubmit={(event) => void submit(event)}>
        <InputField
          id="reconcile-day"
          label={t('admin.recon.day')}
          type="date"
          required
          max={indiaDay(Date.now())}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('admin.recon.reconciling') : t('admin.recon.reconcile')}
        </button>
      </form>
      <Banner tone="error">{failed}</Banner>
    </div>
  );
}

type LastRun = NonNullable<LedgerOverview['lastRun']>;

/** The last reconciliation's figures, with when it ran where that is known. */
function lastRunText(t: AdminTranslate, run: LastRun, dateTime: (millis: number) => string): string {
  const figures = {
    day: run.day,
    matched: run.matched,
    movements: run.providerMovements,
    differences: run.differences,
  };
  return run.ranAt === null
    ? t('admin.recon.lastRun', figures)
    : t('admin.recon.lastRunAt', { ...figures, at: dateTime(run.ranAt) });
}

function Differences({
  differences,
  onResolve,
  rupees,
}: {
  differences: StoredDifference[];
  onResolve: (difference: StoredDifference) => void;
  rupees: (paise: number) => string;
}) {
  const t = useAdminTexts();
  if (differences.length === 0) return <p className="muted">{t('admin.diff.none')}</p>;
  return (
    <AdminTable
      caption={t('admin.diff.caption')}
      anchor="difference"
      columns={[
        t('admin.diff.col.difference'),
        t('admin.diff.col.amounts'),
        t('admin.diff.col.whatToDo'),
        t('admin.col.actions'),
      ]}
      rows={differences}
      cells={(difference) => [
        <span>
          {describe(t, difference)}
          <br />
          <span className="muted">{difference.day}</span>
        </span>,
        t('admin.diff.amounts', {
          provider: difference.providerPaise === null ? '—' : rupees(difference.providerPaise),
          ledger: difference.ledgerPaise === null ? '—' : rupees(difference.ledgerPaise),
        }),
        t(`admin.diff.todo.${difference.kind}`),
      ]}
      actions={(difference) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('admin.diff.resolveNamed', { difference: describe(t, difference) })}
          onClick={() => onResolve(difference)}
        >
          {t('admin.diff.resolve')}
        </button>
      )}
    />
  );
}

function RecentMovements({ entries, rupees }: { entries: ListedEntry[]; rupees: (paise: number) => string }) {
  const t = useAdminTexts();
  const { dateTime } = useAdminFormats();
  return (
    <>
      <h3>{t('admin.moves.title')}</h3>
      {entries.length === 0 ? (
        <p className="muted">{t('admin.moves.none')}</p>
      ) : (
        <AdminTable
          caption={t('admin.moves.title')}
          columns={[
            t('admin.moves.col.when'),
            t('admin.moves.col.movement'),
            t('admin.moves.col.for'),
            t('admin.col.amount'),
          ]}
          rows={entries}
          cells={(entry) => [
            entry.at === null ? '' : dateTime(entry.at),
            t(`admin.entryKind.${entry.kind}`),
            // The server's name of what it was for (decision 064), never the subject's id; a label by its key.
            saySubject(t, entry.title),
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
  const t = useAdminTexts();
  return (
    <ReasonDialog
      title={t('admin.diff.resolveTitle')}
      confirmLabel={t('admin.diff.markResolved')}
      tone="primary"
      question={t('admin.diff.resolveQuestion', { difference: describe(t, difference) })}
      label={t('admin.diff.whatWasDone')}
      maxLength={500}
      requiredText={t('admin.diff.sayWhat')}
      onConfirm={onResolve}
      onCancel={onCancel}
    />
  );
}
