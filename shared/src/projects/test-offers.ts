// Test support for the offers' tests (decision 067): a fixed moment, a side's terms at a price, and an offer just
// after one of its steps. Used by tests only.
import type { Offer, OfferTerms } from './offer.ts';
import type { OfferTransitionName } from './offer-process.ts';

export const OFFER_AT = Date.UTC(2026, 10, 25, 6);

/** The seller's terms at `price`, sent at OFFER_AT for a delivery on 7 December 2026. */
export const sellerTermsAt = (price: number): OfferTerms => ({
  price,
  deliveryBy: Date.UTC(2026, 11, 7),
  note: '',
  by: 'seller',
  at: OFFER_AT,
});

/** Seller 1's open offer on project p1 with these terms, its last step `name` taken by `by` at OFFER_AT. */
export function anOfferAfter(name: OfferTransitionName, by: string, terms: OfferTerms[]): Offer {
  return {
    id: 'seller-1',
    projectId: 'p1',
    studentId: 'student-1',
    sellerId: 'seller-1',
    sellerEmail: 'seller@example.com',
    state: 'open',
    terms,
    counters: terms.length - 1,
    expiresAt: OFFER_AT + 7 * 86_400_000,
    step: { name, by, at: OFFER_AT },
  };
}
