// The contract every Payouts adapter keeps, run by adapters/payouts.contract.test.ts against the simulated adapter,
// RazorpayX over a fake of its HTTP API, and RazorpayX's test mode when its credentials are present.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PayoutRefused, type PayoutRequest, type Payouts } from './payouts.port.ts';

const statuses = ['queued', 'processing', 'processed', 'failed', 'reversed'];

export interface PayoutsContractSubject {
  payouts: Payouts;
  /**
   * Resolves once the provider has settled every payout sent so far (processed); absent for a real provider, which
   * settles in its own time, so only the status's shape is checked.
   */
  settle?: () => Promise<void>;
}

export function payoutsContract(name: string, makeSubject: () => Promise<PayoutsContractSubject>) {
  describe(`Payouts contract: ${name}`, () => {
    const request = (over: Partial<PayoutRequest> = {}): PayoutRequest => {
      const payoutId = `contract-${randomUUID().slice(0, 8)}`;
      return {
        payoutId,
        attempt: 1,
        amountPaise: 100,
        details: { method: 'upi', upiId: 'success@razorpay' },
        idempotencyKey: `payout-${payoutId}-1`,
        ...over,
      };
    };

    it("answers the provider's id and one of our statuses", async () => {
      const { payouts } = await makeSubject();
      const sent = await payouts.send(request());
      expect(sent.id).toMatch(/^pout_\w+/);
      expect(statuses).toContain(sent.status);
    });

    it('pays once per idempotency key: the same request answers the same payout', async () => {
      const { payouts } = await makeSubject();
      const once = request();
      const first = await payouts.send(once);
      expect((await payouts.send(once)).id).toBe(first.id);
    });

    it('pays a new attempt (a new key) as another payout', async () => {
      const { payouts } = await makeSubject();
      const first = request();
      const second = { ...first, attempt: 2, idempotencyKey: `payout-${first.payoutId}-2` };
      expect((await payouts.send(second)).id).not.toBe((await payouts.send(first)).id);
    });

    it('answers the status of a payout it made: as answered at first, then its outcome with the UTR', async () => {
      const { payouts, settle } = await makeSubject();
      const payout = await payouts.send(request());
      const now = await payouts.status(payout.id);
      expect(now.id).toBe(payout.id);
      if (!settle) return void expect(statuses).toContain(now.status);
      expect(now).toEqual(payout);
      await settle();
      expect(await payouts.status(payout.id)).toEqual({
        id: payout.id,
        status: 'processed',
        reference: expect.stringMatching(/\w+/),
        failureReason: null,
      });
    });

    it('throws for a payout id it never made, rather than make up a status', async () => {
      const { payouts } = await makeSubject();
      await expect(payouts.status('pout_NeverMade00001')).rejects.toThrow();
    });

    it('refuses for good an amount under ₹1', async () => {
      const { payouts } = await makeSubject();
      await expect(payouts.send(request({ amountPaise: 99 }))).rejects.toBeInstanceOf(PayoutRefused);
    });
  });
}
