// The admin's view of every payout record (sellers see their own payouts; admins see all).
import { useMemo } from 'react';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { useWatch } from '../../lib/use-watch.ts';
import { PayoutsSection } from './payouts-section.tsx';
import type { PayoutsPort } from './payouts.port.ts';

export function AllPayoutsPanel({ payouts }: { payouts: PayoutsPort }) {
  const watched = useWatch(useMemo(() => payouts.watchAllPayouts(), [payouts]));
  return (
    <PayoutsSection
      id="all-payouts-title"
      title="Payouts"
      payouts={watched}
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
