// The contract every Verification adapter keeps (decision 033), run by adapters/verification.contract.test.ts against
// the simulated adapter and the production one (Cashfree's PAN check and RazorpayX's fund account validation) over
// fakes of their HTTP APIs, and against their sandboxes when credentials are set.
import { describe, expect, it } from 'vitest';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import type { Verification } from './verification.port.ts';

export interface VerificationContractSubject {
  verification: Verification;
  /** Examples the provider answers as the contract expects: its known and unknown PANs and accounts. */
  knownPan: string;
  unknownPan: string;
  activeAccount: PayoutDetails;
  missingAccount: PayoutDetails;
}

export function verificationContract(name: string, makeSubject: () => Promise<VerificationContractSubject>) {
  describe(`Verification contract: ${name}`, () => {
    it('answers a known PAN valid, with the name it is registered to', async () => {
      const { verification, knownPan } = await makeSubject();
      const check = await verification.checkPan({ pan: knownPan, name: 'Asha Verma' });
      expect(check.valid).toBe(true);
      expect(check.registeredName).toMatch(/\w+/);
    });

    it('answers an unknown PAN not valid, rather than throw', async () => {
      const { verification, unknownPan } = await makeSubject();
      expect(await verification.checkPan({ pan: unknownPan, name: 'Asha Verma' })).toMatchObject({ valid: false });
    });

    it('answers an active account valid, with the name it is in', async () => {
      const { verification, activeAccount } = await makeSubject();
      const check = await verification.checkAccount({
        referenceId: 'seller-1',
        details: activeAccount,
        name: 'Asha Verma',
      });
      expect(check).toMatchObject({ valid: true, reason: null });
      expect(check.registeredName).toMatch(/\w+/);
    });

    it('answers a missing account not valid, with the reason, rather than throw', async () => {
      const { verification, missingAccount } = await makeSubject();
      const check = await verification.checkAccount({
        referenceId: 'seller-1',
        details: missingAccount,
        name: 'Asha Verma',
      });
      expect(check.valid).toBe(false);
      expect(check.reason).toMatch(/\w+/);
    });
  });
}
