// The admin's chargebacks (decision 049): every case a bank opened and we have not seen decided, the one due soonest
// first with how long is left to answer (a missed window loses it), each opening its evidence pack, where the admin
// contests (a draft, then the submission the bank decides on) or accepts, through the server's endpoints.
import { useMemo, useState } from 'react';
import { openChargebackStatuses, type Chargeback } from '@marketplace/shared/payments/chargeback';
import { timeLeftIn, useAdminFormats, useAdminTexts } from '../../../lib/admin-texts.ts';
import { useWatch } from '../../../lib/use-watch.ts';
import type { Watch } from '../../../lib/watch.ts';
import { AdminSection } from '../admin-section.tsx';
import { WatchedTable } from '../admin-table.tsx';
import { caseStatusText, caseTitle } from './case-words.ts';
import { ChargebackCase, type ChargebacksApi } from './chargeback-case.tsx';
import './chargebacks.css';

/** The server's list as a watch read once; each `read` (a new number after an answer) reads it again. */
const listOnce =
  (port: ChargebacksApi, _read: number): Watch<Chargeback[]> =>
  (onNext, onError) => {
    let stopped = false;
    port.list().then(
      ({ chargebacks }) => !stopped && onNext(chargebacks.filter((one) => openChargebackStatuses.includes(one.status))),
      (error: unknown) => !stopped && onError(error),
    );
    return () => {
      stopped = true;
    };
  };

export function ChargebacksQueue({ port, now = Date.now }: { port: ChargebacksApi; now?: () => number }) {
  const t = useAdminTexts();
  const { paise: rupees, dateTime } = useAdminFormats();
  const [version, setVersion] = useState(0);
  const cases = useWatch(useMemo(() => listOnce(port, version), [port, version]));
  const [opened, setOpened] = useState<Chargeback | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const at = now();
  return (
    <AdminSection title={t('admin.chargebacks.title')}>
      <p className="muted chargebacks__intro">{t('admin.chargebacks.intro')}</p>
      {done && (
        <p className="chargebacks__done" role="status">
          {done}
        </p>
      )}
      <WatchedTable
        watched={cases}
        what="chargebacks"
        anchor="chargeback"
        empty={t('admin.chargebacks.empty')}
        caption={t('admin.chargebacks.caption')}
        columns={[
          t('admin.chargebacks.col.payment'),
          t('admin.col.amount'),
          t('admin.chargebacks.col.reason'),
          t('admin.chargebacks.col.respondBy'),
          t('admin.chargebacks.col.status'),
          t('admin.col.actions'),
        ]}
        cells={(chargeback) => [
          <span>
            {caseTitle(t, chargeback)}
            <br />
            <span className="muted">{chargeback.paymentId}</span>
          </span>,
          <span>
            {rupees(chargeback.amountPaise)}
            {chargeback.feePaise > 0 && (
              <>
                <br />
                <span className="muted">{t('admin.chargebacks.fee', { fee: rupees(chargeback.feePaise) })}</span>
              </>
            )}
          </span>,
          chargeback.reason || chargeback.reasonCode.replace(/_/g, ' '),
          chargeback.respondBy === null ? (
            <span className="muted">{t('admin.notGiven')}</span>
          ) : (
            <span>
              {dateTime(chargeback.respondBy)}
              <br />
              <strong className={chargeback.respondBy <= at ? 'chargebacks__overdue' : undefined}>
                {timeLeftIn(t, chargeback.respondBy, at)}
              </strong>
            </span>
          ),
          caseStatusText(t, chargeback),
        ]}
        actions={(chargeback) => (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('admin.chargebacks.open', { title: caseTitle(t, chargeback) })}
            onClick={() => {
              setDone(null);
              setOpened(chargeback);
            }}
          >
            {t('admin.chargebacks.pack')}
          </button>
        )}
      />
      {opened && (
        <ChargebackCase
          chargeback={opened}
          port={port}
          timeLeft={opened.respondBy === null ? null : timeLeftIn(t, opened.respondBy, at)}
          onClose={() => setOpened(null)}
          onAnswered={(action) => {
            setOpened(null);
            setDone(t(`admin.chargebacks.done.${action}`, { title: caseTitle(t, opened) }));
            setVersion((v) => v + 1);
          }}
        />
      )}
    </AdminSection>
  );
}
