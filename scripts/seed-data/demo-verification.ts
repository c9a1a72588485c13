// The demo seller as verified (decision 033), so the demo's payouts are sent as before: their PAN and the UPI id
// they are paid to (demoPayoutDetails) checked against their name, as the verification trigger leaves it.
import { paths } from '@marketplace/shared/paths';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import type { DemoDocument, DemoPeople } from './demo-projects.ts';
import { demoPayoutDetails } from './demo-projects.ts';

/** A PAN of the simulated provider's: any well-formed PAN but those with 0000 or 9999 is the profile's name's. */
export const DEMO_SELLER_PAN = 'ABCPD1234S';

export function demoVerification(people: Pick<DemoPeople, 'seller'>, stamp: (millis: number) => unknown): DemoDocument {
  const at = stamp(Date.now());
  return {
    path: paths.sellerVerification(people.seller.uid),
    data: {
      status: 'verified',
      pan: DEMO_SELLER_PAN,
      round: 1,
      accountKey: accountKeyOf(demoPayoutDetails),
      panName: 'DEMO SELLER',
      accountName: 'DEMO SELLER',
      failureReason: null,
      requestedAt: at,
      decidedAt: at,
    },
  };
}
