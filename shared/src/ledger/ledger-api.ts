// The admin console's money endpoints (decision 029): the ledger's balances with the last reconciliation and its open
// differences; a reconciliation of a chosen day run now; a difference marked resolved with what was done.
import { z } from 'zod';
import { adminEndpoint, callerTexts, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { isCalendarDay } from './india-day.ts';
import { ledgerEntrySchema, type EntryKind, type LedgerEntry } from './ledger.ts';
import { differenceSchema, reconciliationRunSchema } from './reconciliation.ts';

export const ledgerTexts = {
  notAdmin: callerTexts.notAdmin,
  badDay: 'Choose a day as YYYY-MM-DD, today or before.',
  noSuchDay: 'There is no such day in the calendar. Choose a day as YYYY-MM-DD, today or before.',
  differenceNotFound: 'This difference is not in the queue.',
  alreadyResolved: 'This difference was already resolved.',
  resolutionRequired: 'Say what was done (at most 500 characters).',
} as const;

/** Where the platform's money stands, in paise, from the sums of the ledger's entries. */
export const balancesSchema = z.object({
  /** Held for projects and orders not yet ended (escrow). */
  heldPaise: z.number().int(),
  /** Owed to sellers, earned and not yet paid out (carried payouts included). */
  owedToSellersPaise: z.number().int(),
  /** Refunds decided and not yet processed by the provider. */
  refundsDuePaise: z.number().int(),
  /** The platform's share, all time. */
  platformSharePaise: z.number().int(),
  /** TCS and TDS kept back from sellers and not yet paid to the government (decision 039). */
  taxWithheldPaise: z.number().int().catch(0),
  /** What the providers paid out to sellers, net of what banks returned, and refunded to payers, all time. */
  paidOutPaise: z.number().int(),
  refundedPaise: z.number().int(),
  /** The money at the providers, and cash collected on delivery: what the liabilities above stand on. */
  atProvidersPaise: z.number().int(),
  cashOnDeliveryPaise: z.number().int(),
  /** What card networks hold back for chargebacks not yet decided (decision 049). */
  chargebacksOpenPaise: z.number().int().catch(0),
  entries: z.number().int(),
});
export type Balances = z.infer<typeof balancesSchema>;

/**
 * A movement as the console lists it: the entry, and what it was for in words (the project's title, the product's
 * name, or a label where none is kept: decision 064), never its subject's id.
 */
export const listedEntrySchema = ledgerEntrySchema.extend({ title: z.string() });
export type ListedEntry = z.infer<typeof listedEntrySchema>;

export const ledgerOverviewSchema = z.object({
  balances: balancesSchema,
  /** The newest movements, newest first (RECENT_ENTRIES of them). */
  recent: z.array(listedEntrySchema),
  lastRun: reconciliationRunSchema.nullable(),
  differences: z.array(differenceSchema),
});
export type LedgerOverview = z.infer<typeof ledgerOverviewSchema>;

/** How many of the newest movements the console lists. */
export const RECENT_ENTRIES = 20;

/** Each movement in words, as the console lists it. */
export const entryKindWords: Record<EntryKind, string> = {
  capture: 'Payment captured and held',
  'refund-due': 'Refund owed to the payer',
  'refund-paid': 'Refunded',
  release: 'Released to the seller',
  settlement: 'Settled to the seller',
  sale: 'Store sale earned',
  'cod-collected': 'Cash collected on delivery',
  withholding: 'Tax withheld from the seller (TCS/TDS)',
  'payout-paid': 'Paid out to the seller',
  'payout-returned': 'Payout returned by the bank',
  'chargeback-debit': 'Chargeback: taken back by the bank, with its fee',
  'chargeback-recovery': 'Chargeback: seller’s share recovered from their earnings',
  'chargeback-won': 'Chargeback won: amount returned',
  'chargeback-lost': 'Chargeback lost',
};

/** What a movement moved, in paise: the one amount the console shows beside it. */
export function entryAmountPaise(entry: Pick<LedgerEntry, 'kind' | 'totals'>): number {
  const { provider, held, cod, refundDue } = entry.totals;
  if (entry.kind === 'refund-due') return Math.abs(refundDue);
  if (entry.kind === 'cod-collected') return Math.abs(cod);
  if (entry.kind === 'withholding') return Math.abs(entry.totals.taxWithheld);
  if (entry.kind === 'release' || entry.kind === 'sale' || entry.kind === 'settlement') return Math.abs(held);
  if (entry.kind === 'chargeback-recovery' || entry.kind === 'chargeback-lost')
    return Math.abs(entry.totals.chargeback);
  return Math.abs(provider);
}

/** How many open differences the console lists, newest day first. */
export const DIFFERENCES_SHOWN = 50;

export const ledgerContract = {
  overview: adminEndpoint
    .route({ method: 'GET', path: '/admin/ledger', summary: "The ledger's balances and the reconciliation's state" })
    .output(ledgerOverviewSchema),
  reconcile: adminEndpoint
    .route({ method: 'POST', path: '/admin/reconciliations', summary: "Reconcile a day's provider movements now" })
    .input(
      z.object({
        day: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, ledgerTexts.badDay)
          .refine(isCalendarDay, ledgerTexts.noSuchDay),
      }),
    )
    .output(reconciliationRunSchema)
    .errors(errorsWith({ BAD_REQUEST: ledgerTexts.badDay })),
  resolve: adminEndpoint
    .route({
      method: 'POST',
      path: '/admin/reconciliation-differences/{differenceId}/resolution',
      summary: 'Mark a difference resolved, with what was done',
    })
    .input(
      z.object({
        differenceId: documentId('differenceId'),
        note: z.string().trim().min(1, ledgerTexts.resolutionRequired).max(500, ledgerTexts.resolutionRequired),
      }),
    )
    .output(z.object({ ok: z.literal(true) }))
    .errors(
      errorsWith({
        NOT_FOUND: ledgerTexts.differenceNotFound,
        CONFLICT: ledgerTexts.alreadyResolved,
        BAD_REQUEST: ledgerTexts.resolutionRequired,
      }),
    ),
};
