// The admin's view of every payout record (sellers see their own payouts; admins see all).
import { useCallback } from 'react';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { PayoutsSection, type PayoutsView } from './payouts-section.tsx';
import type { PayoutsPort } from './payouts.port.ts';

const adminView: PayoutsView = {
  id: 'all-payouts-title',
  title: 'Payouts',
  total: { label: 'Platform share', share: (payout) => payout.platformPaise },
  failedText: 'Payouts could not be loaded.',
  emptyText: 'No payouts yet.',
  amount: (payout) => (
    <>
      {formatRupees(fromPaise(payout.sellerPaise))}
      <span className="muted"> to seller · {formatRupees(fromPaise(payout.platformPaise))} platform</span>
    </>
  ),
};

export function AllPayoutsPanel({ payouts }: { payouts: PayoutsPort }) {
  const watch = useCallback(() => payouts.watchAllPayouts(), [payouts]);
  return <PayoutsSection view={adminView} watch={watch} />;
}
