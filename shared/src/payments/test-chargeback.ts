// A chargeback as the web's tests draw it: the payouts list (the seller's share) and the admin's queue (the case)
// read the same record, so they start from one fixture. Only tests import this file.
import type { Chargeback } from './chargeback.ts';

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
