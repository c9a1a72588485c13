// The admin's view of every payout record (issue: sellers see their payouts; admins see all).
import { useMemo } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { useFirebase } from '../../lib/contexts.ts';
import { payoutsCollection } from '../../lib/paths.ts';
import { payoutFromData } from './firestore-projects.ts';
import { PayoutsSection } from './payouts-section.tsx';
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
  return (
    <PayoutsSection
      id="all-payouts-title"
      title="Payouts"
      payouts={payouts}
      total={{ label: 'Platform share', share: (payout) => payout.platformPaise }}
      failedText="Payouts could not be loaded."
      emptyText="No payouts yet."
      amount={(payout) => (
        <>
          {formatRupees(fromPaise(payout.sellerPaise))}
          <span className="muted"> to seller · {formatRupees(fromPaise(payout.platformPaise))} platform</span>
        </>
      )}
    />
  );
}
