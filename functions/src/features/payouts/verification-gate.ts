// The payout send's one question before it sends (decision 033): are this seller's PAN and this very account
// verified? Decided by shared's payoutClearance from the seller's verification document. A payout not cleared waits
// as waiting-for-verification with the reason in the seller's words; each change of the verification brings the
// waiting payouts' reason up to date, and once verified they are queued again and the send trigger sends them (as
// saving details does for those waiting for details).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { payoutDetailsHint } from '@marketplace/shared/payouts/payout-details';
import { payoutClearance, sellerVerificationSchema } from '@marketplace/shared/verification/seller-verification';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { payoutDetailsOf } from './payout-details-of.ts';
import { updatePayout, type StoredPayout, type StoredPayoutPatch } from './update-payout.ts';

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
  await updatePayout(db, payoutId, (payout): StoredPayoutPatch | null =>
    unsent(payout) && (payout.status !== 'waiting-for-verification' || payout.failureReason !== clearance.reason)
      ? { status: 'waiting-for-verification', failureReason: clearance.reason }
      : null,
  );
  return true;
}

/** A held payout queued again, as an attempt after the last one sent, to the details' hint. */
const queueVerified =
  (detailsHint: string) =>
  (payout: StoredPayout): StoredPayoutPatch | null =>
    payout.status === 'waiting-for-verification'
      ? { status: 'queued', attempt: payout.sentAttempt + 1, failureReason: null, detailsHint }
      : null;

export async function resendVerifiedPayouts({ db }: DbDeps, change: DocumentChange): Promise<void> {
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
      return (await updatePayout(db, payout.id, queueVerified(payoutDetailsHint(details)))).kind === 'updated';
    }),
  );
  const count = queued.filter(Boolean).length;
  if (count > 0) log.info('verified seller: held payouts queued', { sellerId, queued: count });
}

export const resendVerifiedPayoutsTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.sellerVerification('{uid}'),
  handle: resendVerifiedPayouts,
};
