// The NotificationsPort on Firestore: users/{uid}/notifications, newest first, read through shared's schema; marking
// read sets readAt to the server's time, the one change the rules allow.
import { limit, onSnapshot, orderBy, query, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import {
  NOTIFICATIONS_SHOWN,
  newestNotificationsFirst,
  notificationSchema,
} from '@marketplace/shared/notifications/notification';
import { logged, loggedWatch } from '../../lib/watch.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { notificationDoc, notificationsCollection } from '../../lib/paths.ts';
import type { NotificationsPort } from './notifications.port.ts';

export function firestoreNotifications(db: Firestore): NotificationsPort {
  return {
    watchNotifications: (uid) =>
      loggedWatch('Reading the notifications', (onNext, onError) =>
        onSnapshot(
          query(notificationsCollection(db, uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_SHOWN)),
          // Sorted again: one just written has no server time yet in the snapshot that shows it.
          (snapshot) => onNext(newestNotificationsFirst(parsedDocuments(notificationSchema, snapshot.docs))),
          onError,
        ),
      ),
    markRead: (uid, ids) => {
      const batch = writeBatch(db);
      for (const id of ids) batch.update(notificationDoc(db, uid, id), { readAt: serverTimestamp() });
      return logged('Marking notifications read', batch.commit());
    },
  };
}
