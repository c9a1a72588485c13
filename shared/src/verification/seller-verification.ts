// Verified sellers (docs/decisions/033-verified-sellers.md): before a seller's first payout is sent, their PAN (its
// format, and the name the tax department has on it) and the account they are paid to (the name the bank or UPI
// app has on it) are checked against the name on their profile. Pure: the checks themselves go through the
// server's Verification port; this module says what they must find, and whether a payout may go.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import type { PayoutDetails } from '../payouts/payout-details.ts';

/**
 * A PAN: 5 letters, 4 digits, a letter. The fourth letter is the holder's kind (P a person, C a company, H a Hindu
 * undivided family, F a firm, A an association, T a trust, B a body of individuals, L a local authority, J an
 * artificial juridical person, G the government).
 */
export const PAN_FORMAT = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

export const verificationTexts = {
  panFormat: 'Enter your PAN as it is printed: 5 letters, 4 digits, then a letter (e.g. ABCPE1234F).',
  notSeller: 'Only sellers are verified.',
  noName: 'Add your full name on the Profile page first: it is compared with the names on your PAN and account.',
  noDetails: 'Save where you are paid first: that account is verified with your PAN.',
  checking: 'Your PAN and payout account are being verified.',
  verified: 'Verified: your PAN and payout account match your name.',
  panInvalid: 'The PAN was not found by the income tax department.',
  accountInvalid: 'The payout account could not be validated',
  waitingForPan: 'Add your PAN under Your Payouts: it is verified before your first payout.',
  accountChanged: 'Your new payout account is being verified.',
} as const;

/** How the name mismatches begin: failedCheckOf reads a stored reason by them. */
const PAN_NAME_MISMATCH = 'The name on your PAN';
const ACCOUNT_NAME_MISMATCH = 'The payout account is in the name of';
export const panNameMismatch = (onPan: string, onProfile: string) =>
  `${PAN_NAME_MISMATCH} (${onPan}) does not match the name on your profile (${onProfile}).`;
export const accountNameMismatch = (onAccount: string, onProfile: string) =>
  `${ACCOUNT_NAME_MISMATCH} ${onAccount}, not ${onProfile} as on your profile.`;
export const verificationFailed = (reason: string) => `Verification failed: ${reason}`;

/**
 * Which check a failed round failed: read from its reason, which only this module words, so the stored reason stays
 * the one source (rounds decided before this existed are read the same way).
 */
export type FailedCheck = 'pan' | 'pan-name' | 'account' | 'account-name' | 'profile-name' | 'details';

export function failedCheckOf(reason: string | null): FailedCheck {
  const text = reason ?? '';
  if (text.startsWith(verificationTexts.accountInvalid)) return 'account';
  if (text.startsWith(ACCOUNT_NAME_MISMATCH)) return 'account-name';
  if (text.startsWith(PAN_NAME_MISMATCH)) return 'pan-name';
  if (text === verificationTexts.noName) return 'profile-name';
  if (text === verificationTexts.noDetails) return 'details';
  return 'pan';
}

/** What the seller changes after a failed check, in their words; an account's is corrected where they are paid. */
export const whatToChange: Record<FailedCheck, string> = {
  pan: 'Check your PAN and send it again.',
  'pan-name':
    'Send your own PAN, or correct your full name on the Profile page to the name on your PAN and verify again.',
  account:
    'Change your payout details to a UPI id or bank account that can receive money: it is checked again when you save it.',
  'account-name':
    'Change your payout details to an account in your own name (it is checked again when you save it), or correct your full name on the Profile page and verify again.',
  'profile-name': 'Add your full name on the Profile page, then verify again.',
  details: 'Add your payout details, then verify again.',
};

/** Whether the check failed on the payout account: the seller corrects the account, not the PAN. */
export const accountFailed = (check: FailedCheck) => check === 'account' || check === 'account-name';

export const panSchema = z
  .string({ error: verificationTexts.panFormat })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(PAN_FORMAT, verificationTexts.panFormat));

export const verificationStatuses = ['checking', 'verified', 'failed'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** users/{uid}/private/verification: written by the server only; the seller and admins read it. */
export const sellerVerificationSchema = z.object({
  status: z.enum(verificationStatuses),
  pan: z.string(),
  /** Each request to check (a PAN sent, an account changed) is a round; only the current round's answer counts. */
  round: z.number().int().positive(),
  /** The payout account this round checks or checked (accountKeyOf). */
  accountKey: z.string(),
  /** The names the providers hold, once answered. */
  panName: z.string().nullable().catch(null),
  accountName: z.string().nullable().catch(null),
  failureReason: z.string().nullable().catch(null),
  requestedAt: epochMillis,
  decidedAt: epochMillis.default(null),
});
export type SellerVerification = z.infer<typeof sellerVerificationSchema>;

/** Which account details were verified: a different key is a different account. */
export function accountKeyOf(details: PayoutDetails): string {
  return details.method === 'upi'
    ? `upi:${details.upiId.toLowerCase()}`
    : `bank:${details.ifsc}:${details.accountNumber}`;
}

/** A PAN as shown back: the first five and the last letter ('ABCPE••••F'). */
export const panHint = (pan: string) => `${pan.slice(0, 5)}••••${pan.slice(-1)}`;

const HONORIFICS = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUMARI', 'SRI']);

/** A name as words: upper case, letters only, without honorifics. */
export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !HONORIFICS.has(word));
}

/**
 * Whether two names are one person's as Indian documents write them: the same words in any order, or the shorter
 * one's words (at least two) all in the longer (a middle name left out), a lone letter standing for a word it
 * begins ('A VERMA' for 'ASHA VERMA').
 */
export function namesMatch(a: string, b: string): boolean {
  const [shorter, longer] = [nameWords(a), nameWords(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length === 0) return false;
  if (shorter.length === 1 && longer.length > 1) return false;
  const left = [...longer];
  for (const word of shorter) {
    const at = left.findIndex(
      (other) =>
        other === word ||
        (word.length === 1 && other.startsWith(word)) ||
        (other.length === 1 && word.startsWith(other)),
    );
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

export type PayoutClearance = { cleared: true } | { cleared: false; reason: string };

/**
 * Whether a payout may be sent to `details` (the payout send asks this once, just before it sends): only when the
 * seller's PAN and this very account are verified. Otherwise the reason it waits, in the seller's words.
 */
export function payoutClearance(verification: SellerVerification | null, details: PayoutDetails): PayoutClearance {
  if (!verification) return { cleared: false, reason: verificationTexts.waitingForPan };
  if (verification.status === 'failed')
    return { cleared: false, reason: verificationFailed(verification.failureReason ?? 'no reason given') };
  if (verification.accountKey !== accountKeyOf(details))
    return { cleared: false, reason: verificationTexts.accountChanged };
  if (verification.status === 'checking') return { cleared: false, reason: verificationTexts.checking };
  return { cleared: true };
}

/**
 * What a payout held for verification (its reason, from payoutClearance) waits for the seller to do, and which check
 * that is ('no-pan' for a PAN never sent); null while a check is under way, when they have nothing to do but wait.
 */
export function sellerStepForHeldPayout(
  reason: string | null,
): { waitingFor: FailedCheck | 'no-pan'; step: string } | null {
  if (reason === verificationTexts.waitingForPan) return { waitingFor: 'no-pan', step: reason };
  const failedPrefix = verificationFailed('');
  if (!reason?.startsWith(failedPrefix)) return null;
  const check = failedCheckOf(reason.slice(failedPrefix.length));
  return { waitingFor: check, step: whatToChange[check] };
}
