// The NotificationsPort on Firestore: users/{uid}/notifications, newest first, read through shared's schema; marking
// read sets readAt to the server's time, the one change the rules allow.
import { doc, limit, orderBy, query, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { notificationPrefsSchema } from '@marketplace/shared/notifications/email';
import {
  NOTIFICATIONS_SHOWN,
  newestNotificationsFirst,
  notificationSchema,
} from '@marketplace/shared/notifications/notification';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import { logged } from '../../lib/watch.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { notificationDoc, notificationsCollection } from '../../lib/paths.ts';
import { paths } from '@marketplace/shared/paths';
import type { NotificationsPort } from './notifications.port.ts';

export function firestoreNotifications(db: Firestore): NotificationsPort {
  return {
    watchNotifications: (uid) =>
      watchQuery(
        'Reading the notifications',
        query(notificationsCollection(db, uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_SHOWN)),
        // Sorted again: one just written has no server time yet in the snapshot that shows it.
        (snapshot) => newestNotificationsFirst(parsedDocuments(notificationSchema, snapshot.docs)),
      ),
    markRead: (uid, ids) => {
      const batch = writeBatch(db);
      for (const id of ids) batch.update(notificationDoc(db, uid, id), { readAt: serverTimestamp() });
      return logged('Marking notifications read', batch.commit());
    },
    watchEmailPrefs: (uid) =>
      watchDocument('Reading the email choices', doc(db, paths.notificationPrefs(uid)), (snapshot) => {
        // Never chosen, or not of the stored shape: every group on, as the server reads it.
        const parsed = notificationPrefsSchema.safeParse(snapshot.data() ?? {});
        return parsed.success ? parsed.data : { emailOff: {} };
      }),
    saveEmailPrefs: (uid, prefs) =>
      logged('Saving the email choices', setDoc(doc(db, paths.notificationPrefs(uid)), prefs)),
  };
}
