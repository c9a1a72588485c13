// The verifySeller trigger (decision 033): a round of a seller's verification waiting to be checked is asked of the
// providers (the Verification port: the PAN, then the payout account), and the names they hold are compared with the
// profile's (shared namesMatch). The answer is written in a transaction only while the round is still the current
// one and checks the account the seller still has, so a late or repeated delivery changes nothing; a provider that
// cannot answer yet throws, and the event is delivered again. Verified, the profile says so (the public badge);
// the payouts that waited are sent by the payouts' own trigger on this document.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsSchema, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import {
  accountKeyOf,
  accountNameMismatch,
  namesMatch,
  panNameMismatch,
  sellerVerificationSchema,
  verificationTexts,
  type SellerVerification,
} from '@marketplace/shared/verification/seller-verification';
import { log } from '../../platform/log.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import type { Verification } from '../../ports/verification.port.ts';
import { transact } from '../../platform/transaction.ts';

export interface VerifySellerDeps {
  db: Firestore;
  verification: Verification;
}

type Answer = Pick<SellerVerification, 'status' | 'panName' | 'accountName' | 'failureReason'>;

async function ask(verification: Verification, uid: string, pan: string, details: PayoutDetails, name: string) {
  const panCheck = await verification.checkPan({ pan, name });
  if (!panCheck.valid) return failed(verificationTexts.panInvalid, panCheck.registeredName, null);
  const panName = panCheck.registeredName ?? '';
  if (!namesMatch(panName, name)) return failed(panNameMismatch(panName, name), panName, null);
  const account = await verification.checkAccount({ referenceId: uid, details, name });
  if (!account.valid) {
    const reason = (account.reason ?? 'no reason given').replace(/\.+$/, '');
    return failed(`${verificationTexts.accountInvalid}: ${reason}.`, panName, null);
  }
  const accountName = account.registeredName ?? '';
  if (!namesMatch(accountName, name)) return failed(accountNameMismatch(accountName, name), panName, accountName);
  return { status: 'verified', panName, accountName, failureReason: null } satisfies Answer;
}

const failed = (failureReason: string, panName: string | null, accountName: string | null): Answer => ({
  status: 'failed',
  panName,
  accountName,
  failureReason,
});

export async function verifySeller({ db, verification }: VerifySellerDeps, change: DocumentChange): Promise<void> {
  if (change.after?.status !== 'checking') return;
  const uid = change.params.uid!;
  const ref = db.doc(paths.sellerVerification(uid));
  const [stored, profile, detailsDoc] = await db.getAll(ref, db.doc(paths.user(uid)), db.doc(paths.payoutDetails(uid)));
  const round = sellerVerificationSchema.safeParse(stored!.data());
  if (!round.success || round.data.status !== 'checking') return;
  const details = payoutDetailsSchema.safeParse(detailsDoc!.data());
  const name = String(profile!.get('fullName') ?? '').trim();
  const answer: Answer =
    !details.success || accountKeyOf(details.data) !== round.data.accountKey
      ? failed(verificationTexts.noDetails, null, null)
      : !name
        ? failed(verificationTexts.noName, null, null)
        : await ask(verification, uid, round.data.pan, details.data, name);
  const written = await transact(db, async (tx) => {
    const now = sellerVerificationSchema.safeParse((await tx.get(ref)).data());
    if (!now.success || now.data.status !== 'checking' || now.data.round !== round.data.round) return false;
    tx.update(ref, { ...answer, decidedAt: FieldValue.serverTimestamp() });
    tx.update(db.doc(paths.user(uid)), { sellerVerified: answer.status === 'verified' });
    return true;
  });
  if (written) log.info('seller verification decided', { uid, round: round.data.round, status: answer.status });
}

export const verifySellerTrigger: Trigger<VerifySellerDeps> = {
  kind: 'firestore',
  document: paths.sellerVerification('{uid}'),
  handle: verifySeller,
};
