// Payouts placed straight into the emulator as a release writes them (platform/earned-payout.ts), then as
// `answered` leaves them, for journeys about what happens to a payout after it is written; and a payout's line on the
// seller's Your Payouts, where the journeys that release money look for it.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout, type Payout, type PayoutRecord } from '@marketplace/shared/payouts/payout';
import { splitPayout } from '@marketplace/shared/projects/money';
import type { Locator, Page } from 'playwright-core';
import type { Admin } from './stack.ts';

/**
 * A released project's payout of ₹`budget`'s 70% to `seller`; its id and its project's (unique) title. `id`: the
 * project's, when the journey booked its release in the ledger first.
 */
export async function seedPayout(
  admin: Admin,
  seller: { uid: string; email: string },
  budget: number,
  answered: Partial<Payout> & { sentAttempt?: number } = {},
  id = `payout-e2e-${randomUUID().slice(0, 12)}`,
): Promise<{ id: string; title: string }> {
  const title = `Soil moisture logger ${id.slice(-6)}`;
  const record: PayoutRecord = {
    projectId: id,
    sellerId: seller.uid,
    sellerEmail: seller.email,
    studentId: 'student-of-the-release',
    title,
    ...splitPayout(budget),
    currency: 'INR',
  };
  await admin.db
    .doc(paths.payout(id))
    .set({ ...record, ...unsentPayout, ...answered, createdAt: FieldValue.serverTimestamp() });
  return { id, title };
}

/** The line of a project's payout on the seller's Your Payouts, by the project's (unique) title. */
export const sellerPayout = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'Your Payouts' }).getByRole('listitem').filter({ hasText: title });
