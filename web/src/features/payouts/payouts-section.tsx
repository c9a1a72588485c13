// The payouts list both dashboards show (the seller's own, the admin's all): heading with what they add up to,
// the loading, failed and empty states, and one row per payout; each view chooses the words, the amount shown and
// what a row adds (the admin's seller and Retry).
import { useMemo, type ReactNode } from 'react';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { useFormats, useLocale } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { Watch } from '../../lib/watch.ts';
import { payoutStatusLine, usePayoutsTexts } from './payouts-texts.ts';
import './payouts.css';

/** What a payouts view says and adds up. */
export interface PayoutsView {
  id: string;
  title: string;
  /** Beside the heading once there are payouts: what they add up to. */
  summary: (payouts: readonly Payout[]) => ReactNode;
  failedText: string;
  emptyText: string;
  amount: (payout: Payout) => ReactNode;
  /** A line under the row's title. */
  about?: (payout: Payout) => ReactNode;
  /** Beside the row's amount. */
  action?: (payout: Payout) => ReactNode;
}

/** Which of the payouts the list shows (the admin's status filter), and what it says when that is none. */
export interface PayoutsShown {
  rows: (payouts: readonly Payout[]) => readonly Payout[];
  emptyText: string;
}

const everyPayout: PayoutsShown = { rows: (payouts) => payouts, emptyText: '' };

/** `watch` should be memoised (a new one starts a new subscription); `above` shows between the heading and the list. */
export function PayoutsSection({
  view,
  watch,
  above,
  shown = everyPayout,
}: {
  view: PayoutsView;
  watch: () => Watch<Payout[]>;
  above?: (payouts: readonly Payout[]) => ReactNode;
  shown?: PayoutsShown;
}) {
  const t = usePayoutsTexts();
  const payouts = useWatch(useMemo(() => watch(), [watch]));
  const { id, title, summary, failedText, emptyText } = view;
  const all = payouts.status === 'ready' ? payouts.value : [];
  const rows = shown.rows(all);
  return (
    <section className="project-payouts" aria-labelledby={id}>
      <header className="project-payouts__header">
        <h2 id={id}>{title}</h2>
        {all.length > 0 && summary(all)}
      </header>
      {above?.(all)}
      {payouts.status === 'loading' ? (
        <p className="muted" role="status">
          {t('payouts.loading')}
        </p>
      ) : payouts.status === 'failed' ? (
        <p className="muted">{failedText}</p>
      ) : rows.length === 0 ? (
        <p className="card muted project-payouts__empty">{all.length === 0 ? emptyText : shown.emptyText}</p>
      ) : (
        <ul className="card project-payouts__list">
          {rows.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} view={view} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PayoutRow({ payout, view }: { payout: Payout; view: PayoutsView }) {
  const t = usePayoutsTexts();
  const { date } = useFormats();
  const locale = useLocale();
  const about = view.about?.(payout);
  return (
    // Its id lets a link name its row (the console's inbox: decision 063).
    <li className="project-payouts__item" data-status={payout.status} id={`payout-${payout.id}`}>
      <span className="project-payouts__title">
        {payout.title || t('payouts.untitled')}
        {payout.createdAt !== null && <span className="muted"> · {date(payout.createdAt)}</span>}
        <span className="muted project-payouts__status"> · {payoutStatusLine(t, payout, locale)}</span>
        {about && <span className="muted project-payouts__about">{about}</span>}
      </span>
      <span className="project-payouts__side">
        <span className="project-payouts__amount">{view.amount(payout)}</span>
        {view.action?.(payout)}
      </span>
    </li>
  );
}
