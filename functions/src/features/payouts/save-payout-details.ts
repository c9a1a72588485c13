// A seller's payout details (PUT /api/payouts/details): kept in their private document, which only the seller
// and admins read (firestore.rules); the answer is the masked hint payouts show in their place.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsHint, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { queueForSending } from './queue-payout.ts';
import type { TaxDeps } from './withhold-tax.ts';

export async function savePayoutDetails(
  deps: { db: Firestore } & TaxDeps,
  caller: Caller,
  details: PayoutDetails,
): Promise<Outcome<{ hint: string }>> {
  const { db } = deps;
  if (caller.role !== 'seller') return failure('forbidden', payoutErrors.notSeller);
  // set(), not merge: a switch from UPI to a bank account leaves no stale field behind.
  await db.doc(paths.payoutDetails(caller.uid)).set({ ...details, updatedAt: FieldValue.serverTimestamp() });
  const hint = payoutDetailsHint(details);
  // The payouts that waited for details are queued (or carried) now; the send trigger sends each (payout-movement.ts).
  const waiting = await db
    .collection(paths.payouts)
    .where('sellerId', '==', caller.uid)
    .where('status', '==', 'waiting-for-details')
    .get();
  await Promise.all(waiting.docs.map((payout) => queueForSending(deps, payout.id, details)));
  log.info('payout details saved', { sellerId: caller.uid, method: details.method, queued: waiting.size });
  return success({ hint });
}
