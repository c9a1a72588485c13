import { describe, expect, it } from 'vitest';
import { settlementChoice, settlementTexts, settlementWords } from './settlement.ts';

const project = { budget: 1234.5 };

describe('the settle dialog’s checks (the server checks the same)', () => {
  it('starts with nothing chosen: the admin must choose', () => {
    expect(settlementChoice(project, null, '')).toEqual({ ok: false, problem: settlementTexts.chooseOutcome });
  });

  it.each([
    ['', settlementTexts.refundAmount],
    ['abc', settlementTexts.refundAmount],
    ['-5', settlementTexts.refundAmount],
    ['1234.567', settlementTexts.twoDecimals],
    ['0.99', settlementTexts.refundTooSmall],
    ['1234.50', settlementTexts.refundTooLarge],
    ['1233.09', settlementTexts.sellerShareTooSmall],
  ])('refuses a split refunding %j, saying why', (typed, problem) => {
    expect(settlementChoice(project, 'split', typed)).toEqual({ ok: false, problem });
  });

  it('takes a split in whole paise, at the minimum on both sides', () => {
    expect(settlementChoice(project, 'split', '1')).toEqual({
      ok: true,
      choice: { outcome: 'split', refundPaise: 100 },
    });
    expect(settlementChoice(project, 'split', '1233.07')).toEqual({
      ok: true,
      choice: { outcome: 'split', refundPaise: 123_307 },
    });
    expect(settlementChoice(project, 'release', 'ignored')).toEqual({ ok: true, choice: { outcome: 'release' } });
  });

  it('names both amounts in its preview and confirmation', () => {
    expect(settlementWords(project, { outcome: 'split', refundPaise: 34_500 })).toBe(
      'The student is refunded ₹345.00; the seller is paid ₹622.65 and the platform keeps ₹266.85.',
    );
    expect(settlementWords(project, { outcome: 'refund' })).toBe(
      'The student is refunded ₹1,234.50; the seller is paid nothing.',
    );
    expect(settlementWords(project, { outcome: 'release' })).toBe(
      'The student is refunded nothing; the seller is paid ₹864.15 and the platform keeps ₹370.35.',
    );
  });
});
