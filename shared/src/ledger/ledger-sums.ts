// What the ledger's entries add up to (decision 055): the sum of their totals on each kind of account, what was paid
// out and refunded, and how many there are. A day's closing balance is these sums over every entry up to that day's
// end; the console's balances are the last closed day's plus the entries after it.
import { z } from 'zod';
import type { Balances } from './ledger-api.ts';
import { accountKinds, type AccountKind, type EntryKind, type KindTotals } from './ledger.ts';

/** The entries whose `sellerDue` total is money paid out to sellers (net of what banks returned). */
export const paidOutKinds: readonly EntryKind[] = ['payout-paid', 'payout-returned'];
/** The entries whose `refundDue` total is money refunded to payers. */
export const refundedKinds: readonly EntryKind[] = ['refund-paid'];

export const ledgerSumsSchema = z.object({
  totals: z.object(
    Object.fromEntries(accountKinds.map((kind) => [kind, z.number().int()])) as {
      [K in AccountKind]: z.ZodNumber;
    },
  ),
  paidOutPaise: z.number().int(),
  refundedPaise: z.number().int(),
  entries: z.number().int(),
});
export type LedgerSums = z.infer<typeof ledgerSumsSchema>;

export const noSums = (): LedgerSums => ({
  totals: Object.fromEntries(accountKinds.map((kind) => [kind, 0])) as KindTotals,
  paidOutPaise: 0,
  refundedPaise: 0,
  entries: 0,
});

export function addSums(...all: LedgerSums[]): LedgerSums {
  const sum = noSums();
  for (const sums of all) {
    for (const kind of accountKinds) sum.totals[kind] += sums.totals[kind];
    sum.paidOutPaise += sums.paidOutPaise;
    sum.refundedPaise += sums.refundedPaise;
    sum.entries += sums.entries;
  }
  return sum;
}

/** The sums of some entries (a day's, as the fold reads them). */
export function sumsOf(entries: readonly { kind: EntryKind; totals: KindTotals }[]): LedgerSums {
  const sum = noSums();
  for (const entry of entries) {
    for (const kind of accountKinds) sum.totals[kind] += entry.totals[kind];
    if (paidOutKinds.includes(entry.kind)) sum.paidOutPaise += entry.totals.sellerDue;
    if (refundedKinds.includes(entry.kind)) sum.refundedPaise += entry.totals.refundDue;
    sum.entries += 1;
  }
  return sum;
}

/**
 * The console's balances from the sums: credit-normal accounts are negative sums, shown as what they are worth (0 - x,
 * not -x, so nothing owed is 0 rather than -0).
 */
export function balancesOf(sums: LedgerSums): Balances {
  return {
    heldPaise: 0 - sums.totals.held,
    owedToSellersPaise: 0 - sums.totals.sellerDue,
    refundsDuePaise: 0 - sums.totals.refundDue,
    platformSharePaise: 0 - sums.totals.platform,
    taxWithheldPaise: 0 - sums.totals.taxWithheld,
    paidOutPaise: sums.paidOutPaise,
    refundedPaise: sums.refundedPaise,
    atProvidersPaise: sums.totals.provider,
    cashOnDeliveryPaise: sums.totals.cod,
    chargebacksOpenPaise: sums.totals.chargeback,
    entries: sums.entries,
  };
}
