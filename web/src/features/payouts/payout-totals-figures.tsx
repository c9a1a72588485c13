// The seller's figures over 'Your Payouts': earned, on its way and paid, what waits for the seller's
// details and what failed (an admin sends it again) when any does, so the figures always add up to what was earned.
// Only money paid is green; a failed payout is red, never counted as merely waiting.
import { payoutTotals, type PayoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { moneyFigures, type MoneyFigureId } from '@marketplace/shared/ledger/money-figures';
import { FigureDefinitions } from '../../ui/figure-definitions.tsx';

/**
 * What the waiting money waits for: 'your details' only when none were given. A seller who gave them and whose
 * account's check failed (or whose payout is carried below the minimum) was told to give what they had given.
 */
function waitingLabel(totals: PayoutTotals): string {
  if (totals.waitingForDetailsCount === totals.waitingCount) return 'Waiting for your details';
  return totals.waitingForDetailsCount === 0 ? 'Waiting for your verification' : 'Waiting';
}

export function PayoutTotalsFigures({ payouts }: { payouts: readonly Payout[] }) {
  const totals = payoutTotals(payouts);
  const named = (id: MoneyFigureId) => moneyFigures[id].name;
  // Decision 044: the glossary's names; 'Net paid' is what reached the bank, after tax withheld.
  const figures: [label: string, paise: number, tone: 'plain' | 'paid' | 'failed', id?: MoneyFigureId][] = [
    [named('grossEarned'), totals.earnedPaise, 'plain', 'grossEarned'],
    [named('onItsWay'), totals.onItsWayPaise, 'plain', 'onItsWay'],
    [named('netPaid'), totals.paidPaise, 'paid', 'netPaid'],
  ];
  if (totals.waitingCount > 0) figures.push([waitingLabel(totals), totals.waitingPaise, 'plain']);
  if (totals.failedCount > 0) figures.push(['Failed', totals.failedPaise, 'failed']);
  // Decision 039: TCS and TDS kept back for the government, so the figures still add up to what was earned.
  if (totals.withheldPaise > 0) figures.push([named('taxWithheld'), totals.withheldPaise, 'plain', 'taxWithheld']);
  return (
    <>
      <dl className="payout-totals">
        {figures.map(([label, paise, tone, id]) => (
          <div key={label} className={`payout-totals__figure payout-totals__figure--${tone}`}>
            <dt title={id && moneyFigures[id].definition}>{label}</dt>
            <dd>{formatRupees(fromPaise(paise))}</dd>
          </div>
        ))}
      </dl>
      <FigureDefinitions figures={figures.flatMap(([, , , id]) => (id ? [id] : []))} />
    </>
  );
}
