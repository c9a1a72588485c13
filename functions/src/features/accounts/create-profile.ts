// POST /api/profile (SPEC 4): a new account's profile with the role its person chose (student or seller), or admin
// for an account with the admin claim. Written by the API so that sign-ups are limited per client address
// (decision 032: taken only when a profile is really made, so a repeated call takes none). Once per account: asking
// again with the same role answers that it was there; another role is refused, as the rules kept the role fixed.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { NOTICE_VERSION } from '@marketplace/shared/privacy/notice-version';
import { profileErrors } from '@marketplace/shared/session/profile-api';
import type { SiteLanguage } from '@marketplace/shared/navigation/site-language';
import { newProfileDocument, type Role } from '@marketplace/shared/session/profile';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { SignedIn } from '../../platform/auth.ts';
import { createOnce } from '../../platform/firestore-errors.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { recordSignupConsent } from './record-notice.ts';

export async function createProfile(
  { db }: { db: Firestore },
  account: SignedIn,
  { role, language }: { role: Role; language?: SiteLanguage | undefined },
  limit: Limit,
): Promise<Outcome<{ created: boolean }>> {
  if (role === 'admin' && !account.admin) return failure('forbidden', profileErrors.adminNeedsClaim);
  const stored = await db.doc(paths.user(account.uid)).get();
  if (!stored.exists) {
    await limit(account.uid);
    if (await createOnce(db, paths.user(account.uid), newProfileDocument(account, role, language))) {
      // The sign-up form showed the privacy notice: its acceptance is recorded with its version (decision 040).
      await recordSignupConsent(db, account.uid, { noticeVersion: NOTICE_VERSION, purposes: [] });
      return success({ created: true });
    }
  }
  const now = stored.exists ? stored : await db.doc(paths.user(account.uid)).get();
  return now.get('role') === role ? success({ created: false }) : failure('conflict', profileErrors.otherRole);
}
