// PUT /api/payouts/tax-details (decision 039): a seller's GST registration, or that they have none. The PAN is the
// one they sent for verification (decision 033: one place for a PAN); a GSTIN is issued on a PAN, so it must be
// that one. Kept privately beside the payout details; documents issued afterwards name it, earlier ones keep theirs.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { TaxDetails, TaxDetailsInput } from '@marketplace/shared/documents/tax-details';
import { taxDetailsTexts } from '@marketplace/shared/documents/tax-details';
import { panOfGstin } from '@marketplace/shared/documents/tax-ids';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { panOf } from './document-parties.ts';

export async function saveTaxDetails(
  { db }: { db: Firestore },
  caller: Caller,
  { registration }: TaxDetailsInput,
): Promise<Outcome<TaxDetails>> {
  if (caller.role !== 'seller') return failure('forbidden', taxDetailsTexts.notSeller);
  const details: TaxDetails = registration ?? { gstin: null, legalName: null, address: null };
  if (details.gstin) {
    const pan = await panOf(db, caller.uid);
    if (!pan) return failure('conflict', taxDetailsTexts.panFirst);
    if (panOfGstin(details.gstin) !== pan) return failure('invalid', taxDetailsTexts.notYourPan);
  }
  await db.doc(paths.taxDetails(caller.uid)).set({ ...details, updatedAt: FieldValue.serverTimestamp() });
  log.info('tax details saved', { sellerId: caller.uid, registered: details.gstin !== null });
  return success(details);
}
