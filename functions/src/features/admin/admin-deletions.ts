// Admin deletions (SPEC 6 'admin', 7 'HTTP'): a user with what hangs off their account, and a store product
// with its image. Each step tolerates what an earlier, interrupted attempt already removed, so the admin can
// simply try again; each completed deletion leaves an audit record (who, what, when).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { adminErrors, type AuditAction } from '@marketplace/shared/admin/admin-api';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';

/** The privacy centre's deletion of an account (decision 040), which the app hands the admin's endpoints. */
export type DeleteAccount = (request: {
  uid: string;
  by: { kind: 'admin'; uid: string; email: string };
}) => Promise<Outcome<{ email: string; pseudonym: string }>>;

export interface AdminDeps {
  db: Firestore;
  auth: Pick<Auth, 'getUser' | 'deleteUser'>;
  media: Media;
  deleteAccount: DeleteAccount;
}

async function audit(db: Firestore, admin: Caller, action: AuditAction, target: Record<string, unknown>) {
  await db.collection(paths.adminAudit).add({
    action,
    target,
    byUid: admin.uid,
    byEmail: admin.email,
    at: FieldValue.serverTimestamp(),
  });
}

/**
 * The admin's deletion of a person is the person's own (decision 040): refused while money or work is in flight,
 * with the reason; otherwise what the law keeps is kept under a pseudonym, and the audit names only that.
 */
export async function deleteUser(deps: AdminDeps, admin: Caller, uid: string): Promise<Outcome<{ message: string }>> {
  const { db, auth } = deps;
  if (uid === admin.uid) return failure('conflict', adminErrors.ownAccount);
  const [account, profile] = await Promise.all([auth.getUser(uid).catch(() => null), db.doc(paths.user(uid)).get()]);
  if (!account && !profile.exists) return failure('not-found', adminErrors.userGone);
  const deleted = await deps.deleteAccount({ uid, by: { kind: 'admin', uid: admin.uid, email: admin.email } });
  if (!deleted.ok) return deleted;
  log.info('admin deleted a user', { by: admin.uid, pseudonym: deleted.value.pseudonym });
  return success({ message: `Deleted ${deleted.value.email || uid}.` });
}

async function removeProduct({ db, media }: AdminDeps, id: string, imageUrl: unknown) {
  await db.doc(paths.storeProduct(id)).delete();
  if (typeof imageUrl === 'string' && imageUrl) {
    // The listing is gone either way; a file left behind is logged for cleanup, not shown as a failure.
    await media
      .removeImage(imageUrl)
      .catch((error: unknown) => log.error('a product image was left', error, { id, imageUrl }));
  }
}

export async function deleteProduct(deps: AdminDeps, admin: Caller, id: string): Promise<Outcome<{ message: string }>> {
  const product = await deps.db.doc(paths.storeProduct(id)).get();
  if (!product.exists) return failure('not-found', adminErrors.productGone);
  await removeProduct(deps, id, product.get('imageUrl'));
  const name = (product.get('name') as string | undefined) ?? id;
  await audit(deps.db, admin, 'delete-product', { productId: id, name, sellerId: product.get('sellerId') ?? null });
  log.info('admin deleted a product', { by: admin.uid, id });
  return success({ message: `Deleted ${name}.` });
}
