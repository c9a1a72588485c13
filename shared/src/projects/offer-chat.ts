// An offer's own chat (decision 073): between the project's student and the seller who made the offer, at
// projects/{id}/offers/{sellerId}/messages, so another seller never reads it (firestore.rules, as for the offer).
// Each set of terms (the offer, each counter) is a card message the offer's step writes in its own transaction; the
// card is drawn from the offer itself, so its buttons follow the offer's state: the latest terms of an open offer
// carry the answers the offers table lets the reader take now; an earlier card, or one whose offer ended, shows how
// it ended and no buttons. The screens read this file: nothing it imports brings zod into their first load.
import { formatRupees } from './money.ts';
import type { Offer, OfferSide, OfferTerms } from './offer.ts';
import { canTakeOffer, type OfferAction } from './offer-process.ts';
import type { Project } from './project.ts';

/** What a card's message says in words (its bell and unread line; the card itself is drawn from the offer). */
export function offerCardText(terms: Pick<OfferTerms, 'price' | 'milestones'>, index: number): string {
  const stages = terms.milestones && terms.milestones.length > 1 ? ` in ${terms.milestones.length} milestones` : '';
  return `${index === 0 ? 'Offer' : 'Counter'}: ${formatRupees(terms.price)}${stages}.`;
}

/**
 * Where a card stands: `waiting` (the terms on the table), `countered` (answered with other terms), or how the offer
 * ended with these terms on the table (`accepted`, `declined`, `withdrawn`, `expired`). A card of terms the offer no
 * longer has (a new offer after one that ended starts afresh) is `ended`.
 */
export type CardStanding = 'waiting' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'ended';

export function cardStanding(
  offer: Pick<Offer, 'state' | 'terms' | 'expiresAt'>,
  index: number,
  now: number,
): CardStanding {
  const latest = offer.terms.length - 1;
  if (index > latest) return 'ended';
  if (index < latest) return 'countered';
  const { state } = offer;
  if (state === 'open') return now < offer.expiresAt ? 'waiting' : 'expired';
  return state;
}

/** The answers in the order a card shows them: the student's Accept, Counter, Decline; the seller's Withdraw. */
const cardOrder: readonly OfferAction[] = ['accept', 'counter', 'decline', 'withdraw'];

/**
 * The buttons a card carries for the side reading it: the answers the offers table lets them take now, on the latest
 * terms of an open offer only. The side that made the terms waits (a seller may still withdraw).
 */
export function cardActions(
  offer: Offer,
  index: number,
  project: Project,
  side: OfferSide,
  now: number,
): OfferAction[] {
  if (cardStanding(offer, index, now) !== 'waiting') return [];
  return cardOrder.filter((action) => canTakeOffer(action, offer, project, side, now));
}
