// The payout send's one question before it sends (decision 033): are this seller's PAN and this very account
// verified? Decided by shared's payoutClearance from the seller's verification document. A payout not cleared waits
// as waiting-for-verification with the reason in the seller's words; each change of the verification brings the
// waiting payouts' reason up to date, and once verified they are queued as a waiting payout is once its seller
// has details (queueForSending: a new attempt, the seller's carried payouts taken along), and the send trigger sends
// them.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { payoutClearance, sellerVerificationSchema } from '@marketplace/shared/verification/seller-verification';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { updateMovement, type MovementPatch } from '../../platform/movement/movement.ts';
import { payoutDetailsOf } from './payout-details-of.ts';
import { payoutMovement, type StoredPayout } from './payout-record.ts';
import { queueForSending } from './queue-payout.ts';
import type { TaxDeps } from './withhold-tax.ts';

/** Statuses a payout may be held in: nothing of its current attempt has gone to the provider. */
const unsent = (payout: StoredPayout) =>
  payout.status === 'waiting-for-details' ||
  payout.status === 'waiting-for-verification' ||
  (payout.status === 'queued' && payout.sentAttempt < payout.attempt);

/**
 * True when the payout must not be sent now: then it is marked waiting for verification (if nothing of it was sent),
 * with the reason. False when the seller is verified for `details`.
 */
export async function heldForVerification(
  db: Firestore,
  payoutId: string,
  sellerId: string,
  details: PayoutDetails,
): Promise<boolean> {
  const stored = sellerVerificationSchema.safeParse((await db.doc(paths.sellerVerification(sellerId)).get()).data());
  const clearance = payoutClearance(stored.success ? stored.data : null, details);
  if (clearance.cleared) return false;
  await updateMovement(db, payoutMovement, payoutId, (payout): MovementPatch | null =>
    unsent(payout) && (payout.status !== 'waiting-for-verification' || payout.failureReason !== clearance.reason)
      ? { status: 'waiting-for-verification', failureReason: clearance.reason }
      : null,
  );
  return true;
}

export async function resendVerifiedPayouts(deps: DbDeps & TaxDeps, change: DocumentChange): Promise<void> {
  const { db } = deps;
  if (!change.after) return;
  const sellerId = change.params.uid!;
  const details = await payoutDetailsOf(db, sellerId);
  if (!details) return;
  const held = await db
    .collection(paths.payouts)
    .where('sellerId', '==', sellerId)
    .where('status', '==', 'waiting-for-verification')
    .get();
  const queued = await Promise.all(
    held.docs.map(async (payout) => {
      if (await heldForVerification(db, payout.id, sellerId, details)) return false;
      const queued = await queueForSending(deps, payout.id, details);
      return queued !== null && queued.status !== 'waiting-for-verification';
    }),
  );
  const count = queued.filter(Boolean).length;
  if (count > 0) log.info('verified seller: held payouts queued', { sellerId, queued: count });
}

export const resendVerifiedPayoutsTrigger: Trigger<DbDeps & TaxDeps> = {
  kind: 'firestore',
  document: paths.sellerVerification('{uid}'),
  handle: resendVerifiedPayouts,
};
