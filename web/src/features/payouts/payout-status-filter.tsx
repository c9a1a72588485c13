// The admin's payouts by status: a row of toggle buttons, 'All' first, so a failed payout is found without scrolling
// the whole list. Each choice is its own query a page at a time; a button carries no count, since counting a status's
// payouts would read every one of them (decision 076). Each status's English is shared's label word for word.
import { payoutStatuses } from '@marketplace/shared/payouts/payout';
import { usePayoutsTexts } from './payouts-texts.ts';
import type { PayoutFilter } from './payouts.port.ts';

interface PayoutStatusFilterProps {
  value: PayoutFilter;
  onChange: (value: PayoutFilter) => void;
}

export function PayoutStatusFilter({ value, onChange }: PayoutStatusFilterProps) {
  const t = usePayoutsTexts();
  const options: [PayoutFilter, string][] = [
    ['all', t('payouts.filter.all')],
    ...payoutStatuses.map((status): [PayoutFilter, string] => [status, t(`payouts.filter.status.${status}`)]),
  ];
  return (
    <div className="payout-filter" role="group" aria-label={t('payouts.filter.label')}>
      {options.map(([option, label]) => (
        <button
          key={option}
          type="button"
          className={option === value ? 'button button--small' : 'button button--secondary button--small'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
