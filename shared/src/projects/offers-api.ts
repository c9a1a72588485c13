// The offers' endpoints (decision 067): a seller's offer on a project asking for offers, each answer to it (a counter,
// an acceptance, a decline, a withdrawal), and the list of a project's offers, which the project's student reads
// whole, a seller only as far as their own offer goes, and admins whole. Each step is the offers table's
// (offer-process.ts), run by the server in one transaction.
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId, uid } from '../document-id-schema.ts';
import { blockTexts } from '../safety/block.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { offerSchema, offerSellerSchema, offerTexts, termsInputSchema, type OfferSeller } from './offer.ts';
import { offerActions, offerRefusals } from './offer-process.ts';
import { lifecycleTexts } from './project-errors.ts';
import { chatMessageSchema } from './projects-api.ts';

export const offerErrors = {
  notFound: lifecycleTexts.notFound,
  offerGone: 'There is no such offer on this project.',
  onlySellers: 'Only sellers make offers.',
  notYours: "Only the project's student and the seller who made the offer can see or answer it.",
  termsRequired: 'A counter names a price and a delivery date.',
} as const;

/** What the student weighs beside each offer (kept on the offer: offer.ts). */
export { offerSellerSchema, type OfferSeller };

export const offerViewSchema = offerSchema.extend({ seller: offerSellerSchema });
export type OfferView = z.infer<typeof offerViewSchema>;

const stepAnswer = z.object({ ok: z.literal(true) });

export const offersContract = {
  list: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'GET',
      path: '/projects/{projectId}/offers',
      summary: "A project's offers: all of them to its student and admins, a seller's own to that seller",
    })
    .input(z.object({ projectId: documentId('projectId') }))
    .output(z.object({ offers: z.array(offerViewSchema) }))
    .errors(errorsWith({ NOT_FOUND: offerErrors.notFound, FORBIDDEN: offerErrors.notYours })),
  send: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/offers',
      successStatus: 201,
      summary: 'Send an offer on a project asking for offers: a price, a delivery date and a note',
    })
    .input(termsInputSchema.extend({ projectId: documentId('projectId') }))
    .output(stepAnswer)
    .errors(
      errorsWith({
        NOT_FOUND: offerErrors.notFound,
        FORBIDDEN: offerErrors.onlySellers,
        CONFLICT: offerRefusals.alreadyOffered,
        BAD_REQUEST: offerTexts.deliveryPast,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
  answer: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/offers/{sellerId}/transitions',
      summary: 'Answer an offer: counter it, accept it, decline it (the student) or withdraw it (its seller)',
    })
    .input(
      termsInputSchema.partial().extend({
        projectId: documentId('projectId'),
        sellerId: uid('sellerId'),
        action: z.enum(offerActions),
      }),
    )
    .output(stepAnswer)
    .errors(
      errorsWith({
        NOT_FOUND: offerErrors.offerGone,
        FORBIDDEN: offerErrors.notYours,
        CONFLICT: blockTexts.blockedBetween,
        BAD_REQUEST: offerErrors.termsRequired,
      }),
    ),
  // An offer's own chat (decision 073): its cards are written by its steps; a message is sent here.
  message: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/projects/{projectId}/offers/{sellerId}/messages',
      successStatus: 201,
      summary: "Send a message in an offer's chat, between the project's student and the offer's seller",
    })
    .input(chatMessageSchema.extend({ projectId: documentId('projectId'), sellerId: uid('sellerId') }))
    .output(z.object({ id: z.string() }))
    .errors(
      errorsWith({
        NOT_FOUND: offerErrors.offerGone,
        FORBIDDEN: offerErrors.notYours,
        CONFLICT: blockTexts.blockedBetween,
        TOO_MANY_REQUESTS: limitMetDeclared,
      }),
    ),
};
