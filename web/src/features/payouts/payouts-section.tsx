// The payouts list both dashboards show (the seller's own, the admin's all): heading with a total, the
// loading, failed and empty states, and one row per payout; each view chooses the words and the amount shown.
import { useMemo, type ReactNode } from 'react';
import { payoutStatusText, type Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { Watch } from '../../lib/watch.ts';
import './payouts.css';

/** What a payouts view says and adds up. */
export interface PayoutsView {
  id: string;
  title: string;
  /** The label of the total, and which share of each payout it adds up. */
  total: { label: string; share: (payout: Payout) => number };
  failedText: string;
  emptyText: string;
  amount: (payout: Payout) => ReactNode;
}

/** `watch` should be memoised (a new one starts a new subscription); `above` shows between the heading and the list. */

export function PayoutsSection({
  view,
  watch,
  above,
}: {
  view: PayoutsView;
  watch: () => Watch<Payout[]>;
  above?: (payouts: readonly Payout[]) => ReactNode;
}) {
  const payouts = useWatch(useMemo(() => watch(), [watch]));
  const { id, title, total, failedText, emptyText, amount } = view;
  const totalPaise = payouts.status === 'ready' ? payouts.value.reduce((sum, p) => sum + total.share(p), 0) : 0;
  return (
    <section className="project-payouts" aria-labelledby={id}>
      <header className="project-payouts__header">
        <h2 id={id}>{title}</h2>
        {payouts.status === 'ready' && payouts.value.length > 0 && (
          <p className="project-payouts__total">
            {total.label}: <strong>{formatRupees(fromPaise(totalPaise))}</strong>
          </p>
        )}
      </header>
      {above?.(payouts.status === 'ready' ? payouts.value : [])}
      {payouts.status === 'loading' ? (
        <p className="muted" role="status">
          Loading payouts...
        </p>
      ) : payouts.status === 'failed' ? (
        <p className="muted">{failedText}</p>
      ) : payouts.value.length === 0 ? (
        <p className="card muted project-payouts__empty">{emptyText}</p>
      ) : (
        <ul className="card project-payouts__list">
          {payouts.value.map((payout) => (
            <li key={payout.id} className="project-payouts__item">
              <span className="project-payouts__title">
                {payout.title || 'Untitled project'}
                {payout.createdAt !== null && <span className="muted"> · {formatDate(payout.createdAt)}</span>}
                <span className="muted project-payouts__status"> · {payoutStatusText(payout)}</span>
              </span>
              <span className="project-payouts__amount">{amount(payout)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
