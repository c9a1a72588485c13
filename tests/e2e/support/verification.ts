// A seller as verified for the account they are paid to (decision 033), as the verification trigger leaves them:
// for journeys about sending payouts, which a seller not verified has held (verification is trust-and-safety's).
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import type { Admin } from './stack.ts';

export async function seedVerified(admin: Admin, sellerId: string, details: PayoutDetails): Promise<void> {
  await admin.db.doc(paths.sellerVerification(sellerId)).set({
    status: 'verified',
    pan: 'ABCPE1234F',
    round: 1,
    accountKey: accountKeyOf(details),
    panName: 'SELLER',
    accountName: 'SELLER',
    failureReason: null,
    requestedAt: Timestamp.now(),
    decidedAt: Timestamp.now(),
  });
}
