// The admin's chargebacks (decision 049): every case a bank opened and we have not seen decided, the one due soonest
// first with how long is left to answer (a missed window loses it), each opening its evidence pack, where the admin
// contests (a draft, then the submission the bank decides on) or accepts, through the server's endpoints.
import { useMemo, useState } from 'react';
import { openChargebackStatuses, type Chargeback } from '@marketplace/shared/payments/chargeback';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useWatch } from '../../../lib/use-watch.ts';
import type { Watch } from '../../../lib/watch.ts';
import { AdminSection } from '../admin-section.tsx';
import { WatchedTable } from '../admin-table.tsx';
import { caseStatusText, caseTitle, rupees } from './case-words.ts';
import { ChargebackCase } from './chargeback-case.tsx';
import type { ChargebackAnswer, ChargebacksPort } from './chargebacks.port.ts';
import { timeLeftText } from './time-left.ts';
import './chargebacks.css';

/** What an answer did, said once it is done. */
const doneText: Record<ChargebackAnswer, (title: string) => string> = {
  draft: (title) => `The contest of the chargeback on “${title}” was saved as a draft.`,
  submit: (title) => `The evidence for “${title}” was submitted; the bank decides now.`,
  accept: (title) => `The chargeback on “${title}” was accepted.`,
};

/** The server's list as a watch read once; each `read` (a new number after an answer) reads it again. */
const listOnce =
  (port: ChargebacksPort, _read: number): Watch<Chargeback[]> =>
  (onNext, onError) => {
    let stopped = false;
    port.listChargebacks().then(
      (list) => !stopped && onNext(list.filter((one) => openChargebackStatuses.includes(one.status))),
      (error: unknown) => !stopped && onError(error),
    );
    return () => {
      stopped = true;
    };
  };

export function ChargebacksQueue({ port, now = Date.now }: { port: ChargebacksPort; now?: () => number }) {
  const [version, setVersion] = useState(0);
  const cases = useWatch(useMemo(() => listOnce(port, version), [port, version]));
  const [opened, setOpened] = useState<Chargeback | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const at = now();
  return (
    <AdminSection title="Chargebacks">
      <p className="muted chargebacks__intro">
        A cardholder&apos;s bank took these payments back. Answer each before its time runs out: a case not answered in
        time is lost.
      </p>
      {done && (
        <p className="chargebacks__done" role="status">
          {done}
        </p>
      )}
      <WatchedTable
        watched={cases}
        what="chargebacks"
        anchor="chargeback"
        empty="No chargebacks wait for an answer."
        caption="Chargebacks, the one due soonest first"
        columns={['Payment', 'Amount', 'Bank’s reason', 'Respond by', 'Status', 'Actions']}
        cells={(chargeback) => [
          <span>
            {caseTitle(chargeback)}
            <br />
            <span className="muted">{chargeback.paymentId}</span>
          </span>,
          <span>
            {rupees(chargeback.amountPaise)}
            {chargeback.feePaise > 0 && (
              <>
                <br />
                <span className="muted">and a {rupees(chargeback.feePaise)} fee</span>
              </>
            )}
          </span>,
          chargeback.reason || chargeback.reasonCode.replace(/_/g, ' '),
          chargeback.respondBy === null ? (
            <span className="muted">Not given</span>
          ) : (
            <span>
              {formatDateTime(chargeback.respondBy)}
              <br />
              <strong className={chargeback.respondBy <= at ? 'chargebacks__overdue' : undefined}>
                {timeLeftText(chargeback.respondBy, at)}
              </strong>
            </span>
          ),
          caseStatusText(chargeback),
        ]}
        actions={(chargeback) => (
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={`Open the evidence pack for ${caseTitle(chargeback)}`}
            onClick={() => {
              setDone(null);
              setOpened(chargeback);
            }}
          >
            Evidence pack
          </button>
        )}
      />
      {opened && (
        <ChargebackCase
          chargeback={opened}
          port={port}
          timeLeft={opened.respondBy === null ? null : timeLeftText(opened.respondBy, at)}
          onClose={() => setOpened(null)}
          onAnswered={(action) => {
            setOpened(null);
            setDone(doneText[action](caseTitle(opened)));
            setVersion((v) => v + 1);
          }}
        />
      )}
    </AdminSection>
  );
}
