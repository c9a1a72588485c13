// Where a seller is paid: a UPI id or a bank account, checked as RazorpayX checks a fund account
// (vpa.address; bank_account.ifsc, account_number, name), so what we accept the provider accepts. The details
// are private (users/{uid}/private/payoutDetails); documents others read carry only payoutDetailsHint.
import { z } from 'zod';

export const payoutDetailsErrors = {
  upiId: 'Enter a UPI id such as name@okaxis.',
  ifsc: 'Enter an 11-character IFSC: 4 letters, then 0, then 6 letters or digits (e.g. HDFC0001234).',
  accountNumber: 'Enter a bank account number of 5 to 35 letters or digits.',
  holderName: "Enter the account holder's name as the bank has it (3 to 120 characters).",
  method: 'Choose UPI or a bank account.',
} as const;

// UPI ids: a name of letters, digits, dots, hyphens or underscores, then @ and the payment app's handle.
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
// RBI's IFSC: the bank's 4 letters, a reserved 0, the branch's 6 letters or digits.
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,35}$/;
// RazorpayX's fund-account name: letters, digits, spaces and a few punctuation marks, 3 to 120 characters.
const HOLDER_NAME = /^[A-Za-z0-9 '’.,()/_-]{3,120}$/;

const trimmed = z.string().trim();

export const upiDetailsSchema = z.object({
  method: z.literal('upi'),
  upiId: trimmed.regex(UPI_ID, payoutDetailsErrors.upiId),
});

export const bankDetailsSchema = z.object({
  method: z.literal('bank'),
  // Spaces are how people copy account numbers and IFSCs; the provider wants neither spaces nor lower case.
  accountNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER, payoutDetailsErrors.accountNumber)),
  ifsc: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(IFSC, payoutDetailsErrors.ifsc)),
  holderName: trimmed.regex(HOLDER_NAME, payoutDetailsErrors.holderName),
});

export const payoutDetailsSchema = z.discriminatedUnion('method', [upiDetailsSchema, bankDetailsSchema], {
  error: payoutDetailsErrors.method,
});
export type PayoutDetails = z.infer<typeof payoutDetailsSchema>;

/** What a payout shows of where it went, never enough to be the details: 'UPI •••@okaxis', 'Bank •••• 6789'. */
export function payoutDetailsHint(details: PayoutDetails): string {
  if (details.method === 'upi') return `UPI •••@${details.upiId.split('@')[1]}`;
  return `Bank •••• ${details.accountNumber.slice(-4)}`;
}
