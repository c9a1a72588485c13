// The console's inbox (decision 063): everything that waits for an admin, due soonest first, each with how long is
// left and a link to the thing itself.
import type { Inbox } from '@marketplace/shared/admin/console-api';
import { timeLeftIn, useAdminFormats, useAdminTexts } from '../../../lib/admin-texts.ts';
import type { Watched } from '../../../lib/use-watch.ts';

interface InboxListProps {
  inbox: Watched<Inbox>;
  now: number;
  /** Opens a link inside the app (the item's own place). */
  onOpen: (href: string) => void;
}

export function InboxList({ inbox, now, onOpen }: InboxListProps) {
  const t = useAdminTexts();
  const { dateTime } = useAdminFormats();
  if (inbox.status === 'loading')
    return (
      <p className="muted" role="status">
        {t('admin.inbox.loading')}
      </p>
    );
  if (inbox.status === 'failed')
    return (
      <p className="console-error" role="alert">
        {t('admin.inbox.failed')}
      </p>
    );
  const { items, more } = inbox.value;
  if (items.length === 0) return <p className="muted">{t('admin.inbox.empty')}</p>;
  return (
    <>
      {more.length > 0 && (
        <p className="muted">
          {t('admin.inbox.more', { kinds: more.map((kind) => t(`admin.inboxKind.${kind}`)).join(', ') })}
        </p>
      )}
      <ol className="console-inbox" aria-label={t('admin.inbox.list')}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="console-inbox__item">
            <span className="console-inbox__kind">{t(`admin.inboxKind.${item.kind}`)}</span>
            <a
              href={item.href}
              className="console-inbox__title"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(item.href);
              }}
            >
              {item.title || item.id}
            </a>
            {item.detail && <span className="console-inbox__detail muted">{item.detail}</span>}
            <span className="console-inbox__due">
              <span className="muted">{t('admin.inbox.due', { when: dateTime(item.dueAt) })}</span>{' '}
              <strong className={item.dueAt <= now ? 'console-inbox__overdue' : undefined}>
                {timeLeftIn(t, item.dueAt, now)}
              </strong>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
