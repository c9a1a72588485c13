// 'Your Payouts' for sellers: the records the server writes when a student releases payment (70%).
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { formatDate } from './project-badges.tsx';
import type { Payout } from './projects.port.ts';
import type { Watched } from './use-watch.ts';

export function PayoutsList({ payouts }: { payouts: Watched<Payout[]> }) {
  const total = payouts.status === 'ready' ? payouts.value.reduce((sum, payout) => sum + payout.sellerPaise, 0) : 0;
  return (
    <section className="project-payouts" aria-labelledby="project-payouts-title">
      <header className="project-payouts__header">
        <h2 id="project-payouts-title">Your Payouts</h2>
        {payouts.status === 'ready' && payouts.value.length > 0 && (
          <p className="project-payouts__total">
            Total received: <strong>{formatRupees(fromPaise(total))}</strong>
          </p>
        )}
      </header>
      {payouts.status === 'loading' ? (
        <p className="muted" role="status">
          Loading payouts...
        </p>
      ) : payouts.status === 'failed' ? (
        <p className="muted">Your payouts could not be loaded.</p>
      ) : payouts.value.length === 0 ? (
        <p className="card muted project-payouts__empty">
          No payouts yet. You are paid 70% of a project's budget when the student releases the payment.
        </p>
      ) : (
        <ul className="card project-payouts__list">
          {payouts.value.map((payout) => (
            <li key={payout.id} className="project-payouts__item">
              <span className="project-payouts__title">
                {payout.title || 'Untitled project'}
                {payout.createdAt !== null && <span className="muted"> · {formatDate(payout.createdAt)}</span>}
              </span>
              <span className="project-payouts__amount">{formatRupees(fromPaise(payout.sellerPaise))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
