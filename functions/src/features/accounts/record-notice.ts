// The privacy notice accepted at sign-up (decision 040): the version the form showed, when, and each optional use
// ticked, written with the profile (once; a repeat changes nothing), with an event for each, as the privacy
// centre records every later change.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SignupConsent } from '@marketplace/shared/privacy/notice';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { transact } from '../../platform/transaction.ts';

export async function recordSignupConsent(db: Firestore, uid: string, consent: SignupConsent, now = Date.now()) {
  await transact(db, async (tx) => {
    const ref = db.doc(privacyPaths.consents(uid));
    if ((await tx.get(ref)).exists) return;
    const given = { granted: true, at: now, noticeVersion: consent.noticeVersion };
    tx.create(ref, {
      notice: { version: consent.noticeVersion, at: now },
      purposes: Object.fromEntries(consent.purposes.map((purpose) => [purpose, given])),
    });
    const events = db.collection(privacyPaths.consentEvents(uid));
    const recordedAt = FieldValue.serverTimestamp();
    tx.create(events.doc(), { what: 'notice', noticeVersion: consent.noticeVersion, at: now, recordedAt });
    for (const purpose of consent.purposes) tx.create(events.doc(), { what: purpose, ...given, recordedAt });
  });
}
