// A payout leaving its wait (for the seller's details, or for their verification, verification-gate.ts): queued as
// its next attempt with the seller's carried payouts taken along, or carried itself while it and they are below the
// providers' minimum (decision 029). Once the seller's PAN and account are verified, the tax withheld from each share
// it sends is booked in the same transaction and it sends what is left (withhold-tax.ts, decision 039).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { openChargebackStatuses } from '@marketplace/shared/payments/chargeback';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsHint, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { PROVIDER_MINIMUM_PAISE } from '@marketplace/shared/projects/money';
import { payoutClearance, sellerVerificationSchema } from '@marketplace/shared/verification/seller-verification';
import { transact } from '../../platform/transaction.ts';
import { payoutFrom, type StoredPayout } from './payout-record.ts';
import { withholdTax, type TaxDeps } from './withhold-tax.ts';

/**
 * A waiting payout, now that the seller has details: queued as its next attempt, with the seller's carried payouts
 * taken along; or carried itself while it and they are below the providers' minimum. One transaction, so two
 * deliveries make one attempt, and two payouts of one seller never take the same carried one.
 */
export async function queueForSending(
  { db, taxConfig }: { db: Firestore } & TaxDeps,
  payoutId: string,
  details: PayoutDetails,
): Promise<StoredPayout | null> {
  const detailsHint = payoutDetailsHint(details);
  return transact(db, async (tx) => {
    const ref = db.doc(paths.payout(payoutId));
    const snapshot = await tx.get(ref);
    const payout = payoutFrom(snapshot);
    // Waiting for details, or held for verification until the gate let it go (verification-gate.ts).
    if (!payout || (payout.status !== 'waiting-for-details' && payout.status !== 'waiting-for-verification')) {
      return payout;
    }
    // Decision 049: a share under an open chargeback waits for its outcome; one a lost chargeback took never leaves.
    if (snapshot.data()?.chargebackForfeited) return payout;
    const subject = payout.subject ?? ledgerSubject.project(payout.projectId);
    const openCases = db
      .collection(paths.chargebacks)
      .where('subject', '==', subject)
      .where('status', 'in', openChargebackStatuses)
      .limit(1);
    if (!(await tx.get(openCases)).empty) return payout;
    const carriedQuery = db
      .collection(paths.payouts)
      .where('sellerId', '==', payout.sellerId)
      .where('status', '==', 'carried');
    const [waiting, alreadyTaken, verification] = await Promise.all([
      tx.get(carriedQuery),
      Promise.all(payout.carried.map((id) => tx.get(db.doc(paths.payout(id))))),
      tx.get(db.doc(paths.sellerVerification(payout.sellerId))),
    ]);
    const taken = waiting.docs
      .map(payoutFrom)
      .filter((other): other is StoredPayout => other !== null && other.id !== payoutId && other.carriedInto === null);
    const bundle = [...alreadyTaken.map(payoutFrom).filter((other) => other !== null), ...taken];
    const shares = [payout, ...bundle];
    // Withheld only from a PAN the gate clears (decision 033): until then the send trigger holds the payout anyway.
    const checked = sellerVerificationSchema.safeParse(verification.data());
    const cleared = checked.success && payoutClearance(checked.data, details).cleared;
    const at = Date.now();
    const withheld = cleared
      ? await withholdTax({ tx, db, config: taxConfig, at }, payout.sellerId, checked.data.pan, shares)
      : null;
    // A share withheld from at an earlier queue keeps it, even while its seller's verification is redone.
    const withheldFrom = (share: StoredPayout) => withheld?.byPayout.get(share.id) ?? share.withheldPaise ?? 0;
    const netOf = (share: StoredPayout) => share.sellerPaise - withheldFrom(share);
    const amountPaise = shares.reduce((sum, share) => sum + netOf(share), 0);
    if (amountPaise < PROVIDER_MINIMUM_PAISE) {
      tx.update(ref, { status: 'carried', detailsHint, failureReason: null, updatedAt: FieldValue.serverTimestamp() });
      return { ...payout, status: 'carried' as const };
    }
    const withheldOf = (share: StoredPayout) => (withheld ? { withheldPaise: withheldFrom(share) } : {});
    const queued = {
      status: 'queued' as const,
      attempt: payout.attempt + 1,
      detailsHint,
      amountPaise,
      carried: bundle.map((other) => other.id),
      // The wait's reason (verification's) no longer holds.
      failureReason: null,
      ...withheldOf(payout),
    };
    withheld?.book();
    tx.update(ref, { ...queued, updatedAt: FieldValue.serverTimestamp() });
    for (const other of taken) {
      tx.update(db.doc(paths.payout(other.id)), { carriedInto: payoutId, detailsHint, ...withheldOf(other) });
    }
    // Carried payouts it took at an earlier queue, before the PAN was cleared, are withheld from now.
    const takenBefore = bundle.filter((share) => !taken.includes(share) && share.withheldPaise === undefined);
    if (withheld) for (const other of takenBefore) tx.update(db.doc(paths.payout(other.id)), withheldOf(other));
    return { ...payout, ...queued };
  });
}
