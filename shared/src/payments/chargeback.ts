// A chargeback (decision 049): a cardholder disputed a payment with their bank, and the provider (Razorpay's
// `payment.dispute.*` webhooks) took the amount back until the case is decided. One record per provider dispute at
// chargebacks/{disputeId}, written by the server from the events, whichever order they come in.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { splitPaise } from '../projects/money.ts';

/** Razorpay's dispute events, in the order a case usually moves. */
export const DISPUTE_EVENTS = [
  'payment.dispute.created',
  'payment.dispute.under_review',
  'payment.dispute.action_required',
  'payment.dispute.won',
  'payment.dispute.lost',
  'payment.dispute.closed',
] as const;
export type DisputeEvent = (typeof DISPUTE_EVENTS)[number];

/**
 * Where a case stands: open (waiting for our answer by respondBy), under review at the bank, action required (more
 * evidence asked for), then won, lost or closed (closed without a loss: decision 049 treats it as won).
 */
export const chargebackStatuses = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'] as const;
export type ChargebackStatus = (typeof chargebackStatuses)[number];

export const finalChargebackStatuses: readonly ChargebackStatus[] = ['won', 'lost', 'closed'];
export const openChargebackStatuses: ChargebackStatus[] = ['open', 'under_review', 'action_required'];

/**
 * Whether an event may move a case from `from` to `to`: a decided case never moves again (a late `under_review` after
 * `won` changes nothing), and an open one moves to any other status (Razorpay may skip steps, and a case at
 * pre-arbitration comes back to action required).
 */
export function movesTo(from: ChargebackStatus, to: ChargebackStatus): boolean {
  if (finalChargebackStatuses.includes(from)) return false;
  return from !== to;
}

/**
 * What happened to the seller's share when the case opened (decision 049): still in escrow (held there: nothing is
 * released while the case is open), earned but not yet paid (the payout held), paid out (recovered from their next
 * earnings), or none (no seller: an orphaned payment).
 */
export const sellerShareTreatments = ['escrow', 'payout-held', 'recovered', 'none'] as const;
export type SellerShareTreatment = (typeof sellerShareTreatments)[number];

/** What the admin did through the provider: nothing yet, a contest drafted, submitted, or the chargeback accepted. */
export const chargebackResponses = ['none', 'draft', 'submitted', 'accepted'] as const;
export type ChargebackResponse = (typeof chargebackResponses)[number];

export const chargebackSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  paymentOrderId: z.string(),
  /** The ledger's subject of the payment (`project-…`, `order-…`). */
  subject: z.string(),
  /** The project or store order disputed, and its name as people read it. */
  subjectId: z.string(),
  purpose: z.enum(['project', 'store', 'payment']),
  title: z.string().catch(''),
  payerId: z.string(),
  sellerId: z.string().nullable(),
  amountPaise: z.number().int().positive(),
  feePaise: z.number().int().nonnegative(),
  /** The seller's share of the disputed amount (70%, decision 049), and what was done with it. */
  sellerSharePaise: z.number().int().nonnegative(),
  treatment: z.enum(sellerShareTreatments),
  /** The held payout, when the treatment is payout-held. */
  payoutId: z.string().nullable().catch(null),
  reasonCode: z.string(),
  reason: z.string().catch(''),
  phase: z.string().catch('chargeback'),
  /** By when the provider must have our answer; a missed window loses the case. */
  respondBy: epochMillis,
  status: z.enum(chargebackStatuses),
  response: z.enum(chargebackResponses).catch('none'),
  /** The admin's words to the bank with a contest (a draft's, then the submission's); empty before any. */
  summary: z.string().catch(''),
  openedAt: epochMillis,
  updatedAt: epochMillis,
});
export type Chargeback = z.infer<typeof chargebackSchema>;

/** The share of a disputed amount that is the seller's: split as their earning was (shared/projects/money). */
export const sellerShareOf = (amountPaise: number) => splitPaise(amountPaise).sellerPaise;

/**
 * The fee the simulated provider charges for a chargeback, as a part of the amount: Razorpay's is set per merchant
 * agreement, so the production adapter reads it from the event when given (decision 049).
 */
export const SIMULATED_CHARGEBACK_FEE_PAISE = 50_000;

/** A dispute event in our words, from Razorpay's payload (its `payload.dispute.entity` and `payload.payment.entity`). */
export interface DisputeEventData {
  event: DisputeEvent;
  status: ChargebackStatus;
  disputeId: string;
  paymentId: string;
  amountPaise: number;
  /** Razorpay sends none in the dispute entity: the fee comes from the merchant agreement (decision 049). */
  feePaise: number | null;
  reasonCode: string;
  reason: string;
  phase: string;
  respondBy: number;
  createdAt: number;
}

const statusOfEvent: Record<DisputeEvent, ChargebackStatus> = {
  'payment.dispute.created': 'open',
  'payment.dispute.under_review': 'under_review',
  'payment.dispute.action_required': 'action_required',
  'payment.dispute.won': 'won',
  'payment.dispute.lost': 'lost',
  'payment.dispute.closed': 'closed',
};

const disputeEventSchema = z.object({
  event: z.enum(DISPUTE_EVENTS),
  payload: z.object({
    dispute: z.object({
      entity: z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        payment_id: z.string().min(1),
        amount: z.number().int().positive(),
        reason_code: z.string().catch('chargeback'),
        reason_description: z.string().nullish(),
        phase: z.string().catch('chargeback'),
        respond_by: z.number().int().positive(),
        created_at: z.number().int().positive(),
        fee: z.number().int().nonnegative().optional(),
      }),
    }),
  }),
});

/** A `payment.dispute.*` event in our words; null when it is not one of the shape Razorpay documents. */
export function disputeEventFrom(data: unknown): DisputeEventData | null {
  const parsed = disputeEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const entity = payload.dispute.entity;
  return {
    event,
    status: statusOfEvent[event],
    disputeId: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    feePaise: entity.fee ?? null,
    reasonCode: entity.reason_code,
    reason: entity.reason_description ?? '',
    phase: entity.phase,
    respondBy: entity.respond_by * 1000,
    createdAt: entity.created_at * 1000,
  };
}
