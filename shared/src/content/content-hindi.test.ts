// The Hindi FAQ and policies are the English ones in Hindi, kept in step: the same sections in the same order, each
// block of the same kind with as many items, the same figures, the same bold words' count and the support address
// where the English has it. A section added to the English without its Hindi fails here (and the assistant's
// grounding would have no Hindi for it).
import { describe, expect, it } from 'vitest';
import type { Block, Policy } from './blocks.ts';
import { faq } from './faq.ts';
import { faqInHindi } from './faq-hindi.ts';
import { legalDisclaimer, privacy, refund, terms } from './policies.ts';
import { legalDisclaimerInHindi, privacyInHindi, refundInHindi, termsInHindi } from './policies-hindi.ts';

const figures = (text: string) => [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([figure]) => figure).sort();
const devanagari = /[\u0900-\u097f]/;

/** What a block must keep in any language: its kind, its items' count, and per text its figures, bold and links. */
function shape(blocks: readonly Block[]) {
  const ofText = (text: string) => ({
    figures: figures(text),
    bold: text.split('**').length,
    email: text.includes('{supportEmail}'),
  });
  return blocks.map((block) =>
    block.kind === 'p' ? { kind: 'p', text: ofText(block.text) } : { kind: block.kind, items: block.items.map(ofText) },
  );
}

function texts(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items));
}

describe.each([
  ['Terms and Conditions', terms, termsInHindi],
  ['Privacy Policy', privacy, privacyInHindi],
  ['Cancellation & Refund Policy', refund, refundInHindi],
] as [string, Policy, Policy][])('%s in Hindi', (_, english, hindi) => {
  it('has the same introduction and sections, block for block', () => {
    expect(shape(hindi.intro)).toEqual(shape(english.intro));
    expect(hindi.sections).toHaveLength(english.sections.length);
    english.sections.forEach((section, index) => {
      expect(shape(hindi.sections[index]!.blocks), section.heading).toEqual(shape(section.blocks));
    });
  });

  it('is written in Devanagari throughout', () => {
    for (const text of [
      hindi.title,
      ...texts(hindi.intro),
      ...hindi.sections.flatMap((s) => [s.heading, ...texts(s.blocks)]),
    ])
      expect(text).toMatch(devanagari);
  });
});

describe('the FAQ in Hindi', () => {
  it('asks the same questions for students and sellers, answered block for block', () => {
    for (const group of ['students', 'sellers'] as const) {
      expect(faqInHindi[group]).toHaveLength(faq[group].length);
      faq[group].forEach((item, index) => {
        const hindi = faqInHindi[group][index]!;
        expect(hindi.question, item.question).toMatch(devanagari);
        expect(shape(hindi.answer), item.question).toEqual(shape(item.answer));
      });
    }
  });
});

describe("the legal pages' disclaimer in Hindi", () => {
  it('says the same in Devanagari', () => {
    expect(legalDisclaimerInHindi).toMatch(devanagari);
    expect(legalDisclaimer).not.toMatch(devanagari);
  });
});

describe('the shape check', () => {
  it('fails a Hindi that lost an item, a figure or the support address', () => {
    const english: Block[] = [{ kind: 'ul', items: ['Within **24 hours**.', 'Write to {supportEmail}.'] }];
    expect(shape([{ kind: 'ul', items: ['**24 घंटे** में।'] }])).not.toEqual(shape(english));
    expect(shape([{ kind: 'ul', items: ['**48 घंटे** में।', '{supportEmail} पर लिखें।'] }])).not.toEqual(shape(english));
    expect(shape([{ kind: 'ul', items: ['**24 घंटे** में।', 'हमें लिखें।'] }])).not.toEqual(shape(english));
    expect(shape([{ kind: 'ul', items: ['**24 घंटे** में।', '{supportEmail} पर लिखें।'] }])).toEqual(shape(english));
  });
});
