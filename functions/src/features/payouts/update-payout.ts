// How a payout record changes after it is written: one transaction that reads the record, lets the caller decide
// from the current one, and writes the change. The send, the provider's webhooks and an admin's retry change it here.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { paths } from '@marketplace/shared/paths';
import { payoutSchema } from '@marketplace/shared/payouts/payout';
import type { PayoutPatch } from './payout-status.ts';

/** The record as the server reads it: what dashboards read, and what only the send keeps. */
const storedPayoutSchema = payoutSchema.extend({
  /** The last attempt sent to the provider (0: none yet): an attempt is sent once. */
  sentAttempt: z.number().int().nonnegative().catch(0),
  providerPayoutId: z.string().nullable().catch(null),
});
export type StoredPayout = z.infer<typeof storedPayoutSchema>;

export type StoredPayoutPatch = PayoutPatch &
  Partial<Pick<StoredPayout, 'attempt' | 'sentAttempt' | 'detailsHint' | 'providerPayoutId'>>;

export type PayoutUpdate =
  | { kind: 'missing' }
  | { kind: 'unchanged'; payout: StoredPayout }
  | { kind: 'updated'; payout: StoredPayout; patch: StoredPayoutPatch };

export async function updatePayout(
  db: Firestore,
  payoutId: string,
  decide: (payout: StoredPayout) => StoredPayoutPatch | null,
): Promise<PayoutUpdate> {
  return db.runTransaction(async (tx) => {
    const ref = db.doc(paths.payout(payoutId));
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: 'missing' };
    const parsed = storedPayoutSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
    if (!parsed.success) return { kind: 'missing' };
    const patch = decide(parsed.data);
    if (!patch) return { kind: 'unchanged', payout: parsed.data };
    tx.update(ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
    const payout: StoredPayout = { ...parsed.data, ...patch };
    return { kind: 'updated', payout, patch };
  });
}

/** A waiting payout's first attempt, queued for the send trigger, showing where it goes by its hint only. */
export const queueFirstAttempt =
  (detailsHint: string) =>
  (payout: StoredPayout): StoredPayoutPatch | null =>
    payout.status === 'waiting-for-details' ? { status: 'queued', attempt: payout.attempt + 1, detailsHint } : null;
