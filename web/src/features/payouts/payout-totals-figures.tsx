// The seller's figures over 'Your Payouts' (issue 21): earned, on its way and paid, and what waits when something
// does (for the seller's details or an admin's retry), so the figures always add up to what was earned.
import { payoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';

export function PayoutTotalsFigures({ payouts }: { payouts: readonly Payout[] }) {
  const totals = payoutTotals(payouts);
  const figures: [label: string, paise: number][] = [
    ['Earned', totals.earnedPaise],
    ['On its way', totals.onItsWayPaise],
    ['Paid', totals.paidPaise],
  ];
  if (totals.waitingCount > 0) figures.push(['Waiting', totals.waitingPaise]);
  return (
    <dl className="payout-totals">
      {figures.map(([label, paise]) => (
        <div key={label} className="payout-totals__figure">
          <dt>{label}</dt>
          <dd>{formatRupees(fromPaise(paise))}</dd>
        </div>
      ))}
    </dl>
  );
}
