// Fixtures for the payout suites: a project's release as the payout trigger sees it, and the seller's UPI details
// saved through the api.
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import type { DocumentChange } from '../../../functions/src/platform/triggers.ts';
import type { Backend } from './emulators.ts';
import type { PaymentsApi, Person } from './payments.ts';

/** The release of project `projectId` (budget ₹1,000) to `seller` as the payout trigger sees it. */
export function releasedChange(projectId: string, seller: Person, budget = 1000): DocumentChange {
  const project = (paymentStatus: string) => ({
    studentId: 'student-1',
    title: 'Line-following robot',
    budget,
    paymentStatus,
    sellerId: seller.uid,
    sellerEmail: seller.email,
  });
  return {
    id: `release-${projectId}`,
    path: paths.project(projectId),
    params: { projectId },
    before: project('Funded'),
    after: project('Released'),
  };
}

/** Saves `seller`'s UPI id as where they are paid, through the api. */
export async function saveUpiDetails(api: PaymentsApi, seller: Person, upiId = 'sally@okaxis'): Promise<void> {
  const response = await fetch(`${api.url}/api/payouts/details`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}` },
    body: JSON.stringify({ method: 'upi', upiId }),
  });
  expect(response.status).toBe(200);
}

/**
 * `seller` as verified for `details` (decision 033), as the verification trigger leaves them: the payout suites send
 * payouts, and a seller not verified has theirs held (tests/api/verification.test.ts walks the verification itself).
 */
export async function verifiedFor(
  backend: Backend,
  seller: Pick<Person, 'uid'>,
  details: PayoutDetails = { method: 'upi', upiId: 'sally@okaxis' },
): Promise<void> {
  await backend.db.doc(paths.sellerVerification(seller.uid)).set({
    status: 'verified',
    pan: 'ABCPE1234F',
    round: 1,
    accountKey: accountKeyOf(details),
    panName: 'SALLY SELLER',
    accountName: 'SALLY SELLER',
    failureReason: null,
    requestedAt: Timestamp.now(),
    decidedAt: Timestamp.now(),
  });
}
