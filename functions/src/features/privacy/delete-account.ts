// Deleting an account (decision 040): the one path the person (DELETE /api/privacy/account) and the admin
// (DELETE /api/admin/users/{id}) both take. Refused while money is held or owed or work is in progress, with the
// reason and what to do; otherwise the Auth user goes first (no more sign-ins), then every document and file as
// the retention table says, and a record that an account was deleted, under its pseudonym alone.
//
// Once: the deletion claims accountDeletions/{uid} with create(), holding the pseudonym it gives. A second request
// while it runs is refused (409); one after an interrupted run (the claim older than STALE_MS) finishes it with the
// same pseudonym; every step finds what is left, so nothing is done twice.
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { paths } from '@marketplace/shared/paths';
import { REAUTH_MAX_AGE_SECONDS, blockerText, deletionTexts } from '@marketplace/shared/privacy/deletion';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { disclosureAt } from '@marketplace/shared/privacy/disclosure';
import { newPseudonym } from '@marketplace/shared/privacy/pseudonym';
import { retentionTable } from '@marketplace/shared/privacy/retention';
import { publicProfileOf } from '@marketplace/shared/reviews/public-profile';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';
import { blockersOf } from './deletion-blockers.ts';
import { eraseDocuments } from './erase-documents.ts';

export interface DeletionDeps {
  db: Firestore;
  auth: Pick<Auth, 'getUser' | 'deleteUser'>;
  media: Media;
}

/** A claim older than this belongs to a run that stopped: the next request finishes it. */
const STALE_MS = 2 * 60 * 1000;

export interface DeletionRequest {
  uid: string;
  /** The person themselves, or the admin who deletes them (their uid goes into the audit). */
  by: { kind: 'self' } | { kind: 'admin'; uid: string; email: string };
  now?: number;
}

export interface Deleted {
  email: string;
  pseudonym: string;
  products: number;
}

async function authAccount(auth: DeletionDeps['auth'], uid: string) {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * What others' records may show of the person, as their profile holds it: the disclosure table's fields for each
 * kind of record the deletion looks for them in when it is someone else's (the retention table's `ofOthers`). Their
 * `displayName` is also the name their public profile shows (a full name before it), the one a notification quotes.
 */
function shownOf(profile: Record<string, unknown>): Record<string, string[]> {
  const fields = retentionTable.flatMap((entry) =>
    entry.ofOthers ? Object.keys(disclosureAt(entry.path)?.fields ?? {}) : [],
  );
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? [value.trim()] : []);
  return Object.fromEntries(
    [...new Set(fields)].map((field) => {
      const values = [
        ...text(profile[field]),
        ...(field === 'displayName' ? text(publicProfileOf(profile, 0)?.name) : []),
      ];
      return [field, [...new Set(values)]];
    }),
  );
}

/**
 * The deletion's claim: its pseudonym, the email to erase and what others were shown of the person, new or left by a
 * stopped run; null while one runs.
 */
async function claim(
  db: Firestore,
  uid: string,
  person: { email: string; shown: Record<string, string[]> },
  now: number,
) {
  const ref = db.doc(privacyPaths.accountDeletion(uid));
  const fresh = { pseudonym: newPseudonym(randomBytes(20)), ...person, startedAt: now };
  try {
    await ref.create(fresh);
    return fresh;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  // A claim left by a run before `shown` was kept has none.
  const held = (await ref.get()).data() as (Omit<typeof fresh, 'shown'> & Partial<typeof fresh>) | undefined;
  if (!held || now - held.startedAt < STALE_MS) return null;
  await ref.update({ startedAt: now });
  return held;
}

export async function deleteAccount(
  deps: DeletionDeps,
  { uid, by, now = Date.now() }: DeletionRequest,
): Promise<Outcome<Deleted>> {
  const { db, auth, media } = deps;
  const [account, profile] = await Promise.all([authAccount(auth, uid), db.doc(paths.user(uid)).get()]);
  const blockers = await blockersOf(db, uid);
  if (blockers.length > 0) return failure('conflict', blockerText(blockers[0]!));
  const email = account?.email ?? (profile.get('email') as string | undefined) ?? '';
  const held = await claim(db, uid, { email, shown: shownOf(profile.data() ?? {}) }, now);
  if (!held) return failure('conflict', deletionTexts.underWay);

  if (account)
    await auth.deleteUser(uid).catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
  const products = (await db.collection(paths.storeProducts).where('sellerId', '==', uid).count().get()).data().count;
  const person = { uid, email: held.email, shown: held.shown ?? {} };
  await eraseDocuments({ db, media, person, pseudonym: held.pseudonym });
  await db.doc(privacyPaths.deletedAccount(held.pseudonym)).set({
    at: FieldValue.serverTimestamp(),
    by: by.kind,
  });
  if (by.kind === 'admin')
    await db.collection(paths.adminAudit).add({
      action: 'delete-user',
      target: { uid: held.pseudonym, products },
      byUid: by.uid,
      byEmail: by.email,
      at: FieldValue.serverTimestamp(),
    });
  await db.doc(privacyPaths.accountDeletion(uid)).delete();
  log.info('an account was deleted', { pseudonym: held.pseudonym, by: by.kind });
  return success({ email: held.email, pseudonym: held.pseudonym, products });
}

/**
 * A person deletes their own account only after a recent sign-in (the ID token's auth_time, set by Firebase Auth at
 * each sign-in, password or Google): a browser left signed in cannot delete it. An admin's account is closed by
 * another admin.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  caller: Caller,
  now = Date.now(),
): Promise<Outcome<{ message: string }>> {
  if (caller.role === 'admin' || caller.admin) return failure('forbidden', deletionTexts.adminAccount);
  if (!caller.authTime || now / 1000 - caller.authTime > REAUTH_MAX_AGE_SECONDS)
    return failure('forbidden', deletionTexts.signInAgain);
  const deleted = await deleteAccount(deps, { uid: caller.uid, by: { kind: 'self' }, now });
  return deleted.ok ? { ok: true, value: { message: deletionTexts.deleted } } : deleted;
}
