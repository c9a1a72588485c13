// Consent (DPDP Act 2023 s.6; decision 040): the notice accepted at sign-up and each optional use, given or withdrawn
// with one request, recorded with its time and the notice's version; each change also leaves an event the person
// can read (and download), so what they agreed to, and when, is never overwritten.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { consentsSchema, type ConsentPurpose, type Consents } from '@marketplace/shared/privacy/notice';
import { NOTICE_VERSION } from '@marketplace/shared/privacy/notice-version';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import type { SignedIn } from '../../platform/auth.ts';
import { success, type Outcome } from '../../platform/http.ts';
import { transact } from '../../platform/transaction.ts';

const empty: Consents = { notice: null, purposes: {} };

function readConsents(data: Record<string, unknown> | undefined): Consents {
  const parsed = consentsSchema.safeParse(data ?? {});
  return parsed.success ? parsed.data : empty;
}

function recordEvent(tx: Transaction, db: Firestore, uid: string, event: Record<string, unknown>) {
  tx.create(db.collection(privacyPaths.consentEvents(uid)).doc(), {
    ...event,
    recordedAt: FieldValue.serverTimestamp(),
  });
}

/** Give or withdraw one optional use; the same answer again records nothing new. */
export async function setConsent(
  { db }: { db: Firestore },
  caller: SignedIn,
  { purpose, granted }: { purpose: ConsentPurpose; granted: boolean },
  now = Date.now(),
): Promise<Outcome<Consents>> {
  const consents = await transact(db, async (tx) => {
    const ref = db.doc(privacyPaths.consents(caller.uid));
    const held = readConsents((await tx.get(ref)).data());
    if ((held.purposes[purpose]?.granted ?? false) === granted) return held;
    const next: Consents = {
      ...held,
      purposes: { ...held.purposes, [purpose]: { granted, at: now, noticeVersion: NOTICE_VERSION } },
    };
    tx.set(ref, next);
    recordEvent(tx, db, caller.uid, { what: purpose, granted, noticeVersion: NOTICE_VERSION, at: now });
    return next;
  });
  return success(consents);
}
