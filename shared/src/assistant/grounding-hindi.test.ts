// Every fact 'Ask Me' answers from has its Hindi, and the two say the same thing: the Hindi is in Devanagari, holds
// every figure the English holds, and keeps the names a person must find on the screen (SPEC's buttons and
// statuses) in English. The offline assistant says the one that matches the question's language.
import { describe, expect, it } from 'vitest';
import { messageLanguage } from './conversation.ts';
import { factAnswer, platformGrounding } from './grounding.ts';

const { facts } = platformGrounding();

/** Figures as written: '70', '0.5', '5,00,000', '194'. */
const figures = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([figure]) => figure).sort();

/** Names the app shows in English that a passage may point to; where the English names one, the Hindi does too. */
const screenNames = [
  'Post Project',
  'Fund Project',
  'Available Projects',
  'In Progress',
  'Buy Now',
  'Order Confirmed',
  'Out for Delivery',
  'My Store Purchases',
  'Cancel Order',
  'Request Changes',
  'Open a Dispute',
  'Ask to Cancel',
  'Cancel and Refund',
  'Sell a Project',
  'Your Payouts',
  'Tax details',
  'Your Privacy',
  'Download your data',
  'Delete your account',
  'Blocked people',
  'Sellers take it at my price',
  'Ask for offers',
  'Fund milestone 2',
  'Verified',
  'Ask Me',
  'Student',
  'Seller',
  'Report',
  'Block',
  'Accept',
  'Counter',
  'Decline',
];

describe("the facts' Hindi", () => {
  it('is there for every fact: a title, a text and where it is written, each in Devanagari', () => {
    expect(facts.length).toBeGreaterThan(40);
    for (const fact of facts) {
      expect(fact.hindi.title.trim(), fact.id).not.toBe('');
      expect(fact.hindi.source.trim(), fact.id).not.toBe('');
      expect(messageLanguage(fact.hindi.title), `${fact.id}: ${fact.hindi.title}`).toBe('hi');
      expect(messageLanguage(fact.hindi.text), `${fact.id}: ${fact.hindi.text}`).toBe('hi');
      expect(messageLanguage(fact.text), `${fact.id}: ${fact.text}`).toBe('en');
    }
    // Each passage its own Hindi (the policies' closing 'Contact us' is the same section in each, in both languages).
    expect(new Set(facts.map((fact) => fact.hindi.text)).size).toBe(new Set(facts.map((fact) => fact.text)).size);
  });

  it('holds every figure of the English (a percentage, a number of days, an amount)', () => {
    for (const fact of facts) expect(figures(fact.hindi.text), fact.id).toEqual(figures(fact.text));
  });

  it('names the screens’ buttons and statuses in English where the English names them', () => {
    for (const fact of facts)
      for (const name of screenNames)
        if (new RegExp(`\\b${name}\\b`).test(fact.text)) expect(fact.hindi.text, `${fact.id}: ${name}`).toContain(name);
  });

  it('fails a Hindi that lost a figure or a name (the checks can fail)', () => {
    expect(figures('बजट का 70% और 30%')).not.toEqual(
      figures('The seller receives 70% and the platform 30% within 24 hours.'),
    );
    expect(messageLanguage('Choose Buy Now (अभी खरीदें).')).toBe('en');
    expect(messageLanguage('Buy Now (अभी खरीदें) चुनें और डिलीवरी पता दें।')).toBe('hi');
  });

  it('is what the answer says to a question in Devanagari, and the English to any other', () => {
    const fact = facts.find((f) => f.id === 'store-cancel')!;
    const hindi = factAnswer(fact, 'स्टोर ऑर्डर कैसे रद्द करें');
    expect(hindi).toContain(fact.hindi.text);
    expect(hindi).toContain(fact.hindi.title);
    expect(hindi).not.toContain(fact.text);
    expect(messageLanguage(hindi)).toBe('hi');
    for (const question of ['how to cancel store order', 'order cancel kaise kare']) {
      const english = factAnswer(fact, question);
      expect(english).toBe(`${fact.text}\n\n(From ${fact.source}: ${fact.title})`);
      expect(messageLanguage(english)).toBe('en');
    }
  });
});
