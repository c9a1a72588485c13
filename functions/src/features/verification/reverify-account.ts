// When a seller changes where they are paid (decision 033), the account they are verified with is no longer the one
// a payout would go to: their verification starts a new round for the new account (the PAN is asked again with it),
// and until it is decided the payout send holds their payouts. A seller who never sent a PAN has nothing to redo.
import { FieldValue } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsSchema } from '@marketplace/shared/payouts/payout-details';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { transact } from '../../platform/transaction.ts';

export async function reverifyAccount({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const uid = change.params.uid!;
  const ref = db.doc(paths.sellerVerification(uid));
  const started = await transact(db, async (tx) => {
    const [verification, detailsDoc] = await Promise.all([tx.get(ref), tx.get(db.doc(paths.payoutDetails(uid)))]);
    const details = payoutDetailsSchema.safeParse(detailsDoc.data());
    if (!verification.exists || !details.success) return false;
    const accountKey = accountKeyOf(details.data);
    if (verification.get('accountKey') === accountKey) return false;
    tx.update(ref, {
      status: 'checking',
      round: Number(verification.get('round') ?? 0) + 1,
      accountKey,
      accountName: null,
      failureReason: null,
      requestedAt: FieldValue.serverTimestamp(),
      decidedAt: null,
    });
    tx.update(db.doc(paths.user(uid)), { sellerVerified: false });
    return true;
  });
  if (started) log.info('payout account changed: verification started again', { uid });
}

export const reverifyAccountTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.payoutDetails('{uid}'),
  handle: reverifyAccount,
};
