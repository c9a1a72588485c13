// A project's messages, oldest first, as the chat shows them (SPEC 2): also shown read-only to an admin settling
// a dispute. The list scrolls to the newest message whenever one arrives. A message a moderator hid says so
// (decision 031); the chat puts a Report beside the other person's messages.
import { useEffect, useRef, type ReactNode } from 'react';
import type { ProjectMessage } from '@marketplace/shared/projects/project';
import { formatDateTime } from '../lib/format-date.ts';
import type { Watched } from '../lib/use-watch.ts';
import './projects.css';

interface MessageListProps {
  watched: Watched<unknown>;
  /** Oldest first. */
  messages: readonly ProjectMessage[];
  /** Whose messages read 'You' (none for an admin reading someone else's chat). */
  viewerId: string | null;
  /** What the list says when it is empty. */
  empty: string;
  /** What goes beside a message (the chat's Report); nothing when absent. */
  aside?: (message: ProjectMessage) => ReactNode;
  /** What a card message shows instead of its text (an offer's terms, decision 073); null: its text. */
  card?: (message: ProjectMessage) => ReactNode;
}

export function MessageList({ watched, messages, viewerId, empty, aside, card }: MessageListProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <ol ref={list} className="project-chat__messages" aria-label="Messages" aria-live="polite">
      {watched.status === 'loading' && <li className="muted project-chat__empty">Loading messages...</li>}
      {watched.status === 'ready' && messages.length === 0 && <li className="muted project-chat__empty">{empty}</li>}
      {messages.map((message) => {
        const mine = message.senderId === viewerId;
        return (
          <li key={message.id} className={`project-chat__message${mine ? ' project-chat__message--mine' : ''}`}>
            <span className="project-chat__meta">
              <span className="project-chat__sender">{mine ? 'You' : message.senderEmail}</span>
              {message.createdAt !== null && (
                <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
              )}
            </span>
            {message.hidden ? (
              <span className="project-chat__text muted">This message was hidden by a moderator.</span>
            ) : (
              (card?.(message) ?? <span className="project-chat__text">{message.text}</span>)
            )}
            {!message.hidden && aside?.(message)}
          </li>
        );
      })}
    </ol>
  );
}
