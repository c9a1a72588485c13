// The admin's view of every payout record (issue: sellers see their payouts; admins see all).
import { useMemo } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { useFirebase } from '../../lib/contexts.ts';
import { payoutsCollection } from '../../lib/paths.ts';
import { payoutFromData } from './firestore-projects.ts';
import { formatDate } from './project-badges.tsx';
import type { Payout, Watch } from './projects.port.ts';
import { useWatch } from './use-watch.ts';
import './projects.css';

export function AllPayoutsPanel() {
  const { db } = useFirebase();
  const watch = useMemo<Watch<Payout[]>>(
    () => (onNext, onError) =>
      onSnapshot(
        payoutsCollection(db),
        (snapshot) =>
          onNext(
            snapshot.docs
              .flatMap((document) => payoutFromData(document.id, document.data()) ?? [])
              .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0)),
          ),
        onError,
      ),
    [db],
  );
  const payouts = useWatch(watch);
  const platformTotal = payouts.status === 'ready' ? payouts.value.reduce((sum, p) => sum + p.platformPaise, 0) : 0;
  return (
    <section className="project-payouts" aria-labelledby="all-payouts-title">
      <header className="project-payouts__header">
        <h2 id="all-payouts-title">Payouts</h2>
        {payouts.status === 'ready' && payouts.value.length > 0 && (
          <p className="project-payouts__total">
            Platform share: <strong>{formatRupees(fromPaise(platformTotal))}</strong>
          </p>
        )}
      </header>
      {payouts.status === 'loading' ? (
        <p className="muted" role="status">
          Loading payouts...
        </p>
      ) : payouts.status === 'failed' ? (
        <p className="muted">Payouts could not be loaded.</p>
      ) : payouts.value.length === 0 ? (
        <p className="card muted project-payouts__empty">No payouts yet.</p>
      ) : (
        <ul className="card project-payouts__list">
          {payouts.value.map((payout) => (
            <li key={payout.id} className="project-payouts__item">
              <span className="project-payouts__title">
                {payout.title || 'Untitled project'}
                {payout.createdAt !== null && <span className="muted"> · {formatDate(payout.createdAt)}</span>}
              </span>
              <span className="project-payouts__amount">
                {formatRupees(fromPaise(payout.sellerPaise))}
                <span className="muted"> to seller · {formatRupees(fromPaise(payout.platformPaise))} platform</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
