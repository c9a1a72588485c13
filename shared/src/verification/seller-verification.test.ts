import { describe, expect, it } from 'vitest';
import {
  accountFailed,
  accountKeyOf,
  accountNameMismatch,
  failedCheckOf,
  namesMatch,
  panNameMismatch,
  sellerStepForHeldPayout,
  whatToChange,
  panSchema,
  payoutClearance,
  verificationTexts,
  type SellerVerification,
} from './seller-verification.ts';

const upi = { method: 'upi', upiId: 'Asha@okaxis' } as const;
const verified: SellerVerification = {
  status: 'verified',
  pan: 'ABCPE1234F',
  round: 1,
  accountKey: accountKeyOf(upi),
  panName: 'ASHA VERMA',
  accountName: 'ASHA VERMA',
  failureReason: null,
  requestedAt: 1,
  decidedAt: 2,
};

describe('panSchema', () => {
  it('accepts a PAN as printed, in any case and with spaces, and stores it upper case', () => {
    expect(panSchema.parse(' abcpe 1234f ')).toBe('ABCPE1234F');
  });

  it.each(['ABCPE1234', 'ABCPE12345', 'ABC1E1234F', 'ABCXE1234F', '1BCPE1234F', ''])('refuses %j', (pan) => {
    expect(panSchema.safeParse(pan).success).toBe(false);
  });
});

describe('namesMatch', () => {
  it.each([
    ['Asha Verma', 'ASHA VERMA'],
    ['Verma Asha', 'Asha Verma'],
    ['Asha Verma', 'ASHA KUMARI VERMA'],
    ['A. Verma', 'Asha Verma'],
    ['Mrs Asha Verma', 'asha verma'],
    ['Ravi', 'RAVI'],
  ])('matches %j and %j', (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
  });

  it.each([
    ['Asha Verma', 'Ravi Kumar'],
    ['Asha', 'Asha Verma'],
    ['Asha Verma', 'Asha Sharma'],
    ['', 'Asha Verma'],
  ])('does not match %j and %j', (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
  });
});

describe('payoutClearance', () => {
  it('clears a payout to the very account that was verified', () => {
    expect(payoutClearance(verified, { method: 'upi', upiId: 'asha@okaxis' })).toEqual({ cleared: true });
  });

  it('holds a payout while the seller has not sent a PAN', () => {
    expect(payoutClearance(null, upi)).toEqual({ cleared: false, reason: verificationTexts.waitingForPan });
  });

  it('holds a payout while verification is checking, or after it failed, with the reason', () => {
    expect(payoutClearance({ ...verified, status: 'checking' }, upi)).toEqual({
      cleared: false,
      reason: verificationTexts.checking,
    });
    expect(payoutClearance({ ...verified, status: 'failed', failureReason: 'The PAN is wrong.' }, upi)).toEqual({
      cleared: false,
      reason: 'Verification failed: The PAN is wrong.',
    });
  });

  it('holds a payout to an account other than the one verified', () => {
    expect(payoutClearance(verified, { method: 'upi', upiId: 'other@okaxis' })).toEqual({
      cleared: false,
      reason: verificationTexts.accountChanged,
    });
  });
});

describe('failedCheckOf and what to change', () => {
  it.each([
    [`${verificationTexts.accountInvalid}: Invalid VPA.`, 'account'],
    [accountNameMismatch('RAVI KUMAR', 'Asha Verma'), 'account-name'],
    [panNameMismatch('RAVI KUMAR', 'Asha Verma'), 'pan-name'],
    [verificationTexts.panInvalid, 'pan'],
    [verificationTexts.noName, 'profile-name'],
    [verificationTexts.noDetails, 'details'],
    [null, 'pan'],
  ] as const)('%j failed the %s check', (reason, check) => {
    expect(failedCheckOf(reason)).toBe(check);
  });

  it('sends a seller whose account failed to their payout details, not to the PAN', () => {
    const check = failedCheckOf(`${verificationTexts.accountInvalid}: Invalid VPA.`);
    expect(accountFailed(check)).toBe(true);
    expect(whatToChange[check]).toMatch(/^Change your payout details/);
    expect(accountFailed(failedCheckOf(verificationTexts.panInvalid))).toBe(false);
  });

  it('tells the seller what a held payout waits for them to do, and nothing while a check runs', () => {
    const failed = payoutClearance(
      { ...verified, status: 'failed', failureReason: `${verificationTexts.accountInvalid}: Invalid VPA.` },
      upi,
    );
    expect(failed.cleared).toBe(false);
    expect(sellerStepForHeldPayout(failed.cleared ? null : failed.reason)).toEqual({
      waitingFor: 'account',
      step: whatToChange.account,
    });
    expect(sellerStepForHeldPayout(verificationTexts.waitingForPan)).toEqual({
      waitingFor: 'no-pan',
      step: verificationTexts.waitingForPan,
    });
    expect(sellerStepForHeldPayout(verificationTexts.checking)).toBeNull();
    expect(sellerStepForHeldPayout(verificationTexts.accountChanged)).toBeNull();
  });
});
