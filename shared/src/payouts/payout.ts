// A payout record (ARCHITECTURE 'Trigger handlers'): when a student releases payment, the server writes
// the seller's 70% and the platform's 30% in whole paise. The trigger writes PayoutRecord; the dashboards
// read it through payoutSchema.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import type { PayoutSplit } from '../projects/money.ts';

/** What the payout trigger writes at payouts/{projectId}, besides the server's createdAt. */
export interface PayoutRecord extends PayoutSplit {
  /** The project released or settled; empty for a store sale. */
  projectId: string;
  /** What it pays from, as the ledger names it (decision 029): `order-{id}` for a store sale; absent: the project. */
  subject?: string;
  sellerId: string;
  sellerEmail: string;
  studentId: string;
  title: string;
  currency: string;
}

/**
 * Where a payout stands, kept from the provider's answers: it waits until the seller says where to be
 * paid, is queued with the provider, processing, then processed (with the bank's reference, the UTR) or failed;
 * a processed payout the bank sends back is reversed. Failed and reversed carry the reason; an admin retries them.
 * A payout below the providers' minimum (₹1.00) is carried (decision 029): it waits as the seller's balance and is
 * sent with their next payout, whose amount then includes it. A payout also waits, before it is sent, until the
 * seller's PAN and that account are verified (decision 033): waiting-for-verification, its failureReason saying why
 * it is not paid yet.
 */
export const payoutStatuses = [
  'waiting-for-details',
  'waiting-for-verification',
  'carried',
  'queued',
  'processing',
  'processed',
  'failed',
  'reversed',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Each status in a word or two, as the admin's filter names it. */
export const payoutStatusLabels: Record<PayoutStatus, string> = {
  'waiting-for-details': 'Waiting for details',
  'waiting-for-verification': 'Waiting for verification',
  carried: 'Carried to the next payout',
  queued: 'Queued',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
  reversed: 'Reversed',
};

/** The statuses an admin may send again (as a new attempt). */
export const retryablePayoutStatuses: readonly PayoutStatus[] = ['failed', 'reversed'];
/** The statuses nothing moves on from but a retry. */
export const finalPayoutStatuses: readonly PayoutStatus[] = ['processed', 'failed', 'reversed'];

/** A payout as the dashboards list it; fields a record may lack read as empty rather than hiding it. */
export const payoutSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** The ledger's subject it pays from (a store sale's order); older records pay their project. */
  subject: z.string().optional(),
  sellerId: z.string().catch(''),
  /** Who the admin's list names as paid; the trigger writes it, older records may lack it. */
  sellerEmail: z.string().catch(''),
  title: z.string().catch(''),
  sellerPaise: z.number(),
  platformPaise: z.number().catch(0),
  budgetPaise: z.number().catch(0),
  // A record written before payouts were sent (decision 024) has no status: it waits for the send trigger like a new one.
  status: z.enum(payoutStatuses).catch('waiting-for-details'),
  /** Each send is an attempt with its own idempotency key (`{id}-{attempt}`); a retry adds one. */
  attempt: z.number().int().nonnegative().catch(0),
  /** The provider's reference once processed (the UTR). */
  reference: z.string().nullable().catch(null),
  /**
   * What this payout sends: its own share, plus the carried payouts it takes along (decision 029). Older records
   * have none: their share is what they send.
   */
  amountPaise: z.number().int().nonnegative().optional(),
  /**
   * The tax withheld from its own share (TCS, TDS; decision 039), set when it is first queued with a verified PAN;
   * `amountPaise` then sends the shares less theirs. Absent: nothing worked out yet.
   */
  withheldPaise: z.number().int().nonnegative().optional(),
  /** The carried payouts this one sends with it; and, on a carried one, the payout that sends it. */
  carried: z.array(z.string()).catch([]),
  carriedInto: z.string().nullable().catch(null),
  /** When the provider reported it processed: the end of the seller's wait (payout latency). */
  processedAt: epochMillis.optional(),
  failureReason: z.string().nullable().catch(null),
  /** Where it went, masked ('UPI •••@okaxis'): the details themselves stay private. */
  detailsHint: z.string().nullable().catch(null),
  createdAt: epochMillis,
});
export type Payout = z.infer<typeof payoutSchema>;

/** What a payout record written before payouts were sent (decision 024) reads as (nothing sent yet), and what the trigger writes first. */
export const unsentPayout = {
  status: 'waiting-for-details',
  attempt: 0,
  reference: null,
  failureReason: null,
  detailsHint: null,
  carried: [],
  carriedInto: null,
} as const satisfies Partial<Payout>;

/** What a payout sends to the provider: its own share and what it carries along. */
export const payoutAmountOf = (payout: Pick<Payout, 'sellerPaise' | 'amountPaise'>) =>
  payout.amountPaise ?? payout.sellerPaise;

/** The key the provider pays one attempt of a payout once by, however often it is asked. */
export const payoutIdempotencyKey = (payout: { id: string; attempt: number }) =>
  `payout-${payout.id}-${payout.attempt}`;

/** Why a payout failed, when the provider gives no words of its own. */
export const payoutFailureReasons = {
  providerFailed: 'The payout provider could not complete the payout (payout.failed).',
  providerReversed: 'The bank returned the payout (payout.reversed).',
} as const;

/** Newest first; records without a time yet (just written) count as oldest. */
export function newestPayoutsFirst(payouts: readonly Payout[]): Payout[] {
  return [...payouts].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

/** Where a payout stands, in the words the dashboards show beside it. */
export function payoutStatusText(
  payout: Pick<Payout, 'status' | 'reference' | 'failureReason' | 'detailsHint'>,
): string {
  const to = payout.detailsHint ? ` to ${payout.detailsHint}` : '';
  switch (payout.status) {
    case 'waiting-for-details':
      return 'Waiting for payout details';
    case 'waiting-for-verification':
      return `Waiting for verification${payout.failureReason ? `: ${payout.failureReason}` : ''}`;
    case 'carried':
      return 'Below ₹1.00: sent with your next payout';
    case 'queued':
    case 'processing':
      return `On its way${to}`;
    case 'processed':
      return `Paid${to}${payout.reference ? ` · ref. ${payout.reference}` : ''}`;
    case 'failed':
      return `Failed: ${payout.failureReason ?? 'the provider could not pay it'}`;
    case 'reversed':
      return `Returned by the bank: ${payout.failureReason ?? 'no reason given'}`;
  }
}
