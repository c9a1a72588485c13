// Writes the notifications an event makes (issue 22): each at users/{uid}/notifications/{key}, with create(), so a
// repeated delivery of the event finds it there and writes nothing new (decision 025).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { NotificationDraft } from '@marketplace/shared/notifications/notification';
import { paths } from '@marketplace/shared/paths';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';
import { log } from '../../platform/log.ts';

/**
 * The admins, by their profile's role: the claim is what the rules and the API trust, but it cannot be queried;
 * grant-admin sets both, and the app shows the admin dashboard (where a notification leads) by the role.
 */
async function adminUids(db: Firestore): Promise<string[]> {
  const admins = await db.collection(paths.users).where('role', '==', 'admin').get();
  return admins.docs.map((doc) => doc.id);
}

async function createOnce(db: Firestore, uid: string, draft: NotificationDraft): Promise<boolean> {
  try {
    await db
      .doc(paths.notification(uid, draft.key))
      .create({ ...draft.content, createdAt: FieldValue.serverTimestamp(), readAt: null });
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}

export async function writeNotifications(db: Firestore, drafts: readonly NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const admins = drafts.some((draft) => 'admins' in draft.to) ? await adminUids(db) : [];
  const writes = drafts.flatMap((draft) =>
    ('uid' in draft.to ? [draft.to.uid] : admins).map((uid) => createOnce(db, uid, draft)),
  );
  const written = (await Promise.all(writes)).filter(Boolean).length;
  if (written > 0) log.info('notifications written', { key: drafts[0]!.key, written });
}
