// SPEC 3 'Project' and 'Project message', as the screens and the server see them. The schemas read the
// stored documents (plus their id): dates become epoch millis here (STYLE rule 6), for web and functions alike.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { milestoneStates, type MilestoneOutcome } from './milestones.ts';

/** The stored terms of one milestone (dates as Timestamps on the server, epoch millis here). */
export const storedMilestoneTermsSchema = z.object({
  title: z.string(),
  amountPaise: z.number().int(),
  due: epochMillis,
});

export const milestoneOutcomeSchema = z.object({
  state: z.enum(milestoneStates),
  payoutPaise: z.number().int().nonnegative().catch(0),
  refundPaise: z.number().int().nonnegative().catch(0),
}) satisfies z.ZodType<MilestoneOutcome>;

// SPEC 4's statuses, and the escrow's exits: a project can be Cancelled; held money ends Released
// (to the seller), Refunded (to the student) or Settled (an admin's split of a dispute: part each way).
export const projectStatuses = ['Open', 'In Progress', 'Completed', 'Cancelled'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const paymentStatuses = ['Unpaid', 'Funded', 'Released', 'Refunded', 'Settled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Where a refund of the project's funding stands at the provider (kept by the server from its answers). */
export const refundStatuses = ['requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * How a project's price is settled (decision 067): 'fixed' is SPEC 4's take at the student's price (every project
 * written before offers existed has no field, and reads as fixed); 'offers' asks sellers for offers, and nobody takes
 * it with 'Take Project'.
 */
export const pricings = ['fixed', 'offers'] as const;
export type Pricing = (typeof pricings)[number];

export const settlementOutcomes = ['release', 'refund', 'split'] as const;
export type SettlementOutcome = (typeof settlementOutcomes)[number];

/** An admin's settlement of a dispute: final. Both amounts in whole paise; they add up to the budget. */
export const settlementSchema = z.object({
  outcome: z.enum(settlementOutcomes),
  refundPaise: z.number().int().nonnegative(),
  /** The part paid out, 70/30 like a release. */
  payoutPaise: z.number().int().nonnegative(),
  settledAt: epochMillis,
});
export type Settlement = z.infer<typeof settlementSchema>;

export const projectSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentEmail: z.string(),
  title: z.string(),
  description: z.string(),
  hardware: z.string().default(''),
  software: z.string().default(''),
  /** Comma-separated, as SPEC 3 stores it. */
  features: z.string().default(''),
  deadline: epochMillis,
  // Data written by the earlier app may hold the budget as the number input's text.
  budget: z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.number()),
  status: z.enum(projectStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: epochMillis,
  // Older projects were written without the seller fields until taken.
  sellerId: z.string().nullable().default(null),
  sellerEmail: z.string().nullable().default(null),
  // The escrow's lifecycle, written by the server only; older projects have none of it.
  /** How many times the seller delivered, and when last. */
  deliveries: z.number().int().catch(0),
  deliveredAt: epochMillis.default(null),
  /** When the server releases a delivered, funded project the student has not answered (null: it will not). */
  autoReleaseAt: epochMillis.default(null),
  /** How many times the student sent the work back for changes (at most MAX_CHANGE_ROUNDS). */
  changeRounds: z.number().int().catch(0),
  /** The student asked to cancel a funded project; the seller may agree (a full refund) or decline. */
  cancelRequestedAt: epochMillis.default(null),
  disputeStatus: z.enum(['open', 'settled']).nullable().catch(null),
  /** Who opened the dispute (the student or the assigned seller), why and when. */
  disputedBy: z.string().nullable().catch(null),
  disputeReason: z.string().nullable().catch(null),
  disputedAt: epochMillis.default(null),
  /** The other side's answer to the dispute (decision 028): the party who did not open it, once, and when. */
  disputeAnswer: z.string().nullable().catch(null),
  disputeAnsweredAt: epochMillis.default(null),
  settlement: settlementSchema.nullable().catch(null),
  refundStatus: z.enum(refundStatuses).nullable().catch(null),
  /**
   * The stages the price is split into (decision 068), adding up to the budget; absent on a project that is one
   * stage (every project posted before milestones, and SPEC's flow): milestonesOf reads it either way.
   */
  milestones: z.array(storedMilestoneTermsSchema).optional().catch(undefined),
  /** Which milestone the escrow fields describe (absent: the first), and how each earlier one ended. */
  milestoneIndex: z.number().int().nonnegative().optional().catch(undefined),
  milestoneOutcomes: z.array(milestoneOutcomeSchema).optional().catch(undefined),
  /** Left out of the sellers' lists (decision 031): hidden by a moderator, or its student is suspended. */
  hidden: z.boolean().optional().catch(undefined),
  /** Absent on every project posted before decision 067, which is fixed-price. */
  pricing: z.enum(pricings).optional().catch(undefined),
  /**
   * The student's own terms while an accepted offer's stand in their place (decision 067): its seller giving the
   * project back reopens it at these, not at the offer's. Absent on every other project.
   */
  postedTerms: z
    .object({
      budget: z.number(),
      deadline: epochMillis,
      milestones: z.array(storedMilestoneTermsSchema).optional(),
    })
    .optional()
    .catch(undefined),
});
export type Project = z.infer<typeof projectSchema>;

/** The escrow fields of a project nothing has happened to yet (what the schema reads a new project as). */
export const freshEscrow = {
  deliveries: 0,
  deliveredAt: null,
  autoReleaseAt: null,
  changeRounds: 0,
  cancelRequestedAt: null,
  disputeStatus: null,
  disputedBy: null,
  disputeReason: null,
  disputedAt: null,
  disputeAnswer: null,
  disputeAnsweredAt: null,
  settlement: null,
  refundStatus: null,
} as const satisfies Partial<Project>;

/**
 * The delivery address lives in its own document (`projects/{id}/private/delivery`), readable only by
 * the student, the assigned seller and admins (ARCHITECTURE.md), since sellers can read every open project.
 */
export const deliverySchema = z.object({ deliveryAddress: z.string() });

export const projectMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: epochMillis,
  senderId: z.string(),
  senderEmail: z.string(),
  // Messages from the earlier app may lack the list.
  readBy: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.string())),
  /** Hidden by a moderator (decision 031): its words are kept on the moderation case, not here. */
  hidden: z.boolean().optional().catch(undefined),
  /** In an offer's chat (decision 073): a card of the offer's terms at this index (0: the offer, then each counter). */
  offerTerms: z.number().int().nonnegative().optional().catch(undefined),
});
export type ProjectMessage = z.infer<typeof projectMessageSchema>;

export const CHAT_HISTORY_LIMIT = 50;
export const MESSAGE_MAX_LENGTH = 2000;
