// The local Verification adapter (decision 033): a stand-in for the PAN check provider and RazorpayX's fund account
// validation that answers at once, from the request itself, and can be told to fail, by the data a person types (so
// a browser can walk a failure) or by a switch (for tests):
// - a PAN whose digits are 0000 is not known (invalid); one whose digits are 9999 is registered to RAHUL SHARMA;
//   any other well-formed PAN is registered to the name the profile gives (as if the seller typed it truly);
// - a UPI id that starts with 'invalid' is no account; one that starts with 'other' belongs to SOMEONE ELSE; any
//   other UPI id is registered to the profile's name, a bank account to its holder's name as typed.
import { PAN_FORMAT } from '@marketplace/shared/verification/seller-verification';
import type { AccountCheck, PanCheck, Verification } from '../ports/verification.port.ts';

export interface SimulatedVerification extends Verification {
  /** The switch for tests: the next account check of this reference id (a seller's uid) finds no account. */
  failNextAccountCheckOf(referenceId: string): void;
}

export const SIMULATED_OTHER_PAN_NAME = 'RAHUL SHARMA';
export const SIMULATED_OTHER_ACCOUNT_NAME = 'SOMEONE ELSE';

export function simulatedVerification(): SimulatedVerification {
  const failNext = new Set<string>();
  return {
    async checkPan({ pan, name }): Promise<PanCheck> {
      const digits = pan.slice(5, 9);
      if (!PAN_FORMAT.test(pan) || digits === '0000') return { valid: false, registeredName: null };
      return { valid: true, registeredName: digits === '9999' ? SIMULATED_OTHER_PAN_NAME : name.toUpperCase() };
    },
    async checkAccount({ referenceId, details, name }): Promise<AccountCheck> {
      if (failNext.delete(referenceId))
        return { valid: false, registeredName: null, reason: 'Account closed (simulated).' };
      if (details.method === 'bank')
        return { valid: true, registeredName: details.holderName.toUpperCase(), reason: null };
      const user = details.upiId.toLowerCase();
      if (user.startsWith('invalid')) return { valid: false, registeredName: null, reason: 'Invalid VPA (simulated).' };
      return {
        valid: true,
        registeredName: user.startsWith('other') ? SIMULATED_OTHER_ACCOUNT_NAME : name.toUpperCase(),
        reason: null,
      };
    },
    failNextAccountCheckOf(referenceId) {
      failNext.add(referenceId);
    },
  };
}
