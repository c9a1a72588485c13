// An offer on a project asking for offers (decision 067): one per seller per project, at
// projects/{projectId}/offers/{sellerId}, written by the server only (functions/src/features/projects/offers). Its terms are
// kept in order, the seller's first and each counter after it, so the chat's cards and the student's side-by-side view
// read the same record. Dates are epoch millis here (STYLE rule 6); the server stores them as Timestamps.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { milestonesInputSchema } from './milestone-schemas.ts';
import { storedMilestoneTermsSchema } from './project.ts';
import { fromPaise, MAX_AMOUNT, MIN_AMOUNT, toPaise } from './money.ts';

/**
 * `open` waits for an answer from the side that did not make the latest terms; the rest are final: `accepted`
 * assigned the project, `declined` by the student (or because another offer was accepted), `withdrawn` by the
 * seller, `expired` by the server's clock.
 */
export const offerStates = ['open', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferState = (typeof offerStates)[number];

/** The side that made a set of terms. */
export const offerSides = ['student', 'seller'] as const;
export type OfferSide = (typeof offerSides)[number];

export const OFFER_NOTE_MAX = 1000;

/** The offers' collection id, for the server's sweeps across every project (a collection group query). */
export const OFFERS_GROUP = 'offers';

export const offerTermsSchema = z.object({
  /** Rupees, like a project's budget: within SPEC's amount limits, whole paise. */
  price: z.number(),
  /** The day the work is to be delivered: midnight at its start, as a project's deadline. */
  deliveryBy: z.number(),
  note: z.string().catch(''),
  by: z.enum(offerSides),
  at: epochMillis.pipe(z.number()),
  /**
   * The stages the price is split into (decision 068's terms, adding up to the price, none due after the delivery
   * day); absent when the terms are one stage, as a project posted without milestones is.
   */
  milestones: z.array(storedMilestoneTermsSchema.extend({ due: epochMillis.pipe(z.number()) })).optional(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

/**
 * What the student weighs beside an offer: who the seller is and how they have done (nothing private). Kept on the
 * offer when the seller sends it and at each of their later steps (decision 067, 'Measured'), so listing 50 offers
 * reads 50 documents, not 200.
 */
export const offerSellerSchema = z.object({
  name: z.string(),
  verified: z.boolean(),
  /** Average stars (null: no reviews yet) and how many reviews. */
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** Projects they delivered and were paid for. */
  completed: z.number().int(),
});
export type OfferSeller = z.infer<typeof offerSellerSchema>;

export const offerSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  studentId: z.string(),
  sellerId: z.string(),
  sellerEmail: z.string(),
  state: z.enum(offerStates),
  /** The seller's first terms, then each counter: the latest last. */
  terms: z.array(offerTermsSchema).min(1),
  /** How many counters were made, by either side (at most MAX_COUNTERS). */
  counters: z.number().int().catch(0),
  /** When the server expires it if nobody answers (decision 067: the project's deadline day or 7 days). */
  expiresAt: epochMillis.pipe(z.number()),
  /** The latest step, which its notices start from (who took it, when, and what it was). */
  step: z.object({ name: z.string(), by: z.string(), at: epochMillis.pipe(z.number()) }),
  /** The seller's facts as of their latest step; absent on offers stored before they were kept. */
  seller: offerSellerSchema.optional().catch(undefined),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerTexts = {
  priceMinimum: `An offer's price must be at least ₹${MIN_AMOUNT}.`,
  priceMaximum: "An offer's price can be at most ₹5,00,000.00.",
  pricePaise: "An offer's price can have at most 2 decimal places.",
  deliveryInvalid: 'Choose the day the work will be delivered.',
  deliveryPast: 'The delivery date cannot be earlier than today.',
  noteTooLong: `A note can have at most ${OFFER_NOTE_MAX.toLocaleString('en-IN')} characters.`,
} as const;

/** The terms a person sends (an offer or a counter), checked the way a project's budget is (SPEC 5). */
export const termsInputSchema = z.object({
  price: z
    .number({ error: offerTexts.priceMinimum })
    .refine(Number.isFinite, offerTexts.priceMinimum)
    .refine((price) => price >= MIN_AMOUNT, offerTexts.priceMinimum)
    .refine((price) => price <= MAX_AMOUNT, offerTexts.priceMaximum)
    .refine((price) => fromPaise(toPaise(price)) === price, offerTexts.pricePaise),
  deliveryBy: z.number({ error: offerTexts.deliveryInvalid }).int(offerTexts.deliveryInvalid),
  note: z.string().trim().max(OFFER_NOTE_MAX, offerTexts.noteTooLong).default(''),
  /** Checked against the price and the delivery day by the use case (checkMilestones), as a posted project's are. */
  milestones: milestonesInputSchema.optional(),
});
export type TermsInput = z.infer<typeof termsInputSchema>;
