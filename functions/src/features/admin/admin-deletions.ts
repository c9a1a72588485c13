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

export interface AdminDeps {
  db: Firestore;
  auth: Pick<Auth, 'getUser' | 'deleteUser'>;
  media: Media;
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

/** Why this person's account cannot go yet: money held for a project, or work someone is waiting for. */
async function whatIsInFlight(db: Firestore, uid: string): Promise<string | null> {
  const projects = db.collection(paths.projects);
  const any = async (field: 'studentId' | 'sellerId', key: 'paymentStatus' | 'status', value: string) =>
    !(await projects.where(field, '==', uid).where(key, '==', value).limit(1).get()).empty;
  const [funded, fundedSale, inProgress, inProgressSale] = await Promise.all([
    any('studentId', 'paymentStatus', 'Funded'),
    any('sellerId', 'paymentStatus', 'Funded'),
    any('studentId', 'status', 'In Progress'),
    any('sellerId', 'status', 'In Progress'),
  ]);
  if (funded || fundedSale) return adminErrors.moneyInFlight;
  if (inProgress || inProgressSale) return adminErrors.workInProgress;
  return null;
}

async function authAccount(auth: AdminDeps['auth'], uid: string) {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export async function deleteUser(deps: AdminDeps, admin: Caller, uid: string): Promise<Outcome<{ message: string }>> {
  const { db, auth } = deps;
  if (uid === admin.uid) return failure('conflict', adminErrors.ownAccount);
  const [account, profile] = await Promise.all([authAccount(auth, uid), db.doc(paths.user(uid)).get()]);
  if (!account && !profile.exists) return failure('not-found', adminErrors.userGone);
  const inFlight = await whatIsInFlight(db, uid);
  if (inFlight) return failure('conflict', inFlight);

  // The account first, so the person can no longer sign in while the rest goes.
  if (account)
    await auth.deleteUser(uid).catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
  const products = await db.collection(paths.storeProducts).where('sellerId', '==', uid).get();
  for (const product of products.docs) await removeProduct(deps, product.id, product.get('imageUrl'));
  // Open projects nobody has taken: with their delivery address and any messages below them.
  const open = await db.collection(paths.projects).where('studentId', '==', uid).where('status', '==', 'Open').get();
  for (const project of open.docs) await db.recursiveDelete(project.ref);
  await db.doc(paths.user(uid)).delete();
  const email = account?.email ?? (profile.get('email') as string | undefined) ?? '';
  await audit(db, admin, 'delete-user', { uid, email, products: products.size, openProjects: open.size });
  log.info('admin deleted a user', { by: admin.uid, uid, products: products.size, openProjects: open.size });
  return success({ message: `Deleted ${email || uid}.` });
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
