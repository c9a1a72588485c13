// A payout's amount in words, for the seller's list and the admin's alike.
import type { Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';

/** The share; once tax was withheld from it (decision 039), also what was withheld and what is paid. */
export function payoutAmountText(payout: Pick<Payout, 'sellerPaise' | 'withheldPaise'>): string {
  const rupees = (paise: number) => formatRupees(fromPaise(paise));
  const withheld = payout.withheldPaise ?? 0;
  if (withheld === 0) return rupees(payout.sellerPaise);
  return `${rupees(payout.sellerPaise)} less ${rupees(withheld)} tax withheld: ${rupees(payout.sellerPaise - withheld)} net`;
}
