import { describe, expect, it } from 'vitest';
import { actors, aProject, DAY_MS, NOW } from '../projects/test-projects.ts';
import { reviewTexts } from './review-texts.ts';
import {
  canReview,
  closedAt,
  isPublished,
  publishAtOf,
  PUBLISH_AFTER_MS,
  REVIEW_WINDOW_MS,
  reviewInputSchema,
} from './review.ts';

const released = aProject('Completed', 'Released');
const open = { closedAtMs: NOW, alreadyReviewed: false };

describe('who may review, and when', () => {
  it('lets the student and the assigned seller review a released project, each in their role', () => {
    expect(canReview(released, actors.owner, NOW, open)).toEqual({ ok: true, role: 'student' });
    expect(canReview(released, actors.seller, NOW, open)).toEqual({ ok: true, role: 'seller' });
  });

  it('lets them review a settled project too', () => {
    expect(canReview(aProject('Completed', 'Settled'), actors.owner, NOW, open).ok).toBe(true);
  });

  it.each(['otherStudent', 'otherSeller', 'admin'] as const)('refuses %s: not a party', (who) => {
    expect(canReview(released, actors[who], NOW, open)).toEqual({
      ok: false,
      refusal: 'notParty',
      text: reviewTexts.notParty,
    });
  });

  it.each(['Unpaid', 'Funded', 'Refunded'] as const)('refuses while the payment is %s', (paymentStatus) => {
    const project = aProject('Completed', paymentStatus);
    expect(canReview(project, actors.owner, NOW, open)).toMatchObject({ ok: false, refusal: 'notClosed' });
  });

  it('closes the window exactly 14 days after the release', () => {
    const lastMoment = NOW + REVIEW_WINDOW_MS - 1;
    expect(canReview(released, actors.owner, lastMoment, open).ok).toBe(true);
    expect(canReview(released, actors.owner, lastMoment + 1, open)).toMatchObject({ refusal: 'windowClosed' });
  });

  it('refuses a second review by the same person', () => {
    const again = { closedAtMs: NOW, alreadyReviewed: true };
    expect(canReview(released, actors.seller, NOW, again)).toMatchObject({ refusal: 'alreadyReviewed' });
  });
});

describe('when the payment left escrow', () => {
  it("is a settlement's time, else the release event's, else now (the event is written just after)", () => {
    const settledAt = NOW - 3 * DAY_MS;
    const settled = aProject('Completed', 'Settled', {
      settlement: { outcome: 'split', refundPaise: 100, payoutPaise: 200, settledAt },
    });
    expect(closedAt(settled, NOW - DAY_MS, NOW)).toBe(settledAt);
    expect(closedAt(released, NOW - DAY_MS, NOW)).toBe(NOW - DAY_MS);
    expect(closedAt(released, null, NOW)).toBe(NOW);
  });
});

describe('publication', () => {
  const first = { createdAt: NOW };

  it('keeps a lone review unpublished until 7 days after it, then publishes it', () => {
    expect(isPublished({ student: first }, NOW + PUBLISH_AFTER_MS - 1)).toBe(false);
    expect(isPublished({ student: first }, NOW + PUBLISH_AFTER_MS)).toBe(true);
  });

  it('publishes both the moment the second is written', () => {
    const second = { createdAt: NOW + DAY_MS };
    expect(publishAtOf({ student: first, seller: second })).toBe(NOW + DAY_MS);
    expect(isPublished({ student: first, seller: second }, NOW + DAY_MS - 1)).toBe(false);
    expect(isPublished({ student: first, seller: second }, NOW + DAY_MS)).toBe(true);
  });

  it('does not hold back a first review already published when the second arrives late', () => {
    const late = { createdAt: NOW + 10 * DAY_MS };
    expect(publishAtOf({ seller: first, student: late })).toBe(NOW + PUBLISH_AFTER_MS);
  });

  it('publishes nothing when nobody wrote', () => {
    expect(isPublished({}, NOW + 100 * DAY_MS)).toBe(false);
  });
});

describe('what a review may say', () => {
  it('takes 1 to 5 whole stars and a trimmed text, which may be empty', () => {
    expect(reviewInputSchema.parse({ stars: 5, text: '  Great work  ' })).toEqual({ stars: 5, text: 'Great work' });
    expect(reviewInputSchema.parse({ stars: 1 })).toEqual({ stars: 1, text: '' });
  });

  it.each([0, 6, 4.5, Number.NaN])('refuses %s stars with the text to show', (stars) => {
    const result = reviewInputSchema.safeParse({ stars, text: '' });
    expect(result.error?.issues[0]?.message).toBe(reviewTexts.starsInvalid);
  });

  it('takes exactly 1,000 characters after trimming and refuses 1,001', () => {
    expect(reviewInputSchema.safeParse({ stars: 3, text: ` ${'a'.repeat(1000)} ` }).success).toBe(true);
    const result = reviewInputSchema.safeParse({ stars: 3, text: 'a'.repeat(1001) });
    expect(result.error?.issues[0]?.message).toBe(reviewTexts.textTooLong);
  });
});
