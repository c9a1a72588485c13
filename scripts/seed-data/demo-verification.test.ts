import { describe, expect, it } from 'vitest';
import {
  PAN_FORMAT,
  payoutClearance,
  sellerVerificationSchema,
} from '@marketplace/shared/verification/seller-verification';
import { demoPayoutDetails } from './demo-projects.ts';
import { DEMO_SELLER_PAN, demoVerification } from './demo-verification.ts';

describe('the demo seller’s verification', () => {
  it('clears the demo payouts to the demo UPI id, as the payout send asks (decision 033)', () => {
    const { data } = demoVerification({ seller: { uid: 'demo-seller', email: 'seller@example.com' } }, (ms) => ms);
    expect(payoutClearance(sellerVerificationSchema.parse(data), demoPayoutDetails)).toEqual({ cleared: true });
  });

  it('uses a PAN the simulated provider registers to the profile’s name', () => {
    expect(DEMO_SELLER_PAN).toMatch(PAN_FORMAT);
    expect(DEMO_SELLER_PAN.slice(5, 9)).not.toMatch(/^(0000|9999)$/);
  });
});
