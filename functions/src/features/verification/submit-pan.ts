// PUT /api/payouts/verification (decision 033): a seller sends their PAN. It is kept in their private verification
// document as a new round to check, with the payout account it will be checked beside; the verifySeller trigger
// asks the providers. A seller must have their name on the profile (the names are compared with it) and saved where
// they are paid (that account is what is verified). Until the round is decided they are not shown as verified.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsSchema } from '@marketplace/shared/payouts/payout-details';
import { accountKeyOf, verificationTexts } from '@marketplace/shared/verification/seller-verification';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';

export async function submitPan(
  { db }: { db: Firestore },
  caller: Caller,
  { pan }: { pan: string },
): Promise<Outcome<{ status: 'checking' }>> {
  if (caller.role !== 'seller') return failure('forbidden', verificationTexts.notSeller);
  const profileRef = db.doc(paths.user(caller.uid));
  const ref = db.doc(paths.sellerVerification(caller.uid));
  const outcome = await transact(db, async (tx) => {
    const [profile, detailsDoc, existing] = await Promise.all([
      tx.get(profileRef),
      tx.get(db.doc(paths.payoutDetails(caller.uid))),
      tx.get(ref),
    ]);
    if (!String(profile.get('fullName') ?? '').trim()) return failure('conflict', verificationTexts.noName);
    const details = payoutDetailsSchema.safeParse(detailsDoc.data());
    if (!details.success) return failure('conflict', verificationTexts.noDetails);
    tx.set(ref, {
      status: 'checking',
      pan,
      round: Number(existing.get('round') ?? 0) + 1,
      accountKey: accountKeyOf(details.data),
      panName: null,
      accountName: null,
      failureReason: null,
      requestedAt: FieldValue.serverTimestamp(),
      decidedAt: null,
    });
    tx.update(profileRef, { sellerVerified: false });
    return success({ status: 'checking' as const });
  });
  if (outcome.ok) log.info('verification requested', { sellerId: caller.uid });
  return outcome;
}
