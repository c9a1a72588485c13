// The site's written content carries SPEC's facts, so the pages and the assistant say them.
import { describe, expect, it } from 'vitest';
import { plainText, supportEmail, type Policy } from './blocks.ts';
import { faq } from './faq.ts';
import { privacy, refund, terms } from './policies.ts';

const whole = (policy: Policy) =>
  [
    plainText(policy.intro),
    ...policy.sections.map((section) => `${section.heading}\n${plainText(section.blocks)}`),
  ].join('\n');

describe('the FAQ (SPEC 2 Support & Contact)', () => {
  it('asks what SPEC names, for students and for sellers', () => {
    expect(faq.students.map((item) => item.question)).toEqual(['How do I post a project?', 'How does payment work?']);
    expect(faq.sellers.map((item) => item.question)).toEqual(['How do I find projects?', 'How do I get paid?']);
  });

  it('says the seller gets 70%, the platform 30%, and funds are held until release', () => {
    const payment = plainText(faq.students[1]!.answer);
    expect(payment).toContain('The seller then receives 70% of the budget and the platform keeps 30%.');
    expect(payment).toContain('The platform holds the funds');
    expect(plainText(faq.sellers[1]!.answer)).toContain('you receive 70%');
  });
});

describe('the policies (SPEC 9)', () => {
  it('refunds in full within 24 hours, to the original method in 7 to 10 business days', () => {
    const text = whole(refund);
    expect(text).toContain('within 24 hours from the time of purchase and receive a full refund');
    expect(text).toContain('returned to the original payment method (card or UPI) within 7 to 10 business days');
  });

  it('excludes digital products once used, and custom projects unless materially different', () => {
    const text = whole(refund);
    expect(text).toContain('A digital product is not refundable once it has been downloaded, accessed or delivered');
    expect(text).toContain('generally non-refundable');
    expect(text).toContain('materially different from the description');
  });

  it('sets the minimum age of 18, Indian law and the courts of Madhya Pradesh', () => {
    for (const policy of [terms, privacy]) expect(whole(policy)).toMatch(/18/);
    for (const policy of [terms, privacy, refund]) {
      expect(whole(policy)).toContain('India');
      expect(whole(policy)).toContain('courts in Madhya Pradesh');
    }
  });

  it('states the 70/30 split and that funds are held until released', () => {
    expect(whole(terms)).toContain('the seller receives 70% of the project budget and the platform keeps 30%');
    expect(whole(terms)).toContain('held by the platform until the student releases them');
  });
});

describe('plainText', () => {
  it('drops the markup and fills in the support email', () => {
    expect(plainText([{ kind: 'p', text: 'Write to {supportEmail} within **24 hours**.' }])).toBe(
      `Write to ${supportEmail} within 24 hours.`,
    );
    expect(plainText([{ kind: 'ul', items: ['one', '**two**'] }])).toBe('- one\n- two');
  });
});
