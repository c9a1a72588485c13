// The seller's figures over 'Your Payouts': earned, on its way and paid, what waits for the seller's
// details and what failed (an admin sends it again) when any does, so the figures always add up to what was earned.
// Only money paid is green; a failed payout is red, never counted as merely waiting.
import { payoutTotals, type PayoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { fromPaise } from '@marketplace/shared/projects/money';
import type { MoneyFigureId } from '@marketplace/shared/ledger/money-figures';
import { useFormats } from '../../i18n/i18n.ts';
import { FigureDefinitions } from '../../ui/figure-definitions.tsx';
import { usePayoutsTexts } from './payouts-texts.ts';

/** The glossary's figures this view shows (decision 044), named and defined in the shown language. */
type SellerFigure = 'grossEarned' | 'onItsWay' | 'netPaid' | 'taxWithheld';

/**
 * What the waiting money waits for: 'your details' only when none were given. A seller who gave them and whose
 * account's check failed (or whose payout is carried below the minimum) was told to give what they had given.
 */
function waitingLabel(totals: PayoutTotals): 'waitingForDetails' | 'waitingForVerification' | 'waiting' {
  if (totals.waitingForDetailsCount === totals.waitingCount) return 'waitingForDetails';
  return totals.waitingForDetailsCount === 0 ? 'waitingForVerification' : 'waiting';
}

export function PayoutTotalsFigures({ payouts }: { payouts: readonly Payout[] }) {
  const t = usePayoutsTexts();
  const { rupees } = useFormats();
  const totals = payoutTotals(payouts);
  const named = (id: SellerFigure) => t(`payouts.figure.${id}`);
  // Decision 044: the glossary's names; 'Net paid' is what reached the bank, after tax withheld.
  const figures: [label: string, paise: number, tone: 'plain' | 'paid' | 'failed', id?: SellerFigure][] = [
    [named('grossEarned'), totals.earnedPaise, 'plain', 'grossEarned'],
    [named('onItsWay'), totals.onItsWayPaise, 'plain', 'onItsWay'],
    [named('netPaid'), totals.paidPaise, 'paid', 'netPaid'],
  ];
  if (totals.waitingCount > 0)
    figures.push([t(`payouts.figure.${waitingLabel(totals)}`), totals.waitingPaise, 'plain']);
  if (totals.failedCount > 0) figures.push([t('payouts.figure.failed'), totals.failedPaise, 'failed']);
  // Decision 039: TCS and TDS kept back for the government, so the figures still add up to what was earned.
  if (totals.withheldPaise > 0) figures.push([named('taxWithheld'), totals.withheldPaise, 'plain', 'taxWithheld']);
  return (
    <>
      <dl className="payout-totals">
        {figures.map(([label, paise, tone, id]) => (
          <div key={label} className={`payout-totals__figure payout-totals__figure--${tone}`}>
            <dt title={id && t(`payouts.figure.${id}.definition`)}>{label}</dt>
            <dd>{rupees(fromPaise(paise))}</dd>
          </div>
        ))}
      </dl>
      <FigureDefinitions
        figures={figures.flatMap(([, , , id]) => (id ? [id] : []))}
        summary={t('payouts.figure.whatIsThis')}
        shown={(id: MoneyFigureId) => ({
          name: t(`payouts.figure.${id as SellerFigure}`),
          definition: t(`payouts.figure.${id as SellerFigure}.definition`),
        })}
      />
    </>
  );
}
