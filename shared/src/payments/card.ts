// The simulated checkout's card, checked as a card form checks one: the number by its Luhn check
// digit, the expiry not before this month, the code as long as the card's network prints it. The browser's
// form and the server's simulated provider use these same rules, so a direct call cannot skip them. No zod
// here: the checkout machine is in every page's first load (the server's request schema is in payments-api.ts).

/** The form's own words (SPEC 8 has none for a card; a failed payment shows SPEC's text). */
export const cardMessages = {
  number: 'Enter a valid card number.',
  expiryFormat: 'Enter the expiry as MM/YY.',
  expired: 'This card has expired.',
  cvc: (digits: number) => `Enter the ${digits} digit CVC.`,
  name: 'Enter the name on the card.',
} as const;

/** The Luhn (mod 10) check every card number carries in its last digit: it catches a mistyped digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** American Express (34, 37) prints a 4-digit code on the front; the other networks 3 digits on the back. */
export const cvcDigits = (cardNumber: string) => (/^3[47]/.test(cardNumber) ? 4 : 3);

/** MM/YY. */
export const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * A card is good to the last day of its expiry month. Months are counted in UTC on both sides, so the browser
 * and the server agree; near midnight at a month's end they may differ by those hours only.
 */
export function cardExpired(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const [month, year] = [Number(match[1]), 2000 + Number(match[2])];
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** A well-formed number: 12 to 19 digits that pass the Luhn check. */
export const validCardNumber = (digits: string) => /^\d{12,19}$/.test(digits) && passesLuhn(digits);

/** The code's problem for this card's network, or null. */
export function cvcProblem(card: { cardNumber: string; cvc: string }): string | null {
  const digits = cvcDigits(card.cardNumber);
  return new RegExp(`^\\d{${digits}}$`).test(card.cvc) ? null : cardMessages.cvc(digits);
}

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; field: keyof CardDetails; message: string };

const formOrder: (keyof CardDetails)[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/** The card as the form sends it (spaces and dashes out of the number), or its first problem in form order. */
export function checkCard(input: CardDetails, now: Date): CardCheck {
  const card = { ...input, cardNumber: input.cardNumber.replace(/[\s-]/g, ''), name: input.name.trim() };
  const problems: { field: keyof CardDetails; message: string }[] = [];
  if (!validCardNumber(card.cardNumber)) problems.push({ field: 'cardNumber', message: cardMessages.number });
  if (!EXPIRY.test(card.expiry)) problems.push({ field: 'expiry', message: cardMessages.expiryFormat });
  else if (cardExpired(card.expiry, now)) problems.push({ field: 'expiry', message: cardMessages.expired });
  const cvc = cvcProblem(card);
  if (cvc) problems.push({ field: 'cvc', message: cvc });
  if (!card.name) problems.push({ field: 'name', message: cardMessages.name });
  const [first] = problems.sort((a, b) => formOrder.indexOf(a.field) - formOrder.indexOf(b.field));
  return first ? { ok: false, ...first } : { ok: true, card };
}
