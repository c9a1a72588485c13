// An offer's cards (decision 073): each set of terms is a card, whose buttons are the answers the offers table lets
// its reader take now, on the latest terms of an open offer only; any other card shows how it ended.
import { describe, expect, it } from 'vitest';
import { cardActions, cardStanding, offerCardText } from './offer-chat.ts';
import type { Offer, OfferTerms } from './offer.ts';
import { anOfferOn } from './test-offers.ts';
import { aProject, DAY_MS, NOW } from './test-projects.ts';

const asking = aProject('Open', 'Unpaid', { pricing: 'offers', deadline: NOW + 30 * DAY_MS });
const sellers: OfferTerms = { price: 4200, deliveryBy: NOW + 10 * DAY_MS, note: '', by: 'seller', at: NOW - DAY_MS };
const students: OfferTerms = { ...sellers, price: 3600, by: 'student', at: NOW };
const offer = (terms: OfferTerms[], fields: Partial<Offer> = {}) => anOfferOn(asking, terms, fields);

describe("an offer's cards", () => {
  it('says each card in words: the offer, then each counter, with its stages', () => {
    expect(offerCardText(sellers, 0)).toBe('Offer: ₹4,200.00.');
    const stages = [
      { title: 'Circuit', amountPaise: 200_000, due: NOW },
      { title: 'Report', amountPaise: 160_000, due: NOW },
    ];
    expect(offerCardText({ price: 3600, milestones: stages }, 1)).toBe('Counter: ₹3,600.00 in 2 milestones.');
  });

  it("gives the latest terms of an open offer the reader's answers: the student's to the seller's terms", () => {
    const sent = offer([sellers]);
    expect(cardActions(sent, 0, asking, 'student', NOW)).toEqual(['accept', 'counter', 'decline']);
    // The seller made them: they wait, and may withdraw.
    expect(cardActions(sent, 0, asking, 'seller', NOW)).toEqual(['withdraw']);
    const countered = offer([sellers, students]);
    expect(cardActions(countered, 1, asking, 'seller', NOW)).toEqual(['accept', 'counter', 'withdraw']);
    expect(cardActions(countered, 1, asking, 'student', NOW)).toEqual(['decline']);
  });

  it('shows a superseded or ended card its outcome, with no buttons', () => {
    const countered = offer([sellers, students]);
    expect(cardStanding(countered, 0, NOW)).toBe('countered');
    expect(cardActions(countered, 0, asking, 'student', NOW)).toEqual([]);
    for (const state of ['accepted', 'declined', 'withdrawn', 'expired'] as const) {
      const ended = offer([sellers, students], { state });
      expect(cardStanding(ended, 1, NOW)).toBe(state);
      expect(cardActions(ended, 1, asking, 'seller', NOW)).toEqual([]);
    }
    // Past its expiry, before the server marks it: expired, no buttons.
    const late = offer([sellers], { expiresAt: NOW - 1 });
    expect(cardStanding(late, 0, NOW)).toBe('expired');
    expect(cardActions(late, 0, asking, 'student', NOW)).toEqual([]);
    // A new offer after one that ended starts its terms afresh: the old cards beyond them are ended.
    expect(cardStanding(offer([sellers]), 1, NOW)).toBe('ended');
    // The project given to another seller: nobody answers it.
    expect(cardActions(offer([sellers]), 0, { ...asking, status: 'In Progress' }, 'student', NOW)).toEqual([]);
  });
});
