// Payouts, the two payouts ports and the payouts' client as the component tests drive them (feeds the test pushes
// to, mocked calls).
// Only tests import this folder. A chargeback's fixture, which the admin's tests share, is in shared: payments/test-chargeback.
import { vi } from 'vitest';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { unsentPayout, type Payout } from '@marketplace/shared/payouts/payout';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { payoutsContract } from '@marketplace/shared/payouts/payouts-api';
import { fakeClient } from '../../../lib/testing/fake-client.ts';
import { feed } from '../../../lib/testing/feed.ts';
import type { Watch } from '../../../lib/watch.ts';
import type { PayoutDetailsPort } from '../payout-details.port.ts';
import type { PayoutsApi, PayoutsPort } from '../payouts.port.ts';

/** A ₹700 payout of a ₹1,000 project, waiting for details unless told otherwise. */
export const aPayout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'p9',
  projectId: 'p9',
  title: 'Weather station',
  sellerPaise: 70_000,
  platformPaise: 30_000,
  budgetPaise: 100_000,
  sellerId: 'seller-1',
  sellerEmail: 'sam@example.com',
  ...unsentPayout,
  createdAt: null,
  ...overrides,
});

export function fakePayouts() {
  const all = feed<Payout[]>();
  const seller = feed<Payout[]>();
  const chargebacks = feed<Chargeback[]>();
  const port: PayoutsPort = {
    watchSellerChargebacks: vi.fn(() => chargebacks.watch),
    // A new subscription per call, as Firestore's: another filter or page is another query.
    watchAllPayouts: vi.fn((): Watch<Payout[]> => (onNext, onError) => all.watch(onNext, onError)),
    watchSellerPayouts: vi.fn(() => seller.watch),
  };
  return { port, all, seller, chargebacks };
}

export function fakePayoutDetails() {
  const saved = feed<PayoutDetails | null>();
  const port: PayoutDetailsPort = { watchPayoutDetails: vi.fn(() => saved.watch) };
  return { port, saved };
}

/** The payouts' client: saving answers with `save`'s hint, a retry is accepted. */
export const fakePayoutsApi = (save: PayoutsApi['saveDetails'] = async () => ({ hint: '' })) =>
  fakeClient(payoutsContract, { saveDetails: vi.fn(save), retry: vi.fn(async () => ({ ok: true as const })) });

/** What PayoutsList takes beside the seller's id: these payouts, nothing saved yet, a client that answers. */
export const payoutsListPorts = (payouts: PayoutsPort) => ({
  payouts,
  details: fakePayoutDetails().port,
  api: fakePayoutsApi(),
});
