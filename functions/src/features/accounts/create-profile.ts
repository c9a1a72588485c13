// POST /api/profile (SPEC 4): a new account's profile with the role its person chose (student or seller), or admin
// for an account with the admin claim. Written by the API so that sign-ups are limited per client address
// (decision 032; the endpoint takes the limit when a profile is really made). Once per account: asking again with
// the same role answers that it was there; another role is refused, as the rules kept the role fixed.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { profileErrors } from '@marketplace/shared/session/profile-api';
import { newProfileDocument, type Role } from '@marketplace/shared/session/profile';
import type { SignedIn } from '../../platform/auth.ts';
import { createOnce } from '../../platform/firestore-errors.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';

/** Whether the account has a profile already (a repeated call is not counted as a sign-up). */
export async function hasProfile(db: Firestore, uid: string): Promise<boolean> {
  return (await db.doc(paths.user(uid)).get()).exists;
}

export async function createProfile(
  { db }: { db: Firestore },
  account: SignedIn,
  { role }: { role: Role },
): Promise<Outcome<{ created: boolean }>> {
  if (role === 'admin' && !account.admin) return failure('forbidden', profileErrors.adminNeedsClaim);
  const created = await createOnce(db, paths.user(account.uid), newProfileDocument(account, role));
  if (created) return success({ created: true });
  const stored = (await db.doc(paths.user(account.uid)).get()).get('role');
  return stored === role ? success({ created: false }) : failure('conflict', profileErrors.otherRole);
}
