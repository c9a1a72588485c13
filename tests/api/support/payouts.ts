// Fixtures for the payout suites: a project's release as the payout trigger sees it, and the seller's UPI details
// saved through the api.
import { expect } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { DocumentChange } from '../../../functions/src/platform/triggers.ts';
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
