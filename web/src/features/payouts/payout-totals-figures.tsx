// The seller's figures over 'Your Payouts' (issue 21): earned, on its way and paid, what waits for the seller's
// details and what failed (an admin sends it again) when any does, so the figures always add up to what was earned.
// Only money paid is green; a failed payout is red, never counted as merely waiting.
import { payoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';

export function PayoutTotalsFigures({ payouts }: { payouts: readonly Payout[] }) {
  const totals = payoutTotals(payouts);
  const figures: [label: string, paise: number, tone: 'plain' | 'paid' | 'failed'][] = [
    ['Earned', totals.earnedPaise, 'plain'],
    ['On its way', totals.onItsWayPaise, 'plain'],
    ['Paid', totals.paidPaise, 'paid'],
  ];
  if (totals.waitingCount > 0) figures.push(['Waiting for your details', totals.waitingPaise, 'plain']);
  if (totals.failedCount > 0) figures.push(['Failed', totals.failedPaise, 'failed']);
  // Decision 039: TCS and TDS kept back for the government, so the figures still add up to what was earned.
  if (totals.withheldPaise > 0) figures.push(['Tax withheld', totals.withheldPaise, 'plain']);
  return (
    <dl className="payout-totals">
      {figures.map(([label, paise, tone]) => (
        <div key={label} className={`payout-totals__figure payout-totals__figure--${tone}`}>
          <dt>{label}</dt>
          <dd>{formatRupees(fromPaise(paise))}</dd>
        </div>
      ))}
    </dl>
  );
}
