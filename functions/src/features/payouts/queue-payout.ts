// A payout leaving its wait (for the seller's details, or for their verification, verification-gate.ts): queued as
// its next attempt with the seller's carried payouts taken along, or carried itself while it and they are below the
// providers' minimum (decision 029).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { PROVIDER_MINIMUM_PAISE } from '@marketplace/shared/projects/escrow-process';
import { transact } from '../../platform/transaction.ts';
import { payoutFrom, type StoredPayout } from './payout-record.ts';

/**
 * A waiting payout, now that the seller has details: queued as its next attempt, with the seller's carried payouts
 * taken along; or carried itself while it and they are below the providers' minimum. One transaction, so two
 * deliveries make one attempt, and two payouts of one seller never take the same carried one.
 */
export async function queueForSending(
  db: Firestore,
  payoutId: string,
  detailsHint: string,
): Promise<StoredPayout | null> {
  return transact(db, async (tx) => {
    const ref = db.doc(paths.payout(payoutId));
    const payout = payoutFrom(await tx.get(ref));
    // Waiting for details, or held for verification until the gate let it go (verification-gate.ts).
    if (!payout || (payout.status !== 'waiting-for-details' && payout.status !== 'waiting-for-verification')) {
      return payout;
    }
    const carriedQuery = db
      .collection(paths.payouts)
      .where('sellerId', '==', payout.sellerId)
      .where('status', '==', 'carried');
    const [waiting, alreadyTaken] = await Promise.all([
      tx.get(carriedQuery),
      Promise.all(payout.carried.map((id) => tx.get(db.doc(paths.payout(id))))),
    ]);
    const taken = waiting.docs
      .map(payoutFrom)
      .filter((other): other is StoredPayout => other !== null && other.id !== payoutId && other.carriedInto === null);
    const bundle = [...alreadyTaken.map(payoutFrom).filter((other) => other !== null), ...taken];
    const amountPaise = payout.sellerPaise + bundle.reduce((sum, other) => sum + other.sellerPaise, 0);
    if (amountPaise < PROVIDER_MINIMUM_PAISE) {
      tx.update(ref, { status: 'carried', detailsHint, failureReason: null, updatedAt: FieldValue.serverTimestamp() });
      return { ...payout, status: 'carried' as const };
    }
    const queued = {
      status: 'queued' as const,
      attempt: payout.attempt + 1,
      detailsHint,
      amountPaise,
      carried: bundle.map((other) => other.id),
      // The wait's reason (verification's) no longer holds.
      failureReason: null,
    };
    tx.update(ref, { ...queued, updatedAt: FieldValue.serverTimestamp() });
    for (const other of taken) tx.update(db.doc(paths.payout(other.id)), { carriedInto: payoutId, detailsHint });
    return { ...payout, ...queued };
  });
}
