// Test support for the offers' tests (decision 067): a fixed moment, a side's terms at a price, and an offer just
// after one of its steps. Used by tests only.
import type { Offer, OfferTerms } from './offer.ts';
import type { OfferTransitionName } from './offer-process.ts';
import type { Project } from './project.ts';

export const OFFER_AT = Date.UTC(2026, 10, 25, 6);
const WEEK_MS = 7 * 86_400_000;

/** The seller's terms at `price`, sent at OFFER_AT for a delivery on 7 December 2026. */
export const sellerTermsAt = (price: number): OfferTerms => ({
  price,
  deliveryBy: Date.UTC(2026, 11, 7),
  note: '',
  by: 'seller',
  at: OFFER_AT,
});

/**
 * Seller 1's open offer on `project` with these terms (the first the seller's send, at the first terms' time), open
 * for a week after its latest terms; `fields` set what a test needs otherwise.
 */
export function anOfferOn(
  project: Pick<Project, 'id' | 'studentId'>,
  terms: OfferTerms[],
  fields: Partial<Offer> = {},
): Offer {
  return {
    id: 'seller-1',
    projectId: project.id,
    studentId: project.studentId,
    sellerId: 'seller-1',
    sellerEmail: 'seller@example.com',
    state: 'open',
    terms,
    counters: terms.length - 1,
    expiresAt: terms.at(-1)!.at + WEEK_MS,
    step: { name: 'send', by: 'seller-1', at: terms[0]!.at },
    ...fields,
  };
}

/** Seller 1's open offer on project p1 with these terms, its last step `name` taken by `by` at OFFER_AT. */
export const anOfferAfter = (name: OfferTransitionName, by: string, terms: OfferTerms[]): Offer =>
  anOfferOn({ id: 'p1', studentId: 'student-1' }, terms, {
    expiresAt: OFFER_AT + WEEK_MS,
    step: { name, by, at: OFFER_AT },
  });
