// Who a document names, read when it is issued (decision 039): a person's profile, a seller's tax details and PAN.
// A document keeps what it read (it is never changed), so a later change of name or GSTIN shows on later documents.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  UNKNOWN_DEDUCTEE,
  sellerParty,
  type Deductee,
  type PersonOnRecord,
  type SellerTaxDetails,
} from '@marketplace/shared/documents/parties';
import { taxDetailsSchema } from '@marketplace/shared/documents/tax-details';
import { paths } from '@marketplace/shared/paths';
import { sellerVerificationSchema, verificationTexts } from '@marketplace/shared/verification/seller-verification';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const personFrom = (profile: DocumentSnapshot): PersonOnRecord => ({
  fullName: text(profile.get('fullName')),
  displayName: text(profile.get('displayName')),
  email: text(profile.get('email')),
  address: text(profile.get('address')),
});

export async function personOf(db: Firestore, uid: string | null): Promise<PersonOnRecord> {
  return uid ? personFrom(await db.doc(paths.user(uid)).get()) : {};
}

/**
 * The seller's PAN, kept by verification (decision 033: one place for a PAN), unless the tax department did not find
 * it. A PAN being checked counts as furnished (section 194-O(2) asks that it was given; a chartered accountant to
 * confirm, decision 039).
 */
function panFrom(verification: DocumentSnapshot): string | null {
  const stored = sellerVerificationSchema.safeParse(verification.data());
  if (!stored.success) return null;
  const { pan, status, failureReason } = stored.data;
  return status === 'failed' && failureReason === verificationTexts.panInvalid ? null : pan;
}

export async function panOf(db: Firestore, uid: string): Promise<string | null> {
  return panFrom(await db.doc(paths.sellerVerification(uid)).get());
}

/** The seller as a document names them, with what their taxes are decided on: their three records in one read. */
export async function sellerOnRecord(db: Firestore, uid: string) {
  const [profile, stored, verification] = await db.getAll(
    db.doc(paths.user(uid)),
    db.doc(paths.taxDetails(uid)),
    db.doc(paths.sellerVerification(uid)),
  );
  const details = taxDetailsSchema.safeParse(stored!.data());
  const tax: SellerTaxDetails = {
    pan: panFrom(verification!),
    ...(details.success ? details.data : { gstin: null, legalName: null, address: null }),
  };
  return { party: sellerParty(personFrom(profile!), tax), tax };
}

/**
 * Who each seller is for Form 26Q (decision 064), in one batched read: the name the tax department has on their PAN
 * (verification read it, decision 033), else the legal name of their GST registration, else their profile's name.
 */
export async function deducteesOf(db: Firestore, uids: Iterable<string>): Promise<Map<string, Deductee>> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return new Map();
  const refs = unique.flatMap((uid) => [
    db.doc(paths.sellerVerification(uid)),
    db.doc(paths.taxDetails(uid)),
    db.doc(paths.user(uid)),
  ]);
  const found = await db.getAll(...refs);
  return new Map(
    unique.map((uid, index) => {
      const [verification, tax, profile] = found.slice(3 * index, 3 * index + 3);
      const name = [
        verification?.get('panName'),
        tax?.get('legalName'),
        profile?.get('fullName'),
        profile?.get('displayName'),
      ]
        .map(text)
        .find((value) => value?.trim());
      return [uid, { name: name?.trim() ?? UNKNOWN_DEDUCTEE }];
    }),
  );
}
