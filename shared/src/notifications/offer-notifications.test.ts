// Who hears of each offer step and what they read (decision 067): the side the table tells, never the one who took
// it; keyed by the step, so a repeated delivery writes one notice.
import { describe, expect, it } from 'vitest';
import { emailGroupOf } from './email.ts';
import { notificationsForOfferStep, offerExpiringNotification } from './offer-notifications.ts';
import type { Offer, OfferTerms } from '../projects/offer.ts';
import type { OfferTransitionName } from '../projects/offer-process.ts';
import { OFFER_AT as AT, anOfferAfter, sellerTermsAt } from '../projects/test-offers.ts';

const sellerTerms = sellerTermsAt(4200);
const studentTerms: OfferTerms = { ...sellerTerms, price: 3600, by: 'student' };
const offerAfter = (name: OfferTransitionName, by: string, terms: OfferTerms[] = [sellerTerms]) =>
  anOfferAfter(name, by, terms);

const facts = { projectTitle: 'Line follower', sellerName: 'Asha Rao' };
const told = (offer: Offer) =>
  notificationsForOfferStep(offer, facts).map(({ to, content }) => ({ to, kind: content.kind, text: content.text }));

describe('offer notices', () => {
  it('tells the student of an offer, naming the seller, the price and the day, keyed by the step', () => {
    const [notice, ...more] = notificationsForOfferStep(offerAfter('send', 'seller-1'), facts);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      to: { uid: 'student-1' },
      key: `offer-p1-seller-1-send-${AT}`,
      at: AT,
      names: ['seller-1'],
      content: { kind: 'project-offer-received', title: 'New offer', link: '/dashboard?project=p1' },
    });
    expect(notice!.content.text).toBe(
      'Asha Rao offered to do “Line follower” for ₹4,200.00, delivered by 7 Dec 2026. Accept, decline or counter it on the project.',
    );
  });

  it('tells a counter to the other side only', () => {
    expect(told(offerAfter('counter', 'student-1', [sellerTerms, studentTerms]))).toEqual([
      {
        to: { uid: 'seller-1' },
        kind: 'project-offer-countered',
        text: 'The student countered on “Line follower”: ₹3,600.00, delivered by 7 Dec 2026. Accept it, counter or withdraw.',
      },
    ]);
    expect(told(offerAfter('counter', 'seller-1', [sellerTerms, studentTerms, sellerTerms]))).toMatchObject([
      { to: { uid: 'student-1' }, kind: 'project-offer-countered' },
    ]);
  });

  it("tells the seller of the student's acceptance, and nobody of the seller's own (the take's event tells the student)", () => {
    expect(told(offerAfter('accept', 'student-1'))).toMatchObject([
      { to: { uid: 'seller-1' }, kind: 'project-offer-accepted' },
    ]);
    expect(told(offerAfter('accept', 'seller-1', [sellerTerms, studentTerms]))).toEqual([]);
  });

  it('tells the seller of a decline, of another offer chosen and of an expiry; the student of a withdrawal', () => {
    expect(told(offerAfter('decline', 'student-1'))).toMatchObject([
      {
        to: { uid: 'seller-1' },
        kind: 'project-offer-declined',
        text: 'The student declined your offer for “Line follower”.',
      },
    ]);
    expect(told(offerAfter('passed-over', 'system'))).toMatchObject([
      { to: { uid: 'seller-1' }, kind: 'project-offer-declined' },
    ]);
    expect(told(offerAfter('expire', 'system'))).toMatchObject([
      { to: { uid: 'seller-1' }, kind: 'project-offer-expired' },
    ]);
    expect(told(offerAfter('withdraw', 'seller-1'))).toMatchObject([
      {
        to: { uid: 'student-1' },
        kind: 'project-offer-withdrawn',
        text: 'Asha Rao withdrew their offer for “Line follower”.',
      },
    ]);
  });

  it('reminds the side on turn the day before an offer expires, once per set of terms', () => {
    const waiting = offerAfter('send', 'seller-1');
    expect(offerExpiringNotification(waiting, facts)).toMatchObject({
      to: { uid: 'student-1' },
      key: `offer-p1-seller-1-expiring-${waiting.expiresAt}`,
      content: { kind: 'project-offer-expiring', title: 'Offer expires tomorrow' },
    });
    const countered = offerAfter('counter', 'student-1', [sellerTerms, studentTerms]);
    expect(offerExpiringNotification(countered, facts).to).toEqual({ uid: 'seller-1' });
  });

  it('mails each offer notice in the projects group, which a person may turn off', () => {
    for (const kind of ['project-offer-received', 'project-offer-expiring'] as const)
      expect(emailGroupOf(kind)).toBe('projects');
  });
});
