// Fixtures for the payout suites: the payout record a project's release writes, and the seller's UPI details
// saved through the api.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { CURRENCY, splitPayout } from '@marketplace/shared/projects/money';
import { expect } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import { payoutWritten, writePayoutRecord } from '../../../functions/src/platform/earned-payout.ts';
import type { Backend } from './emulators.ts';
import type { PaymentsApi, Person } from './payments.ts';

/** A release of project `projectId` (budget ₹1,000) to `seller`. */
export interface Release {
  projectId: string;
  seller: Person;
  budget: number;
}
export const aRelease = (projectId: string, seller: Person, budget = 1000): Release => ({ projectId, seller, budget });

/**
 * The payout record a release writes in its own transaction (the escrow runner's `earn`, with the same
 * platform/earned-payout.ts), placed without the project for the payout suites; once, however often it is placed.
 */
export async function writeReleasedPayout({ db }: { db: Firestore }, { projectId, seller, budget }: Release) {
  await db.runTransaction(async (tx) => {
    if (await payoutWritten(tx, db, projectId)) return;
    writePayoutRecord(tx, db, projectId, {
      projectId,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      studentId: 'student-1',
      title: 'Line-following robot',
      ...splitPayout(budget),
      currency: CURRENCY,
    });
  });
}

/** Saves `seller`'s UPI id as where they are paid, through the api. */
export async function saveUpiDetails(
  api: Pick<PaymentsApi, 'url'>,
  seller: Person,
  upiId = 'sally@okaxis',
): Promise<void> {
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
