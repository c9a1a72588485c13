import { describe, expect, it } from 'vitest';
import { cardExpired, checkCard, passesLuhn } from './card.ts';

const card = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: ' Asha Verma ' };
/** 15 November 2026, in the middle of the day in India (UTC+5:30). */
const now = new Date('2026-11-15T06:30:00Z');

describe('passesLuhn', () => {
  it('accepts the test cards the networks publish and refuses a changed digit', () => {
    for (const number of ['4111111111111111', '4242424242424242', '5555555555554444', '378282246310005'])
      expect(passesLuhn(number), number).toBe(true);
    for (const number of ['4111111111111112', '1234567890123456', '4242424242424241'])
      expect(passesLuhn(number), number).toBe(false);
  });
});

describe('cardExpired', () => {
  it('counts a card as valid to the end of its month, and expired from the next', () => {
    expect(cardExpired('11/26', now)).toBe(false);
    expect(cardExpired('12/26', now)).toBe(false);
    expect(cardExpired('01/30', now)).toBe(false);
    expect(cardExpired('10/26', now)).toBe(true);
    expect(cardExpired('01/20', now)).toBe(true);
    expect(cardExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('checkCard', () => {
  it('gives the card as sent: digits only and the name trimmed', () => {
    expect(checkCard(card, now)).toEqual({
      ok: true,
      card: { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'Asha Verma' },
    });
  });

  it.each([
    [{ expiry: '01/20' }, 'expiry', 'This card has expired.'],
    [{ expiry: '10/26' }, 'expiry', 'This card has expired.'],
    [{ cardNumber: '4111 1111 1111 1112' }, 'cardNumber', 'Enter a valid card number.'],
    [{ cardNumber: '1234 5678 9012 3456' }, 'cardNumber', 'Enter a valid card number.'],
    [{ cvc: '1234' }, 'cvc', 'Enter the 3 digit CVC.'],
    [{ cardNumber: '3782 822463 10005', cvc: '123' }, 'cvc', 'Enter the 4 digit CVC.'],
  ] as const)('refuses %o on %s with the form’s message', (change, field, message) => {
    expect(checkCard({ ...card, ...change }, now)).toEqual({ ok: false, field, message });
  });

  it('says the first problem in the order of the form', () => {
    expect(checkCard({ ...card, expiry: '01/20', name: '' }, now)).toMatchObject({ field: 'expiry' });
    expect(checkCard({ cardNumber: '1234', expiry: '01/20', cvc: '1', name: '' }, now)).toEqual({
      ok: false,
      field: 'cardNumber',
      message: 'Enter a valid card number.',
    });
  });
});
