// Payouts and the two payouts ports as the component tests drive them (feeds the test pushes to, mocked calls).
// Only tests import this folder.
import { vi } from 'vitest';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { unsentPayout, type Payout } from '@marketplace/shared/payouts/payout';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { feed } from '../../../lib/testing/feed.ts';
import type { PayoutDetailsPort } from '../payout-details.port.ts';
import type { PayoutsPort } from '../payouts.port.ts';

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
    watchAllPayouts: vi.fn(() => all.watch),
    watchSellerPayouts: vi.fn(() => seller.watch),
    retryPayout: vi.fn(async () => {}),
  };
  return { port, all, seller, chargebacks };
}

export function fakePayoutDetails(save: PayoutDetailsPort['saveDetails'] = async () => ({ hint: '' })) {
  const saved = feed<PayoutDetails | null>();
  const port: PayoutDetailsPort = { watchPayoutDetails: vi.fn(() => saved.watch), saveDetails: vi.fn(save) };
  return { port, saved };
}

/** A chargeback on a ₹1,000 project's payment, open, the seller's ₹700 held in escrow, unless told otherwise. */
export const aChargeback = (overrides: Partial<Chargeback> = {}): Chargeback => ({
  id: 'disp_1',
  paymentId: 'pay_1',
  paymentOrderId: 'order_1',
  subject: 'project-p9',
  subjectId: 'p9',
  purpose: 'project',
  title: 'Weather station',
  payerId: 'student-1',
  sellerId: 'seller-1',
  amountPaise: 100_000,
  feePaise: 50_000,
  sellerSharePaise: 70_000,
  treatment: 'escrow',
  payoutId: null,
  reasonCode: 'product_not_received',
  reason: 'The cardholder says the work never arrived.',
  phase: 'chargeback',
  respondBy: Date.UTC(2026, 10, 23, 12),
  status: 'open',
  response: 'none',
  summary: '',
  openedAt: Date.UTC(2026, 10, 20, 12),
  updatedAt: Date.UTC(2026, 10, 20, 12),
  ...overrides,
});
