// The glossary of money figures (decision 044): each figure the marketplace shows, named once, defined in one line
// a person reads beside it, and worked out once from the ledger's entries and accounts (decision 029). Insights, Money,
// Your Payouts (its figures, chart and statements), the admin's payouts, the exports and the mails name a figure by
// its entry here and offer its definition; a place that counts something else says so in its own label.
import type { LedgerEntry } from './ledger.ts';

export const moneyFigureIds = [
  'gmv',
  'platformShare',
  'takeRate',
  'refunds',
  'grossEarned',
  'taxWithheld',
  'netPaid',
  'owed',
  'onItsWay',
] as const;
export type MoneyFigureId = (typeof moneyFigureIds)[number];

export interface MoneyFigure {
  /** How every place names it. */
  name: string;
  /** One line, for a title, a tooltip or a 'What is this?' beside it. */
  definition: string;
}

export const moneyFigures: Record<MoneyFigureId, MoneyFigure> = {
  gmv: {
    name: 'GMV',
    definition:
      'Gross merchandise value: what buyers paid for projects and store orders (card and UPI captured, cash collected on delivery), before refunds.',
  },
  platformShare: {
    name: "Platform's share",
    definition:
      "The platform's 30% of what was earned: of each release, settlement's paid part, store sale and cash collected on delivery.",
  },
  takeRate: {
    name: 'Take rate',
    definition: "The platform's share as a percent of GMV over the same span.",
  },
  refunds: {
    name: 'Refunds',
    definition: 'Refunds decided (to the buyer), counted on the day they were decided, whenever the money goes back.',
  },
  grossEarned: {
    name: 'Gross earned',
    definition:
      "The seller's 70% of each release, settlement's paid part, store sale and cash collected on delivery, before tax withheld.",
  },
  taxWithheld: {
    name: 'Tax withheld',
    definition: "TCS and TDS kept back from the seller's gross earned for the government, when its payout is queued.",
  },
  netPaid: {
    name: 'Net paid',
    definition: "What reached the seller's bank: payouts processed, less any the bank sent back.",
  },
  owed: {
    name: 'Owed',
    definition: 'Gross earned less tax withheld and net paid: what the seller is still to be paid, on its way or not.',
  },
  onItsWay: {
    name: 'On its way',
    definition: 'The part of what is owed already sent to the payout provider (queued or processing), not yet paid.',
  },
};

/** The entries a seller earns by: their 70% of held or collected money, the platform's 30% beside it. */
export const earningKinds: readonly LedgerEntry['kind'][] = ['release', 'settlement', 'sale', 'cod-collected'];

type Entry = Pick<LedgerEntry, 'kind' | 'subject' | 'totals'>;

/**
 * Money for something real: a project or a store order. A payment that arrived for nothing it could pay
 * (`payment-…`, refunded whole: decision 029) is neither merchandise nor a refund a buyer asked for.
 */
export const isMerchandise = (entry: Pick<LedgerEntry, 'subject'>) =>
  entry.subject?.startsWith('project-') === true || entry.subject?.startsWith('order-') === true;

/**
 * What one entry adds to each figure the ledger holds, in paise (positive). Sums of these over a set of entries (a
 * day, a month, a seller's) are the figures; take rate is platformShare / gmv, and on its way is read from the payouts
 * the provider holds (the ledger books a payout only once it is paid).
 */
export function entryFigures(entry: Entry): Record<Exclude<MoneyFigureId, 'takeRate' | 'onItsWay'>, number> {
  const earning = earningKinds.includes(entry.kind);
  const gmv =
    entry.kind === 'capture' && isMerchandise(entry)
      ? entry.totals.provider
      : entry.kind === 'cod-collected'
        ? entry.totals.cod
        : 0;
  const grossEarned = earning ? -entry.totals.sellerDue : 0;
  const taxWithheld = entry.kind === 'withholding' ? entry.totals.sellerDue : 0;
  const netPaid =
    entry.kind === 'payout-paid'
      ? entry.totals.sellerDue
      : entry.kind === 'payout-returned'
        ? entry.totals.sellerDue
        : 0;
  return {
    gmv,
    platformShare: earning ? -entry.totals.platform : 0,
    refunds: entry.kind === 'refund-due' && isMerchandise(entry) ? -entry.totals.refundDue : 0,
    grossEarned,
    taxWithheld,
    netPaid,
    owed: -entry.totals.sellerDue,
  };
}

/** The figures of a set of entries, added. */
export function figuresOfEntries(entries: readonly Entry[]) {
  const sum = { gmv: 0, platformShare: 0, refunds: 0, grossEarned: 0, taxWithheld: 0, netPaid: 0, owed: 0 };
  for (const entry of entries) {
    const one = entryFigures(entry);
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += one[key];
  }
  return sum;
}
