// The simulated checkout's card, checked as a card form checks one (issue 17): the number by its Luhn check
// digit, the expiry not before this month, the code as long as the card's network prints it. The browser's
// form and the server's simulated provider use these same rules, so a direct call cannot skip them.
import { z } from 'zod';

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

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

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

/** The card's fields as the server receives them (the expiry's date is checked against a clock: checkCard). */
export const cardFieldsSchema = z.object({
  cardNumber: z
    .string()
    .regex(/^\d{12,19}$/, cardMessages.number)
    .refine(passesLuhn, cardMessages.number),
  expiry: z.string().regex(EXPIRY, cardMessages.expiryFormat),
  // Its length depends on the number, so it is checked with the card (cvcFitsCard).
  cvc: z.string(),
  name: z.string().trim().min(1, cardMessages.name),
});

/** Checks the code against the card's network; runs once the fields themselves are well formed. */
export const cvcFitsCard = (card: { cardNumber: string; cvc: string }, context: z.RefinementCtx) => {
  const digits = cvcDigits(card.cardNumber);
  if (!new RegExp(`^\\d{${digits}}$`).test(card.cvc))
    context.addIssue({ code: 'custom', path: ['cvc'], message: cardMessages.cvc(digits) });
};

export const cardDetailsSchema = cardFieldsSchema.superRefine(cvcFitsCard);
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export type CardCheck = { ok: true; card: CardDetails } | { ok: false; field: keyof CardDetails; message: string };

const formOrder: (keyof CardDetails)[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/** The card as the form sends it (spaces and dashes out of the number), or its first problem in form order. */
export function checkCard(input: CardDetails, now: Date): CardCheck {
  const parsed = cardDetailsSchema.safeParse({ ...input, cardNumber: input.cardNumber.replace(/[\s-]/g, '') });
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: issue.path[0] as keyof CardDetails, message: issue.message }));
  if (cardExpired(input.expiry, now)) problems.push({ field: 'expiry', message: cardMessages.expired });
  const [first] = problems.sort((a, b) => formOrder.indexOf(a.field) - formOrder.indexOf(b.field));
  if (first) return { ok: false, ...first };
  return { ok: true, card: parsed.data! };
}
