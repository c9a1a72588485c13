// The offers table (decision 067), cell by cell: which side may take which step from which offer, when terms expire,
// how many counters an offer carries, and the words each refusal answers with.
import { describe, expect, it } from 'vitest';
import {
  canTakeOffer,
  expiryOf,
  MAX_COUNTERS,
  OFFER_MS,
  offerActions,
  offerRefusal,
  offerRefusals,
  type OfferTransitionName,
} from './offer-process.ts';
import type { Offer, OfferSide, OfferState } from './offer.ts';
import { canTake, escrowProcess, transitionNameOf } from './escrow-process.ts';
import { anOfferOn } from './test-offers.ts';
import { actors, aProject, DAY_MS, NOW } from './test-projects.ts';

const asking = aProject('Open', 'Unpaid', { pricing: 'offers', deadline: NOW + 30 * DAY_MS });

function anOffer(overrides: Partial<Offer> = {}, latestBy: OfferSide = 'seller'): Offer {
  const first = { price: 4000, deliveryBy: NOW + 10 * DAY_MS, note: '', by: 'seller' as const, at: NOW - DAY_MS };
  const terms = latestBy === 'seller' ? [first] : [first, { ...first, price: 3500, by: 'student' as const, at: NOW }];
  return anOfferOn(asking, terms, { expiresAt: NOW + DAY_MS, ...overrides });
}

const allowed = (offer: Offer | null, side: OfferSide, project = asking, now = NOW) =>
  (['send', ...offerActions] as OfferTransitionName[]).filter((name) => canTakeOffer(name, offer, project, side, now));

describe('the offers table', () => {
  it.each([
    ['no offer yet', null, 'seller', ['send']],
    ['no offer yet', null, 'student', []],
    ["the seller's offer", anOffer(), 'student', ['counter', 'accept', 'decline']],
    ["the seller's offer", anOffer(), 'seller', ['withdraw']],
    ["the student's counter", anOffer({}, 'student'), 'seller', ['counter', 'accept', 'withdraw']],
    ["the student's counter", anOffer({}, 'student'), 'student', ['decline']],
    ['an offer with its counters used', anOffer({ counters: MAX_COUNTERS }), 'student', ['accept', 'decline']],
    ...(['accepted', 'declined', 'withdrawn', 'expired'] as OfferState[]).flatMap((state) => [
      [`a ${state} offer`, anOffer({ state }), 'student', []] as const,
      [`a ${state} offer`, anOffer({ state }), 'seller', state === 'accepted' ? [] : ['send']] as const,
    ]),
  ] as const)('%s: the %s may %j', (_what, offer, side, expected) => {
    // An accepted offer assigned the project: it is no longer Open, so nothing more is sent on it.
    const project = offer?.state === 'accepted' ? { ...asking, status: 'In Progress' as const } : asking;
    expect(allowed(offer, side, project)).toEqual(expected);
  });

  it('takes no offer, and no answer, on a fixed-price, assigned or hidden project', () => {
    for (const project of [
      aProject('Open', 'Unpaid'),
      aProject('In Progress', 'Unpaid', { pricing: 'offers' }),
      { ...asking, hidden: true },
    ]) {
      expect(allowed(null, 'seller', project)).toEqual([]);
      expect(allowed(anOffer(), 'student', project)).toEqual([]);
      expect(allowed(anOffer(), 'seller', project)).toEqual([]);
    }
  });

  it('answers nothing at or after the expiry, which only the server then takes', () => {
    const offer = anOffer({ expiresAt: NOW });
    expect(allowed(offer, 'student')).toEqual([]);
    expect(allowed(offer, 'seller')).toEqual([]);
    expect(canTakeOffer('expire', offer, asking, 'server', NOW)).toBe(true);
    expect(canTakeOffer('expire', anOffer({ expiresAt: NOW + 1 }), asking, 'server', NOW)).toBe(false);
    expect(canTakeOffer('expire', offer, asking, 'student', NOW)).toBe(false);
  });

  it("expires new terms at the end of the project's deadline day, or in 7 days, whichever is first", () => {
    expect(expiryOf({ deadline: NOW + 30 * DAY_MS }, NOW)).toBe(NOW + OFFER_MS);
    expect(expiryOf({ deadline: NOW + 2 * DAY_MS }, NOW)).toBe(NOW + 3 * DAY_MS);
    expect(expiryOf({ deadline: null }, NOW)).toBe(NOW + OFFER_MS);
    // Past the deadline day nothing can be sent.
    expect(canTakeOffer('send', null, { ...asking, deadline: NOW - DAY_MS }, 'seller', NOW)).toBe(false);
  });

  it('says why a step cannot be taken, in words', () => {
    const refusal = (name: OfferTransitionName, offer: Offer | null, side: OfferSide, project = asking) =>
      offerRefusal(name, offer, project, side, NOW);
    expect(refusal('accept', anOffer(), 'student')).toBeNull();
    expect(refusal('send', null, 'seller', aProject('Open', 'Unpaid'))).toBe(offerRefusals.notAskingForOffers);
    expect(refusal('accept', anOffer(), 'student', { ...asking, status: 'In Progress' })).toBe(offerRefusals.assigned);
    expect(refusal('send', anOffer(), 'seller')).toBe(offerRefusals.alreadyOffered);
    expect(refusal('accept', anOffer({ state: 'withdrawn' }), 'student')).toBe(offerRefusals.withdrawn);
    expect(refusal('accept', anOffer({ state: 'accepted' }), 'student')).toBe(offerRefusals.accepted);
    expect(refusal('accept', anOffer({ expiresAt: NOW }), 'student')).toBe(offerRefusals.expired);
    expect(refusal('accept', anOffer(), 'seller')).toBe(offerRefusals.notYourTurn);
    expect(refusal('counter', anOffer({ counters: MAX_COUNTERS }), 'student')).toBe(offerRefusals.countersUsed);
  });
});

// The acceptance's other half is the escrow table's `assign` row (decision 067, amended): the same table and runner as
// the take, at the stored offer's terms.
describe("the escrow table's assign row", () => {
  const agreed = {
    sellerId: actors.seller.uid,
    sellerEmail: actors.seller.email,
    price: 3600,
    deliveryBy: NOW + 12 * DAY_MS,
  };

  it("gives an Open project asking for offers to the offer's seller, by its student or any seller, and nothing else", () => {
    expect(canTake('assign', asking, actors.owner, NOW)).toBe(true);
    expect(canTake('assign', asking, actors.otherSeller, NOW)).toBe(true);
    expect(canTake('assign', asking, actors.otherStudent, NOW)).toBe(false);
    expect(canTake('assign', asking, actors.admin, NOW)).toBe(false);
    expect(canTake('assign', { ...asking, pricing: 'fixed' }, actors.owner, NOW)).toBe(false);
    expect(canTake('assign', aProject('In Progress', 'Unpaid', { pricing: 'offers' }), actors.owner, NOW)).toBe(false);
    // And a project asking for offers is never taken at its price.
    expect(canTake('take', asking, actors.seller, NOW)).toBe(false);
  });

  it("writes the agreed terms, keeps the student's own to reopen it at, and has no patch without agreed terms", () => {
    const stages = [
      { title: 'Circuit', amountPaise: 160_000, due: NOW + 5 * DAY_MS },
      { title: 'Report', amountPaise: 200_000, due: NOW + 12 * DAY_MS },
    ];
    const patch = escrowProcess.assign.patch(asking, actors.owner, {
      now: NOW,
      agreed: { ...agreed, milestones: stages },
    });
    expect(patch).toEqual({
      status: 'In Progress',
      sellerId: actors.seller.uid,
      sellerEmail: actors.seller.email,
      budget: 3600,
      deadline: NOW + 12 * DAY_MS,
      milestones: stages,
      postedTerms: { budget: asking.budget, deadline: asking.deadline },
    });
    // One stage agreed: the project's own stages are removed (an absent value the server deletes).
    const oneStage = escrowProcess.assign.patch(asking, actors.owner, { now: NOW, agreed })!;
    expect('milestones' in oneStage && oneStage.milestones === undefined).toBe(true);
    expect(escrowProcess.assign.patch(asking, actors.owner, { now: NOW })).toBeNull();
    // Its event is the take's, told as the take is.
    expect(escrowProcess.assign.history).toBe('taken');
    expect(transitionNameOf({ kind: 'taken', byRole: 'seller' })).toBe('take');
  });
});
