// Your Payouts' chargebacks (decision 049): when a payer's bank disputes a payment, the seller's share of it is held
// (still in escrow, or on a payout not yet sent) or taken back from their earnings (already paid out) until the bank
// decides. Each case says which, why (the bank's reason), and what became of it once decided. Nothing when none.
import { useMemo } from 'react';
import { finalChargebackStatuses, type Chargeback } from '@marketplace/shared/payments/chargeback';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { fromPaise } from '@marketplace/shared/projects/money';
import { useFormats, type Translate } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { usePayoutsTexts } from './payouts-texts.ts';
import type { PayoutsPort } from './payouts.port.ts';

type PayoutsId = Parameters<ReturnType<typeof usePayoutsTexts>>[0];
type Formats = ReturnType<typeof useFormats>;

/** The bank's reason as it gave it, else its code in words ('product_not_received' → 'Product not received'). */
function reasonOf(chargeback: Chargeback): string {
  const text = chargeback.reason.trim() || chargeback.reasonCode.replace(/_/g, ' ');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Which of the treatment's sentences: taken back, a payout held, or held in escrow. */
const treatmentKey = (chargeback: Chargeback): 'recovered' | 'payoutHeld' | 'held' =>
  chargeback.treatment === 'recovered' ? 'recovered' : chargeback.treatment === 'payout-held' ? 'payoutHeld' : 'held';

/** What happened to the share while the bank decides. */
function openText(t: Translate<PayoutsId>, { rupees, date }: Formats, chargeback: Chargeback): string {
  const by = chargeback.respondBy !== null ? t('payouts.chargeback.by', { date: date(chargeback.respondBy) }) : '';
  return t(`payouts.chargeback.${treatmentKey(chargeback)}`, { amount: rupees(fromPaise(chargeback.amountPaise)), by });
}

function decidedText(t: Translate<PayoutsId>, { date }: Formats, chargeback: Chargeback): string {
  const on = chargeback.updatedAt !== null ? t('payouts.chargeback.on', { date: date(chargeback.updatedAt) }) : '';
  const outcome = chargeback.status === 'lost' ? 'lost' : 'won';
  return t(`payouts.chargeback.${outcome}.${treatmentKey(chargeback)}`, { on });
}

export function ChargebackShares({ sellerId, payouts }: { sellerId: string; payouts: PayoutsPort }) {
  const cases = useWatch(useMemo(() => payouts.watchSellerChargebacks(sellerId), [payouts, sellerId]));
  const t = usePayoutsTexts();
  const formats = useFormats();
  if (cases.status === 'failed') return <p className="muted">{t('payouts.chargeback.loadFailed')}</p>;
  const shown = cases.status === 'ready' ? cases.value.filter((one) => one.sellerSharePaise > 0) : [];
  if (shown.length === 0) return null;
  return (
    <section className="chargeback-shares" aria-labelledby="chargeback-shares-title">
      <h3 id="chargeback-shares-title">{t('payouts.chargeback.title')}</h3>
      <ul className="card project-payouts__list">
        {shown.map((chargeback) => {
          const decided = finalChargebackStatuses.includes(chargeback.status);
          return (
            <li
              key={chargeback.id}
              className="project-payouts__item"
              data-status={decided ? chargeback.status : 'open'}
            >
              <span className="project-payouts__title">
                {chargeback.title.trim() || subjectName(chargeback.subject)}
                <span className="project-payouts__about">
                  {decided ? decidedText(t, formats, chargeback) : openText(t, formats, chargeback)}
                </span>
                <span className="muted project-payouts__about">
                  {t('payouts.chargeback.reason', { reason: reasonOf(chargeback) })}
                </span>
              </span>
              <span className="project-payouts__side">
                <span className="project-payouts__amount">
                  {formats.rupees(fromPaise(chargeback.sellerSharePaise))}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
