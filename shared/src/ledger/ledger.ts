// The platform's double-entry ledger (ARCHITECTURE 'Who writes what', decision 029): every movement of money is
// one entry of balanced lines on a few kinds of account, written by the server in the transaction that causes it,
// under an id derived from the movement, and never changed. Balances are sums over entries (no account document is
// updated per entry, so no document is hot). Amounts are whole paise, signed: a debit is positive, a credit
// negative, and the lines of an entry add up to zero.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import type { RefundPurpose } from '../payments/refund.ts';
import { CURRENCY, type PayoutSplit } from '../projects/money.ts';
import { indiaDay } from './india-day.ts';

/**
 * The kinds of account. Assets (debit-normal): `provider`, the money at the payment provider (captured, not yet
 * refunded or paid out); `cod`, cash collected on delivery for the platform. Liabilities and revenue
 * (credit-normal): `held`, a funding or order's money the platform holds for it (escrow); `refundDue`, refunds
 * decided and not yet processed; `sellerDue`, sellers' earnings not yet paid out; `platform`, the platform's share;
 * `taxWithheld`, tax kept back from sellers' earnings for the government (`taxWithheld:tcs`, `taxWithheld:tds`:
 * decision 039). `chargeback`, money a card network took back from the provider for a disputed payment while the
 * case is open (`chargeback:{disputeId}`, decision 049): an asset until it is won (back at the provider) or lost.
 */
export const accountKinds = [
  'provider',
  'cod',
  'held',
  'refundDue',
  'sellerDue',
  'platform',
  'taxWithheld',
  'chargeback',
] as const;
export type AccountKind = (typeof accountKinds)[number];

/** What an entry's lines sum to on each kind of account (zero where it has none), for sums over entries. */
export type KindTotals = Record<AccountKind, number>;

/**
 * What a movement is: a payment captured; a refund decided (held → refundDue) and processed (refundDue →
 * provider); a release, a store sale, a settlement's paid part or a COD collection (held or cod → sellerDue and
 * platform); tax withheld from that earning (sellerDue → taxWithheld, decision 039); a payout processed (sellerDue →
 * provider) or returned by the bank (provider → sellerDue); a chargeback (decision 049) debited at the provider with
 * its fee, the seller's share recovered from their earnings, and its outcome, won (back at the provider) or lost.
 */
export const entryKinds = [
  'capture',
  'refund-due',
  'refund-paid',
  'release',
  'settlement',
  'sale',
  'cod-collected',
  'withholding',
  'payout-paid',
  'payout-returned',
  'chargeback-debit',
  'chargeback-recovery',
  'chargeback-won',
  'chargeback-lost',
] as const;
export type EntryKind = (typeof entryKinds)[number];

/**
 * What money the entry belongs to: a project's funding, a store order, or a payment that arrived for nothing it
 * could pay (an orphaned capture, refunded whole).
 */
export const ledgerSubject = {
  project: (projectId: string) => `project-${projectId}`,
  order: (orderId: string) => `order-${orderId}`,
  payment: (paymentOrderId: string) => `payment-${paymentOrderId}`,
};

/**
 * The subject whose held money a refund gives back, by what the refund is for: read where the refund is decided and
 * where it is sent, which books it paid.
 */
export const heldSubjectOf: Record<RefundPurpose, (subjectId: string) => string> = {
  project: ledgerSubject.project,
  store: ledgerSubject.order,
  payment: ledgerSubject.payment,
};

/**
 * A second payment captured on an order another payment already paid (decision 043): refunded whole, as a payment of
 * its own, so its subject, capture and refund are named by its payment id as well as its order. Razorpay's ids have
 * no hyphen, so the pair cannot be mistaken for an order's id.
 */
export const extraPaymentOf = (paymentOrderId: string, paymentId: string) => `${paymentOrderId}-${paymentId}`;

/** An account by kind and whose it is: `held:project-abc`, `sellerDue:uid`, `provider`. */
export function accountOf(kind: AccountKind, owner?: string): string {
  return owner ? `${kind}:${owner}` : kind;
}

export function kindOfAccount(account: string): AccountKind {
  const kind = account.split(':', 1)[0] as AccountKind;
  if (!accountKinds.includes(kind)) throw new Error(`not a ledger account: ${account}`);
  return kind;
}

export const ledgerLineSchema = z.object({ account: z.string().min(1), amountPaise: z.number().int() });
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** References to what the movement is about, for documents, reconciliation and people reading the ledger. */
export const entryRefsSchema = z.object({
  paymentId: z.string().optional(),
  paymentOrderId: z.string().optional(),
  refundId: z.string().optional(),
  providerRefundId: z.string().optional(),
  payoutId: z.string().optional(),
  attempt: z.number().int().optional(),
  providerPayoutId: z.string().optional(),
  /** The bank's reference of a processed payout. */
  utr: z.string().optional(),
  /** The provider's dispute (a chargeback, decision 049). */
  disputeId: z.string().optional(),
});
export type EntryRefs = z.infer<typeof entryRefsSchema>;

const kindTotalsSchema = z.object(
  Object.fromEntries(accountKinds.map((kind) => [kind, z.number().int().catch(0)])) as Record<
    AccountKind,
    z.ZodCatch<z.ZodNumber>
  >,
);

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(entryKinds),
  /** When the causing transaction decided it. */
  at: epochMillis,
  /** India's day of `at` (india-day.ts), which daily reconciliation and folds read by. */
  day: z.string(),
  subject: z.string().nullable(),
  payerId: z.string().nullable(),
  sellerId: z.string().nullable(),
  lines: z.array(ledgerLineSchema).min(2),
  totals: kindTotalsSchema,
  refs: entryRefsSchema.catch({}),
  currency: z.string(),
  /**
   * What a withholding was worked out from (documents/taxes.ts's Withholding: the case, the bases and the rates), so
   * documents and exports state it as it was decided.
   */
  basis: z.record(z.string(), z.unknown()).optional(),
  /**
   * Brought in from books kept before (a migration; the demo's year of history, decision 037), not booked by a
   * movement here: its documents were the earlier books' to issue, so none is issued for it (decision 039).
   */
  imported: z.literal(true).optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** An entry as a movement states it, before the writer adds its time. */
export type EntryDraft = Omit<LedgerEntry, 'at' | 'day' | 'totals' | 'currency'>;

/** What an entry stores besides its time, which the writer stamps its own way (a Timestamp), under its id. */
export function entryFields({ id: _id, ...draft }: EntryDraft, at: number) {
  return { ...draft, day: indiaDay(at), totals: totalsOf(draft.lines), currency: CURRENCY };
}

/** The same entry with its id and its time in millis, as it is read back: the demo's history, the tests' records. */
export function storedAt(draft: EntryDraft, at: number): LedgerEntry & { at: number } {
  return { id: draft.id, ...entryFields(draft, at), at };
}

export function totalsOf(lines: readonly LedgerLine[]): KindTotals {
  const totals = Object.fromEntries(accountKinds.map((kind) => [kind, 0])) as KindTotals;
  for (const line of lines) totals[kindOfAccount(line.account)] += line.amountPaise;
  return totals;
}

/** Lines that add up to zero, each a whole, non-zero number of paise on a known account. */
export function isBalanced(lines: readonly LedgerLine[]): boolean {
  return (
    lines.length >= 2 &&
    lines.every(
      (line) => Number.isInteger(line.amountPaise) && line.amountPaise !== 0 && kindOfAccount(line.account),
    ) &&
    lines.reduce((sum, line) => sum + line.amountPaise, 0) === 0
  );
}

/** One line per non-zero amount: a 70/30 split of 1 paisa has no platform line, for instance. */
function lines(...pairs: [string, number][]): LedgerLine[] {
  return pairs
    .filter(([, amountPaise]) => amountPaise !== 0)
    .map(([account, amountPaise]) => ({ account, amountPaise }));
}

function draft(fields: Omit<EntryDraft, 'lines'>, entryLines: LedgerLine[]): EntryDraft {
  if (!isBalanced(entryLines)) throw new Error(`unbalanced ledger entry ${fields.id}`);
  return { ...fields, lines: entryLines };
}

interface Party {
  subject: string;
  payerId: string | null;
  sellerId: string | null;
}

/**
 * What a payment order that pays several subjects at once keeps (`captureParts`, decision 075): each part's id (its
 * capture's, `entryIdFor.partCapture`), the ledger subject it is held for and its amount, adding up to the order's.
 */
export const capturePartsSchema = z.array(
  z.object({ id: z.string().min(1), subject: z.string().min(1), amountPaise: z.number().int().positive() }),
);
export type CapturePart = z.infer<typeof capturePartsSchema>[number];

/** An order's parts, or null for an order that pays one subject (every order before decision 075). */
export function capturePartsOf(order: { captureParts?: unknown }): CapturePart[] | null {
  const parts = capturePartsSchema.safeParse(order.captureParts);
  return parts.success && parts.data.length > 0 ? parts.data : null;
}

/** Ids derived from the movement, so a retried writer finds its entry already there (a create fails). */
export const entryIdFor = {
  capture: (paymentOrderId: string) => `capture-${paymentOrderId}`,
  /** A second payment on one order (decision 043): its own capture, beside the order's. */
  extraCapture: (paymentOrderId: string, paymentId: string) => `capture-${extraPaymentOf(paymentOrderId, paymentId)}`,
  /**
   * One part of a payment that pays several subjects at once (decision 075: milestones funded together), each held
   * for its own subject, so each has its receipt. `-part-` keeps it apart from a second payment's id.
   */
  partCapture: (paymentOrderId: string, partId: string) => `capture-${paymentOrderId}-part-${partId}`,
  refundDue: (refundId: string) => `refund-due-${refundId}`,
  refundPaid: (refundId: string) => `refund-paid-${refundId}`,
  earning: (subject: string) => `earning-${subject}`,
  codCollected: (orderId: string) => `cod-${orderId}`,
  withholding: (subject: string) => `withholding-${subject}`,
  payoutPaid: (payoutId: string, attempt: number) => `payout-paid-${payoutId}-${attempt}`,
  payoutReturned: (payoutId: string, attempt: number) => `payout-returned-${payoutId}-${attempt}`,
  chargebackDebit: (disputeId: string) => `chargeback-debit-${disputeId}`,
  chargebackRecovery: (disputeId: string) => `chargeback-recovery-${disputeId}`,
  chargebackOutcome: (disputeId: string) => `chargeback-outcome-${disputeId}`,
};

/**
 * A verified payment: the provider holds it, the platform holds it for the subject. `extra`: a second payment on an
 * order already paid (decision 043), booked under its own id.
 */
export function captureEntry(
  party: Party,
  payment: { paymentId: string; paymentOrderId: string; amountPaise: number; partId?: string },
  extra = false,
): EntryDraft {
  const held = accountOf('held', party.subject);
  return draft(
    {
      id: extra
        ? entryIdFor.extraCapture(payment.paymentOrderId, payment.paymentId)
        : payment.partId !== undefined
          ? entryIdFor.partCapture(payment.paymentOrderId, payment.partId)
          : entryIdFor.capture(payment.paymentOrderId),
      kind: 'capture',
      ...party,
      refs: { paymentId: payment.paymentId, paymentOrderId: payment.paymentOrderId },
    },
    lines(['provider', payment.amountPaise], [held, -payment.amountPaise]),
  );
}

/** A refund decided in full or part: held money becomes owed to the payer until the provider processes it. */
export function refundDueEntry(party: Party, refund: { refundId: string; amountPaise: number }): EntryDraft {
  return draft(
    { id: entryIdFor.refundDue(refund.refundId), kind: 'refund-due', ...party, refs: { refundId: refund.refundId } },
    lines(
      [accountOf('held', party.subject), refund.amountPaise],
      [accountOf('refundDue', refund.refundId), -refund.amountPaise],
    ),
  );
}

/** The provider processed the refund: the money left the platform. */
export function refundPaidEntry(
  party: Party,
  refund: { refundId: string; amountPaise: number; providerRefundId: string },
): EntryDraft {
  return draft(
    {
      id: entryIdFor.refundPaid(refund.refundId),
      kind: 'refund-paid',
      ...party,
      refs: { refundId: refund.refundId, providerRefundId: refund.providerRefundId },
    },
    lines([accountOf('refundDue', refund.refundId), refund.amountPaise], ['provider', -refund.amountPaise]),
  );
}

/**
 * Held money earned: a release (the whole budget), a store sale, or a settlement's paid part (its refunded part is
 * a refund-due entry of its own). The seller's 70% is owed to them until paid out; the platform keeps 30%.
 */
export function earningEntry(
  party: Party & { sellerId: string },
  kind: 'release' | 'sale' | 'settlement',
  split: PayoutSplit,
): EntryDraft {
  return draft(
    { id: entryIdFor.earning(party.subject), kind, ...party, refs: {} },
    lines(
      [accountOf('held', party.subject), split.budgetPaise],
      [accountOf('sellerDue', party.sellerId), -split.sellerPaise],
      ['platform', -split.platformPaise],
    ),
  );
}

/** Cash collected on delivery of a COD order: the seller's share is owed to them, the platform keeps its part. */
export function codCollectedEntry(
  party: Party & { sellerId: string },
  orderId: string,
  split: PayoutSplit,
): EntryDraft {
  return draft(
    { id: entryIdFor.codCollected(orderId), kind: 'cod-collected', ...party, refs: {} },
    lines(
      ['cod', split.budgetPaise],
      [accountOf('sellerDue', party.sellerId), -split.sellerPaise],
      ['platform', -split.platformPaise],
    ),
  );
}

/** The tax accounts, by what was withheld. */
export const taxAccounts = { tcs: accountOf('taxWithheld', 'tcs'), tds: accountOf('taxWithheld', 'tds') };

/**
 * Tax kept back from a seller's earning (decision 039): TCS and TDS, owed to the government and no longer to the
 * seller, booked when the earning's payout is written; null when nothing is withheld.
 */
export function withholdingEntry(
  party: Party & { sellerId: string },
  withheld: { tcsPaise: number; tdsPaise: number; basis: Record<string, unknown> },
): EntryDraft | null {
  const total = withheld.tcsPaise + withheld.tdsPaise;
  if (total === 0) return null;
  return {
    ...draft(
      { id: entryIdFor.withholding(party.subject), kind: 'withholding', ...party, refs: {} },
      lines(
        [accountOf('sellerDue', party.sellerId), total],
        [taxAccounts.tcs, -withheld.tcsPaise],
        [taxAccounts.tds, -withheld.tdsPaise],
      ),
    ),
    basis: withheld.basis,
  };
}

interface PaidPayout {
  payoutId: string;
  attempt: number;
  amountPaise: number;
  providerPayoutId: string;
  utr?: string | null;
}

/** A payout processed: what the seller was owed left the platform. */
export function payoutPaidEntry(party: Party & { sellerId: string }, payout: PaidPayout): EntryDraft {
  return draft(
    {
      id: entryIdFor.payoutPaid(payout.payoutId, payout.attempt),
      kind: 'payout-paid',
      ...party,
      refs: payoutRefs(payout),
    },
    lines([accountOf('sellerDue', party.sellerId), payout.amountPaise], ['provider', -payout.amountPaise]),
  );
}

/** A processed payout the bank sent back: the seller is owed it again. */
export function payoutReturnedEntry(party: Party & { sellerId: string }, payout: PaidPayout): EntryDraft {
  return draft(
    {
      id: entryIdFor.payoutReturned(payout.payoutId, payout.attempt),
      kind: 'payout-returned',
      ...party,
      refs: payoutRefs(payout),
    },
    lines(['provider', payout.amountPaise], [accountOf('sellerDue', party.sellerId), -payout.amountPaise]),
  );
}

function payoutRefs(payout: PaidPayout): EntryRefs {
  return {
    payoutId: payout.payoutId,
    attempt: payout.attempt,
    providerPayoutId: payout.providerPayoutId,
    ...(payout.utr ? { utr: payout.utr } : {}),
  };
}

/** A chargeback as the ledger needs it (decision 049). */
export interface ChargebackMoney {
  disputeId: string;
  paymentId: string;
  /** What the card network took back. */
  amountPaise: number;
  /** The provider's fee for the chargeback: the platform's cost, never the seller's. */
  feePaise: number;
}

/** A chargeback opened: the disputed amount and the fee left the provider; the amount is with the network until the outcome. */
export function chargebackDebitEntry(party: Party, chargeback: ChargebackMoney): EntryDraft {
  const { disputeId, paymentId, amountPaise, feePaise } = chargeback;
  return draft(
    { id: entryIdFor.chargebackDebit(disputeId), kind: 'chargeback-debit', ...party, refs: { disputeId, paymentId } },
    lines(
      [accountOf('chargeback', disputeId), amountPaise],
      ['platform', feePaise],
      ['provider', -(amountPaise + feePaise)],
    ),
  );
}

/**
 * The seller's share of a chargeback taken from their earnings (decision 049: their share was paid out already, so
 * they owe it; their next payouts pay it back first). Until the outcome it stands against the network's claim.
 */
export function chargebackRecoveryEntry(
  party: Party & { sellerId: string },
  chargeback: ChargebackMoney,
  sellerPaise: number,
): EntryDraft {
  const { disputeId, paymentId } = chargeback;
  return draft(
    {
      id: entryIdFor.chargebackRecovery(disputeId),
      kind: 'chargeback-recovery',
      ...party,
      refs: { disputeId, paymentId },
    },
    lines([accountOf('sellerDue', party.sellerId), sellerPaise], [accountOf('chargeback', disputeId), -sellerPaise]),
  );
}

/**
 * Won: the network gives the amount back to the provider, and a recovered share is owed to the seller again. The fee
 * stays the platform's cost.
 */
export function chargebackWonEntry(party: Party, chargeback: ChargebackMoney, recoveredPaise: number): EntryDraft {
  const { disputeId, paymentId, amountPaise } = chargeback;
  const sellerLines: [string, number][] =
    recoveredPaise > 0 && party.sellerId ? [[accountOf('sellerDue', party.sellerId), -recoveredPaise]] : [];
  return draft(
    { id: entryIdFor.chargebackOutcome(disputeId), kind: 'chargeback-won', ...party, refs: { disputeId, paymentId } },
    lines(
      ['provider', amountPaise],
      [accountOf('chargeback', disputeId), -(amountPaise - recoveredPaise)],
      ...sellerLines,
    ),
  );
}

/**
 * Lost: the network's claim is written off against whoever bears it (decision 049). Money still held for the subject
 * went back to the payer through the bank (`fromHeld`); else the seller's share comes from their earnings (already
 * taken when recovered, `recoveredPaise`; taken now when their payout was held, `sellerPaise`) and the platform bears
 * the rest.
 */
export function chargebackLostEntry(
  party: Party,
  chargeback: ChargebackMoney,
  bearer: { fromHeld: true } | { fromHeld: false; recoveredPaise: number; sellerPaise: number },
): EntryDraft {
  const { disputeId, paymentId, amountPaise } = chargeback;
  const fields = {
    id: entryIdFor.chargebackOutcome(disputeId),
    kind: 'chargeback-lost' as const,
    ...party,
    refs: { disputeId, paymentId },
  };
  const claim = accountOf('chargeback', disputeId);
  if (bearer.fromHeld)
    return draft(fields, lines([accountOf('held', party.subject), amountPaise], [claim, -amountPaise]));
  const open = amountPaise - bearer.recoveredPaise;
  const seller = party.sellerId ? bearer.sellerPaise : 0;
  return draft(
    fields,
    lines(
      ...(seller > 0 ? [[accountOf('sellerDue', party.sellerId!), seller] as [string, number]] : []),
      ['platform', open - seller],
      [claim, -open],
    ),
  );
}
