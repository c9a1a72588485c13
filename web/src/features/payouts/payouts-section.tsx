// The payouts list both dashboards show (the seller's own, the admin's all): heading with what they add up to,
// the loading, failed and empty states, and one row per payout; each view chooses the words, the amount shown and
// what a row adds (the admin's seller and Retry).
import type { ReactNode } from 'react';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { useFormats, useLocale } from '../../i18n/i18n.ts';
import type { Watched } from '../../lib/use-watch.ts';
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

/** `payouts` is what the view watches (all of them, or a page); `above` shows between the heading and the list, `below` under it. */
export function PayoutsSection({
  view,
  payouts,
  above,
  below,
}: {
  view: PayoutsView;
  payouts: Watched<Payout[]>;
  above?: (payouts: readonly Payout[]) => ReactNode;
  below?: ReactNode;
}) {
  const t = usePayoutsTexts();
  const { id, title, summary, failedText, emptyText } = view;
  const all = payouts.status === 'ready' ? payouts.value : [];
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
      ) : all.length === 0 ? (
        <p className="card muted project-payouts__empty">{emptyText}</p>
      ) : (
        <ul className="card project-payouts__list">
          {all.map((payout) => (
            <PayoutRow key={payout.id} payout={payout} view={view} />
          ))}
        </ul>
      )}
      {below}
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
