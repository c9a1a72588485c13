// SPEC 9: amounts in rupees with 2 decimals; the seller gets 70% and the platform 30%.

export const SELLER_SHARE_PERCENT = 70;
export const MIN_AMOUNT = 1;
/**
 * The most one budget or price may be (beyond SPEC, which sets only the minimum): ₹5,00,000, a common limit
 * of a single card or UPI payment, so nothing is listed that no payment could cover. firestore.rules states
 * the same number (its tests check the boundary against this constant).
 */
export const MAX_AMOUNT = 500_000;
export const CURRENCY = 'INR';
/**
 * The least a refund or a payout may be (Razorpay refuses a refund, and RazorpayX a payout, below ₹1.00): a
 * settlement never makes a smaller part, and a seller's smaller earnings wait as a balance (decision 029).
 */
export const PROVIDER_MINIMUM_PAISE = 100;

/** Rupees to paise, rounding away float noise (19.99 * 100 = 1998.9999999999998). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Whether `rupees` is an amount one payment can cover: between the limits, in whole paise. */
export function isPayableAmount(rupees: number): boolean {
  return (
    Number.isFinite(rupees) && rupees >= MIN_AMOUNT && rupees <= MAX_AMOUNT && fromPaise(toPaise(rupees)) === rupees
  );
}

/** '₹1,234.50'; a negative amount (a balance after a chargeback) '-₹500.00', as statements write it, never '₹-500.00'. */
export function formatRupees(rupees: number): string {
  const digits = Math.abs(rupees).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return rupees < 0 && digits !== '0.00' ? `-₹${digits}` : `₹${digits}`;
}

export interface PayoutSplit {
  budgetPaise: number;
  sellerPaise: number;
  platformPaise: number;
}

/**
 * An amount in paise split 70/30 in whole paise that always sum to it; the odd half-paisa goes to the seller.
 * A settlement pays out this way the part it does not refund.
 */
export function splitPaise(paise: number): PayoutSplit {
  const sellerPaise = Math.round((paise * SELLER_SHARE_PERCENT) / 100);
  return { budgetPaise: paise, sellerPaise, platformPaise: paise - sellerPaise };
}

/** The whole budget split 70/30 (a release). */
export function splitPayout(budgetRupees: number): PayoutSplit {
  return splitPaise(toPaise(budgetRupees));
}

/** What a seller sees on a card: 70% of the budget, in rupees. */
export function sellerPayout(budgetRupees: number): number {
  return fromPaise(splitPayout(budgetRupees).sellerPaise);
}

/**
 * What a release's mail says of tax (decision 039): what is withheld is worked out when the payout is queued, from the
 * seller's GSTIN and PAN and their year's gross, so the mail names the rule and where the amount will be said.
 */
/**
 * How a project's mail names the seller's 70% before any payout (decision 044): the glossary's 'gross earned', since
 * 'your payout' is what the payout mail says was paid, net of tax withheld.
 */
export const grossEarnedSays = (amount: string, when: 'is' | 'will be' = 'is') =>
  `Your gross earned ${when} ${amount} (70%).`;

export const taxWithheldNote =
  'Before it is paid, tax may be withheld from it: TCS if you gave a GSTIN, and TDS under section 194-O where it applies. The payout mail and Your Payouts name the tax withheld and the net paid.';
