// The console's inbox (decision 063): everything that waits for an admin, due soonest first, each with how long is
// left and a link to the thing itself.
import { inboxKindLabels } from '@marketplace/shared/admin/console';
import type { Inbox } from '@marketplace/shared/admin/console-api';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { Watched } from '../../../lib/use-watch.ts';
import { timeLeftText } from '../chargebacks/time-left.ts';

interface InboxListProps {
  inbox: Watched<Inbox>;
  now: number;
  /** Opens a link inside the app (the item's own place). */
  onOpen: (href: string) => void;
}

export function InboxList({ inbox, now, onOpen }: InboxListProps) {
  if (inbox.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading the inbox...
      </p>
    );
  if (inbox.status === 'failed')
    return (
      <p className="console-error" role="alert">
        Could not load the inbox. Please try again.
      </p>
    );
  const { items, more } = inbox.value;
  if (items.length === 0) return <p className="muted">Nothing waits for an admin.</p>;
  return (
    <>
      {more.length > 0 && (
        <p className="muted">
          More wait than shown of: {more.map((kind) => inboxKindLabels[kind]).join(', ')}. The soonest due are here.
        </p>
      )}
      <ol className="console-inbox" aria-label="Waiting for an admin, the one due soonest first">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="console-inbox__item">
            <span className="console-inbox__kind">{inboxKindLabels[item.kind]}</span>
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
              <span className="muted">Due {formatDateTime(item.dueAt)}</span>{' '}
              <strong className={item.dueAt <= now ? 'console-inbox__overdue' : undefined}>
                {timeLeftText(item.dueAt, now)}
              </strong>
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
