// Notifications and the NotificationsPort as the component tests drive them. Only tests import this folder.
import { vi } from 'vitest';
import type { NotificationPrefs } from '@marketplace/shared/notifications/email';
import type { AppNotification } from '@marketplace/shared/notifications/notification';
import { feed } from '../../../lib/testing/feed.ts';
import type { NotificationsPort } from '../notifications.port.ts';

/** An unread notification of a delivery, made at `createdAt`. */
export const aNotification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n1',
  kind: 'project-delivered',
  title: 'Work delivered',
  text: 'The seller delivered “Weather station”.',
  link: '/dashboard?project=p1',
  createdAt: Date.UTC(2026, 10, 25, 12),
  readAt: null,
  ...overrides,
});

export function fakeNotifications() {
  const notifications = feed<AppNotification[]>();
  const prefs = feed<NotificationPrefs>();
  const port: NotificationsPort = {
    watchNotifications: vi.fn(() => notifications.watch),
    markRead: vi.fn(async () => {}),
    watchEmailPrefs: vi.fn(() => prefs.watch),
    saveEmailPrefs: vi.fn(async (_uid: string, _prefs: NotificationPrefs) => {}),
  };
  return { port, notifications, prefs };
}
