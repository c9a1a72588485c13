// Your Payouts' chargebacks (decision 049): when a payer's bank disputes a payment, the seller's share of it is held
// (still in escrow, or on a payout not yet sent) or taken back from their earnings (already paid out) until the bank
// decides. Each case says which, why (the bank's reason), and what became of it once decided. Nothing when none.
import { useMemo } from 'react';
import { finalChargebackStatuses, type Chargeback } from '@marketplace/shared/payments/chargeback';
import { subjectName } from '@marketplace/shared/ledger/subject-titles';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { formatDate } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { PayoutsPort } from './payouts.port.ts';

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** The bank's reason as it gave it, else its code in words ('product_not_received' → 'Product not received'). */
function reasonOf(chargeback: Chargeback): string {
  const text = chargeback.reason.trim() || chargeback.reasonCode.replace(/_/g, ' ');
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** What happened to the share while the bank decides. */
function openText(chargeback: Chargeback): string {
  const payment = `the payer's bank disputed the payment of ${rupees(chargeback.amountPaise)} (a chargeback)`;
  const by = chargeback.respondBy !== null ? ` We answer the bank by ${formatDate(chargeback.respondBy)}.` : '';
  if (chargeback.treatment === 'recovered')
    return `Taken back from your earnings: ${payment} after it was paid out to you. Your next earnings pay it first; if the bank decides for us, it is yours again.${by}`;
  const what = chargeback.treatment === 'payout-held' ? 'Your payout is held' : 'Held';
  return `${what}: ${payment}. It stays held until the bank decides.${by}`;
}

function decidedText(chargeback: Chargeback): string {
  const on = chargeback.updatedAt !== null ? ` on ${formatDate(chargeback.updatedAt)}` : '';
  if (chargeback.status !== 'lost') {
    if (chargeback.treatment === 'recovered') return `Chargeback won${on}: the amount taken back is yours again.`;
    if (chargeback.treatment === 'payout-held') return `Chargeback won${on}: your payout is no longer held.`;
    return `Chargeback won${on}: your share is no longer held.`;
  }
  if (chargeback.treatment === 'recovered') return `Chargeback lost${on}: the amount taken back stays taken.`;
  if (chargeback.treatment === 'payout-held')
    return `Chargeback lost${on}: your share went back to the payer, so that payout is not sent.`;
  return `Chargeback lost${on}: the payment went back to the payer, so nothing is paid to you for it.`;
}

export function ChargebackShares({ sellerId, payouts }: { sellerId: string; payouts: PayoutsPort }) {
  const cases = useWatch(useMemo(() => payouts.watchSellerChargebacks(sellerId), [payouts, sellerId]));
  if (cases.status === 'failed') return <p className="muted">Your chargebacks could not be loaded.</p>;
  const shown = cases.status === 'ready' ? cases.value.filter((one) => one.sellerSharePaise > 0) : [];
  if (shown.length === 0) return null;
  return (
    <section className="chargeback-shares" aria-labelledby="chargeback-shares-title">
      <h3 id="chargeback-shares-title">Held or taken back after a chargeback</h3>
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
                  {decided ? decidedText(chargeback) : openText(chargeback)}
                </span>
                <span className="muted project-payouts__about">The bank's reason: {reasonOf(chargeback)}</span>
              </span>
              <span className="project-payouts__side">
                <span className="project-payouts__amount">{rupees(chargeback.sellerSharePaise)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
