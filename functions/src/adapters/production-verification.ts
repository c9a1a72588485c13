// The production Verification port (decision 033): the PAN check provider's checkPan beside RazorpayX's fund account
// validation, built with their keys on first use (Cloud Functions' secrets have values only while one runs).
import type { Verification } from '../ports/verification.port.ts';
import { cashfreePanCheck, type CashfreeKeys } from './cashfree-pan-check.ts';
import { deferredAdapter } from './deferred-adapter.ts';
import { razorpayXAccountValidation } from './razorpayx-account-validation.ts';
import type { RazorpayXKeys } from './razorpayx-payouts.ts';

export const deferredProductionVerification = (keys: {
  pan: () => CashfreeKeys;
  account: () => RazorpayXKeys;
}): Verification =>
  deferredAdapter(() => ({ ...cashfreePanCheck(keys.pan()), ...razorpayXAccountValidation(keys.account()) }), {
    checkPan: true,
    checkAccount: true,
  });
