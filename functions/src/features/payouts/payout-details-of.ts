// Where a seller is paid, as the server reads it: their private details document, or null when none is saved (or it
// no longer parses, which the send treats the same: nothing to send to).
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsSchema, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';

export async function payoutDetailsOf(db: Firestore, sellerId: string): Promise<PayoutDetails | null> {
  const parsed = payoutDetailsSchema.safeParse((await db.doc(paths.payoutDetails(sellerId)).get()).data());
  return parsed.success ? parsed.data : null;
}
