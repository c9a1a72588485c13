// The bell in the header (issue 22): the unread count on it, and a list of the newest notifications that opens
// under it, each a link to what it is about. Opening the list marks what it shows read. Escape or a click
// elsewhere closes it; Escape gives focus back to the bell.
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
// Types only: the schema (and zod) stays in the adapter's chunk.
import type { AppNotification } from '@marketplace/shared/notifications/notification';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { NotificationsPort } from './notifications.port.ts';
import './notifications.css';

interface NotificationsBellProps {
  uid: string;
  port: NotificationsPort;
  /** Opens what a notification is about (its link is a path of the app). */
  onOpenLink: (link: string) => void;
}

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

export function NotificationsBell({ uid, port, onOpenLink }: NotificationsBellProps) {
  const watch = useMemo(() => port.watchNotifications(uid), [port, uid]);
  const watched = useWatch(watch);
  const notifications = useMemo(() => (watched.status === 'ready' ? watched.value : []), [watched]);
  const unread = notifications.filter((notification) => notification.readAt === null).length;
  const [open, setOpen] = useState(false);
  // What was unread when the list opened stays marked new while it is open, though it is read by then.
  const [newOnes, setNewOnes] = useState<ReadonlySet<string>>(new Set());
  const asked = useRef(new Set<string>());
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Seen: every unread notification the open list shows, including one that arrives while it is open.
  useEffect(() => {
    if (!open) return;
    const seen = notifications.filter((n) => n.readAt === null && !asked.current.has(n.id)).map((n) => n.id);
    if (seen.length === 0) return;
    for (const id of seen) asked.current.add(id);
    setNewOnes((before) => new Set([...before, ...seen]));
    port.markRead(uid, seen).catch(() => {
      // Logged by the adapter; they stay unread and are asked for again the next time the list opens.
      for (const id of seen) asked.current.delete(id);
    });
  }, [open, notifications, port, uid]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = () => {
    if (open) setNewOnes(new Set());
    setOpen(!open);
  };

  const follow = (event: MouseEvent<HTMLAnchorElement>, link: string) => {
    // A new tab or window (a modifier, the middle button) is the browser's to open.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    onOpenLink(link);
  };

  return (
    <div className="notifications" ref={container}>
      <button
        ref={button}
        type="button"
        className="notifications__bell"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      <section id={panelId} className="notifications__panel" aria-label="Notifications" hidden={!open}>
        <h2 className="notifications__heading">Notifications</h2>
        {open && (
          <NotificationList watched={watched.status} notifications={notifications} newOnes={newOnes} follow={follow} />
        )}
      </section>
    </div>
  );
}

interface NotificationListProps {
  watched: 'loading' | 'ready' | 'failed';
  notifications: readonly AppNotification[];
  newOnes: ReadonlySet<string>;
  follow: (event: MouseEvent<HTMLAnchorElement>, link: string) => void;
}

function NotificationList({ watched, notifications, newOnes, follow }: NotificationListProps) {
  if (watched === 'loading') return <p className="notifications__note">Loading notifications…</p>;
  if (watched === 'failed')
    return (
      <p className="notifications__note" role="alert">
        Your notifications could not be loaded.
      </p>
    );
  if (notifications.length === 0) return <p className="notifications__note">No notifications yet.</p>;
  return (
    <ul className="notifications__list">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <a
            href={notification.link}
            className={
              newOnes.has(notification.id) ? 'notifications__item notifications__item--new' : 'notifications__item'
            }
            onClick={(event) => follow(event, notification.link)}
          >
            <span className="notifications__title">
              {newOnes.has(notification.id) && <span className="notifications__new">New: </span>}
              {notification.title}
            </span>
            <span className="notifications__text">{notification.text}</span>
            {notification.createdAt !== null && (
              <span className="notifications__time">{formatDateTime(notification.createdAt)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
