import { describe, expect, it } from 'vitest';
import { newestNotificationsFirst, notificationSchema, orderLink, projectLink } from './notification.ts';

const stored = (id: string, createdAt: number | null) =>
  notificationSchema.parse({
    id,
    kind: 'order-shipped',
    title: 'Order shipped',
    text: '…',
    link: orderLink('o1'),
    createdAt,
  });

describe('notifications', () => {
  it('read unread when readAt is missing, and list newest first with one not yet timed by the server on top', () => {
    expect(stored('a', 1).readAt).toBeNull();
    const sorted = newestNotificationsFirst([stored('old', 1), stored('pending', null), stored('new', 2)]);
    expect(sorted.map((notification) => notification.id)).toEqual(['pending', 'new', 'old']);
  });

  it('link to the project or the order the way the app opens them from a URL', () => {
    expect(projectLink('p 1')).toBe('/dashboard?project=p%201');
    expect(orderLink('o1')).toBe('/dashboard?order=o1');
  });
});
