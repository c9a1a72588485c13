// The bell in the header: the unread count on it, and a list of the newest notifications that opens
// under it, each a link to what it is about. A notification is marked read once the person has had it on screen in
// the open list (most of it in view: the list scrolls), not all of them at once when it opens. Escape or a click
// elsewhere closes it; Escape gives focus back to the bell. Its own words are in the catalogue's notifications part
// (decision 071); a notification's title and text are the server's, written in the language on its reader's profile
// where the mail catalogue says them (decision 072), shown as they came.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
// Types only: the schema (and zod) stays in the adapter's chunk.
import type { AppNotification } from '@marketplace/shared/notifications/notification';
import en from '../../i18n/en/notifications.json';
import { catalogue, useLocale } from '../../i18n/i18n.ts';
import { intlLocale } from '../../i18n/locale.ts';
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

const useNotificationsTexts = catalogue(en, () => import('../../i18n/hi/notifications.json'));

export function NotificationsBell({ uid, port, onOpenLink }: NotificationsBellProps) {
  const t = useNotificationsTexts();
  const watch = useMemo(() => port.watchNotifications(uid), [port, uid]);
  const watched = useWatch(watch);
  const notifications = useMemo(() => (watched.status === 'ready' ? watched.value : []), [watched]);
  const unread = notifications.filter((notification) => notification.readAt === null).length;
  const [open, setOpen] = useState(false);
  // What was unread when the list showed it stays marked new while it is open, though it is read by then.
  const [newOnes, setNewOnes] = useState<ReadonlySet<string>>(new Set());
  // The notifications the person has had on screen in the open list.
  const [seenIds, setSeenIds] = useState<ReadonlySet<string>>(new Set());
  const onSeen = useCallback(
    (ids: readonly string[]) =>
      setSeenIds((before) => (ids.every((id) => before.has(id)) ? before : new Set([...before, ...ids]))),
    [],
  );
  const asked = useRef(new Set<string>());
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);

  // Shown as new: every notification unread when the open list shows it, including one that arrives meanwhile.
  useEffect(() => {
    if (!open) return;
    const unreadIds = notifications.filter((n) => n.readAt === null).map((n) => n.id);
    setNewOnes((before) => (unreadIds.every((id) => before.has(id)) ? before : new Set([...before, ...unreadIds])));
  }, [open, notifications]);

  // Read: each unread notification the person has had on screen, asked for once (one batch per change).
  useEffect(() => {
    if (!open) return;
    const seen = notifications
      .filter((n) => n.readAt === null && seenIds.has(n.id) && !asked.current.has(n.id))
      .map((n) => n.id);
    if (seen.length === 0) return;
    for (const id of seen) asked.current.add(id);
    port.markRead(uid, seen).catch(() => {
      // Logged by the adapter; they stay unread and are asked for again the next time they are seen.
      for (const id of seen) asked.current.delete(id);
    });
  }, [open, notifications, seenIds, port, uid]);

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
    if (open) {
      setNewOnes(new Set());
      setSeenIds(new Set());
    }
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
        aria-label={t('notifications.bell', { unread })}
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
            {/* The whole number (at most the 30 the list shows), so the bell's name holds the text it shows. */}
            {unread}
          </span>
        )}
      </button>
      <section
        id={panelId}
        ref={panel}
        className="notifications__panel"
        aria-label={t('notifications.title')}
        hidden={!open}
      >
        <h2 className="notifications__heading">{t('notifications.title')}</h2>
        {open && (
          <NotificationList
            watched={watched.status}
            notifications={notifications}
            newOnes={newOnes}
            follow={follow}
            scroller={panel}
            onSeen={onSeen}
          />
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
  /** The open list's scrolling panel: what is in view of it is seen. */
  scroller: RefObject<HTMLElement | null>;
  onSeen: (ids: readonly string[]) => void;
}

/** How much of a notification must be in view for it to count as seen. */
const SEEN_RATIO = 0.6;

/**
 * Reports the items (`[data-notification]`) the person has in view in `scroller` as they come into it; a browser
 * without IntersectionObserver counts every item shown as seen.
 */
function useSeenItems(
  scroller: RefObject<HTMLElement | null>,
  shown: readonly AppNotification[],
  onSeen: (ids: readonly string[]) => void,
) {
  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const items = [...root.querySelectorAll<HTMLElement>('[data-notification]')];
    const idOf = (item: Element) => (item as HTMLElement).dataset.notification ?? '';
    if (typeof IntersectionObserver === 'undefined') {
      onSeen(items.map(idOf));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.intersectionRatio >= SEEN_RATIO)
          .map((entry) => idOf(entry.target));
        if (seen.length > 0) onSeen(seen);
      },
      { root, threshold: [SEEN_RATIO] },
    );
    for (const item of items) observer.observe(item);
    return () => observer.disconnect();
  }, [scroller, shown, onSeen]);
}

function NotificationList({ watched, notifications, newOnes, follow, scroller, onSeen }: NotificationListProps) {
  const t = useNotificationsTexts();
  const locale = intlLocale[useLocale()];
  useSeenItems(scroller, notifications, onSeen);
  if (watched === 'loading') return <p className="notifications__note">{t('notifications.loading')}</p>;
  if (watched === 'failed')
    return (
      <p className="notifications__note" role="alert">
        {t('notifications.failed')}
      </p>
    );
  if (notifications.length === 0) return <p className="notifications__note">{t('notifications.none')}</p>;
  return (
    <ul className="notifications__list">
      {notifications.map((notification) => (
        <li key={notification.id} data-notification={notification.id}>
          <a
            href={notification.link}
            className={
              newOnes.has(notification.id) ? 'notifications__item notifications__item--new' : 'notifications__item'
            }
            onClick={(event) => follow(event, notification.link)}
          >
            <span className="notifications__title">
              {newOnes.has(notification.id) && <span className="notifications__new">{t('notifications.new')} </span>}
              {notification.title}
            </span>
            <span className="notifications__text">{notification.text}</span>
            {notification.createdAt !== null && (
              <span className="notifications__time">{formatDateTime(notification.createdAt, locale)}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
