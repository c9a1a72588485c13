// The admin's payouts by status: a row of toggle buttons, 'All' first, each with how many payouts it
// holds, so a failed payout is found without scrolling the whole list.
import { payoutStatusLabels, payoutStatuses, type Payout, type PayoutStatus } from '@marketplace/shared/payouts/payout';
import { payoutStatusCounts } from '@marketplace/shared/payouts/payout-totals';

export type PayoutFilter = PayoutStatus | 'all';

interface PayoutStatusFilterProps {
  payouts: readonly Payout[];
  value: PayoutFilter;
  onChange: (value: PayoutFilter) => void;
}

export function PayoutStatusFilter({ payouts, value, onChange }: PayoutStatusFilterProps) {
  const counts = payoutStatusCounts(payouts);
  const options: [PayoutFilter, string, number][] = [
    ['all', 'All', payouts.length],
    ...payoutStatuses.map((status): [PayoutFilter, string, number] => [
      status,
      payoutStatusLabels[status],
      counts[status],
    ]),
  ];
  return (
    <div className="payout-filter" role="group" aria-label="Show payouts by status">
      {options.map(([option, label, count]) => (
        <button
          key={option}
          type="button"
          className={option === value ? 'button button--small' : 'button button--secondary button--small'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {label} ({count})
        </button>
      ))}
    </div>
  );
}
