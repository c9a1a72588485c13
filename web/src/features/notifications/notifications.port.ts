// A person's notifications, written by the server; the bell in the header shows them and marks them read.
import type { NotificationPrefs } from '@marketplace/shared/notifications/email';
import type { AppNotification } from '@marketplace/shared/notifications/notification';
import type { Watch } from '../../lib/watch.ts';

export interface NotificationsPort {
  /** The person's newest notifications (NOTIFICATIONS_SHOWN at most), newest first, live. */
  watchNotifications(uid: string): Watch<AppNotification[]>;
  /** Marks these of the person's notifications read, at the server's time. */
  markRead(uid: string, ids: readonly string[]): Promise<void>;
  /** The person's email choices (every group on when they never chose), live. */
  watchEmailPrefs(uid: string): Watch<NotificationPrefs>;
  /** Saves the person's email choices whole. */
  saveEmailPrefs(uid: string, prefs: NotificationPrefs): Promise<void>;
}
