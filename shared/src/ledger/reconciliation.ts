// The daily reconciliation (decision 029) as one pure comparison: what the providers say they did on a day (their
// payments, refunds and payouts) against what the ledger booked. Each provider movement of the day must have its
// entry, for its amount; each entry of the day must have its provider movement, in the state the entry says. What
// does not match is a difference an admin resolves, with what to do; what the server can heal by itself (a webhook
// that never came) is marked to heal, and healed by the reconciliation before it reports.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { entryIdFor, type CapturePart, type LedgerEntry } from './ledger.ts';

/** A provider movement as the reconciliation reads it, whatever its kind. */
export interface ProviderMovement {
  kind: 'payment' | 'refund' | 'payout';
  id: string;
  amountPaise: number;
  /** The provider's word: captured, refunded, failed; pending, processed; queued, processing, processed, reversed. */
  status: string;
  createdAt: number;
  /** The ledger entries this movement should have, by id, given its status (none while nothing moved yet). */
  expects: readonly { entryId: string; amountPaise: number }[];
  /** Our record it belongs to (payment order, refund, payout and attempt); null: not ours (another use of the account). */
  ours: string | null;
  /** The bank's reference of a processed payout (its UTR). */
  reference?: string | null;
}

export const differenceKinds = ['missing-in-ledger', 'missing-at-provider', 'amount-differs'] as const;
export type DifferenceKind = (typeof differenceKinds)[number];

export const whatToDo: Record<DifferenceKind, string> = {
  'missing-in-ledger':
    'The provider moved this money but nothing was booked. Check the record in the console; the webhook may be failing.',
  'missing-at-provider':
    'The ledger booked this movement but the provider does not list it, or lists it in another state. Look it up in the provider’s dashboard before anything is paid or refunded again.',
  'amount-differs':
    'The provider moved a different amount than was booked. Compare the two in the provider’s dashboard and correct the record.',
};

export interface Difference {
  kind: DifferenceKind;
  movement: ProviderMovement['kind'];
  /** The provider's id, or the entry's when the provider has none. */
  providerId: string | null;
  entryId: string | null;
  providerPaise: number | null;
  ledgerPaise: number | null;
}

/** What one entry moved at the provider (the amount on its provider line). */
export const providerPaiseOf = (entry: LedgerEntry) => Math.abs(entry.totals.provider);

/** The provider's id an entry names, and which kind of movement it is. */
export function providerIdOfEntry(entry: LedgerEntry): { movement: ProviderMovement['kind']; id: string } | null {
  const { refs } = entry;
  if (entry.kind === 'capture' && refs.paymentId) return { movement: 'payment', id: refs.paymentId };
  if (entry.kind === 'refund-paid' && refs.providerRefundId) return { movement: 'refund', id: refs.providerRefundId };
  if ((entry.kind === 'payout-paid' || entry.kind === 'payout-returned') && refs.providerPayoutId)
    return { movement: 'payout', id: refs.providerPayoutId };
  return null;
}

/**
 * The entries a provider's movement should have booked, given where it stands. A payment is its order's capture,
 * unless the order records another payment as the one that paid it (`paidBy`): then it is a second payment on that
 * order, booked under its own id (decision 043).
 */
export function expectedEntries(
  movement: Omit<ProviderMovement, 'expects'>,
  paidBy: string | null = null,
  parts: readonly CapturePart[] | null = null,
): ProviderMovement['expects'] {
  const { kind, status, ours, amountPaise } = movement;
  if (!ours) return [];
  if (kind === 'payment') {
    if (status !== 'captured' && status !== 'refunded') return [];
    if (paidBy && paidBy !== movement.id) return [{ entryId: entryIdFor.extraCapture(ours, movement.id), amountPaise }];
    // An order paying several subjects at once (decision 075): a capture per part, adding up to the payment.
    if (parts)
      return parts.map((part) => ({ entryId: entryIdFor.partCapture(ours, part.id), amountPaise: part.amountPaise }));
    return [{ entryId: entryIdFor.capture(ours), amountPaise }];
  }
  if (kind === 'refund') return status === 'processed' ? [{ entryId: entryIdFor.refundPaid(ours), amountPaise }] : [];
  const [payoutId, attempt] = splitPayoutRef(ours);
  if (status !== 'processed' && status !== 'reversed') return [];
  const paid = { entryId: entryIdFor.payoutPaid(payoutId, attempt), amountPaise };
  return status === 'reversed'
    ? [paid, { entryId: entryIdFor.payoutReturned(payoutId, attempt), amountPaise }]
    : [paid];
}

/** A payout movement's `ours`: `{payoutId}#{attempt}`. */
export const payoutRef = (payoutId: string, attempt: number) => `${payoutId}#${attempt}`;
export function splitPayoutRef(ref: string): [string, number] {
  const at = ref.lastIndexOf('#');
  return [ref.slice(0, at), Number(ref.slice(at + 1))];
}

/**
 * The entry booked for what a movement expects, if it is this movement's: a capture counts only for the payment it
 * names (decision 043: matched by the provider's payment id, never by order and amount alone).
 */
export function bookedFor(
  movement: ProviderMovement,
  entryId: string,
  booked: ReadonlyMap<string, LedgerEntry>,
): LedgerEntry | undefined {
  const entry = booked.get(entryId);
  if (!entry || (movement.kind === 'payment' && entry.refs.paymentId !== movement.id)) return undefined;
  return entry;
}

export interface Comparison {
  /** Provider movements whose entries are missing: the reconciliation tries to heal these first. */
  toHeal: ProviderMovement[];
  differences: Difference[];
  matched: number;
}

/**
 * Compares the day's provider movements with the ledger: `booked` holds every entry the movements expect (found by
 * id, whatever day they were booked), `ofTheDay` the entries booked on the day, and `listed` every provider movement
 * around it (the day and its neighbours, so a payment captured just before midnight and booked just after is found).
 */
export function compareDay(input: {
  movements: readonly ProviderMovement[];
  listed: readonly ProviderMovement[];
  booked: ReadonlyMap<string, LedgerEntry>;
  ofTheDay: readonly LedgerEntry[];
}): Comparison {
  const toHeal: ProviderMovement[] = [];
  const differences: Difference[] = [];
  let matched = 0;
  for (const movement of input.movements) {
    let whole = movement.expects.length > 0;
    for (const expected of movement.expects) {
      const entry = bookedFor(movement, expected.entryId, input.booked);
      if (!entry) {
        whole = false;
        if (!toHeal.includes(movement)) toHeal.push(movement);
        continue;
      }
      if (providerPaiseOf(entry) !== expected.amountPaise) {
        whole = false;
        differences.push({
          kind: 'amount-differs',
          movement: movement.kind,
          providerId: movement.id,
          entryId: entry.id,
          providerPaise: expected.amountPaise,
          ledgerPaise: providerPaiseOf(entry),
        });
      }
    }
    if (whole) matched += 1;
  }
  const listedIds = new Map(input.listed.map((movement) => [`${movement.kind}:${movement.id}`, movement]));
  for (const entry of input.ofTheDay) {
    // An entry brought in from earlier books (decision 039) moved money at their provider, not this one: it has
    // nothing to be found here, and listing it as not at the provider would be a difference nobody can resolve.
    if (entry.imported) continue;
    const named = providerIdOfEntry(entry);
    if (!named) continue;
    const movement = listedIds.get(`${named.movement}:${named.id}`);
    const stillThere = movement?.expects.some((expected) => expected.entryId === entry.id);
    if (!stillThere)
      differences.push({
        kind: 'missing-at-provider',
        movement: named.movement,
        providerId: named.id,
        entryId: entry.id,
        providerPaise: movement ? movement.amountPaise : null,
        ledgerPaise: providerPaiseOf(entry),
      });
  }
  return { toHeal, differences, matched };
}

/** A movement that still has no entry after the reconciliation tried to heal it. */
export const missingInLedger = (movement: ProviderMovement, entryId: string | null): Difference => ({
  kind: 'missing-in-ledger',
  movement: movement.kind,
  providerId: movement.id,
  entryId,
  providerPaise: movement.amountPaise,
  ledgerPaise: null,
});

/** A difference's id within its day: the same difference found by a run again is the same document. */
export const differenceId = (day: string, difference: Difference) =>
  `${day}-${difference.kind}-${difference.movement}-${difference.providerId ?? difference.entryId ?? 'unknown'}`.replace(
    /[^A-Za-z0-9_-]/g,
    '_',
  );

/** A day's run as the admin console reads it (reconciliationRuns/{day}). */
export const reconciliationRunSchema = z.object({
  day: z.string(),
  ranAt: epochMillis,
  providerMovements: z.number().int(),
  ledgerEntries: z.number().int(),
  matched: z.number().int(),
  healed: z.number().int(),
  differences: z.number().int(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** A difference in the admin's queue (reconciliationDifferences/{id}). */
export const differenceSchema = z.object({
  id: z.string(),
  day: z.string(),
  kind: z.enum(differenceKinds),
  movement: z.enum(['payment', 'refund', 'payout']),
  providerId: z.string().nullable(),
  entryId: z.string().nullable(),
  providerPaise: z.number().int().nullable(),
  ledgerPaise: z.number().int().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable().catch(null),
  foundAt: epochMillis,
});
export type StoredDifference = z.infer<typeof differenceSchema>;
