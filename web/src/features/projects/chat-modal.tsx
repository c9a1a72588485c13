// The project chat (SPEC 2, 4, 5 and 7): the 50 most recent messages, oldest first; whitespace-only
// drafts are not sent; Send is disabled while sending; the other party's unread messages are marked read
// (one batch per change) while the chat is open. Each of the other party's messages can be reported, and the other
// party blocked (decision 031). Said in the shown language (projects-texts.ts); the messages as they were written.
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { chronological, messageToSend, unreadFor } from '@marketplace/shared/projects/chat';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { MESSAGE_MAX_LENGTH, type Project, type ProjectMessage } from '@marketplace/shared/projects/project';
import { texts } from '@marketplace/shared/texts';
import { errorText } from '../../lib/error-text.ts';
import { useWatch } from '../../lib/use-watch.ts';
import type { SafetyApi } from '../../lib/safety.port.ts';
import { Banner } from '../../ui/banner.tsx';
import { BlockButton } from '../../ui/block-button.tsx';
import { useBlockSay } from '../../ui/block-texts.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { MessageList } from '../../ui/message-list.tsx';
import { ReportButton } from '../../ui/report-button.tsx';
import type { MessagesPort } from './projects.port.ts';
import { useProjectsTexts, type ProjectsId } from './projects-texts.ts';
import { sayKnown } from '../../i18n/i18n.ts';
import { HiddenLabel } from '../../ui/field.tsx';

interface ChatModalProps {
  project: Pick<Project, 'id' | 'title' | 'studentId' | 'studentEmail' | 'sellerId' | 'sellerEmail'>;
  actor: Actor;
  messages: Pick<MessagesPort, 'watchMessages' | 'markRead'>;
  /** Sends the text as the signed-in person through the API; rejects with its refusal (a block, a limit met). */
  send: (text: string) => Promise<unknown>;
  /** Report and Block; without it the chat offers neither. */
  safety?: Pick<SafetyApi, 'report' | 'block'> | undefined;
  /** A card message's own drawing (an offer's chat, decision 073). */
  card?: (message: ProjectMessage) => ReactNode;
  onClose: () => void;
}

/** SPEC's 'Could not send message.' by its key; the server's own refusal as it came. */
const sendFailed: Readonly<Record<string, ProjectsId>> = { [texts.projects.sendFailed]: 'projects.chat.sendFailed' };

export function ChatModal({ project, actor, messages: port, send: sendText, safety, card, onClose }: ChatModalProps) {
  const projectId = project.id;
  const uid = actor.uid;
  const t = useProjectsTexts();
  const sayBlock = useBlockSay();
  const isStudent = project.studentId === uid;
  const recipientId = isStudent ? project.sellerId : project.studentId;
  const otherEmail = (isStudent ? project.sellerEmail : project.studentEmail) ?? t('projects.chat.theOtherParty');

  const watch = useMemo(() => port.watchMessages(projectId), [port, projectId]);
  const watched = useWatch(watch);
  const messages = useMemo(() => (watched.status === 'ready' ? chronological(watched.value) : []), [watched]);

  const { values, field, reset } = useFormFields({ message: '' }, `chat-${projectId}`);
  const draft = values.message;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Ids already being marked, so a snapshot arriving before the batch lands does not mark them again.
  const marking = useRef(new Set<string>());

  useEffect(() => {
    const unread = unreadFor(messages, uid)
      .map((message) => message.id)
      .filter((id) => !marking.current.has(id));
    if (unread.length === 0) return;
    for (const id of unread) marking.current.add(id);
    port.markRead(projectId, unread, uid).catch(() => {
      // Allow another try with the next snapshot; the unread badge simply stays until then.
      for (const id of unread) marking.current.delete(id);
    });
  }, [messages, port, projectId, uid]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = messageToSend(draft);
    if (text === null || sending || !recipientId) return;
    setSending(true);
    setError(null);
    try {
      await sendText(text);
      reset();
    } catch (failure) {
      // SPEC's failure by this part's key; a block's refusal (shared's) by the block part's; else the server's words.
      setError(sayBlock(sayKnown(t, sendFailed, errorText(failure, texts.projects.sendFailed))));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  }

  return (
    <Dialog
      title={t('projects.chat.title')}
      subtitle={t('projects.chat.with', { title: project.title, email: otherEmail })}
      onClose={onClose}
      className="project-chat"
    >
      {watched.status === 'failed' && <Banner tone="error">{t('projects.chat.loadFailed')}</Banner>}
      {safety && recipientId && (
        <div className="project-chat__safety">
          <BlockButton uid={recipientId} name={otherEmail} safety={safety} />
        </div>
      )}
      <MessageList
        watched={watched}
        messages={messages}
        viewerId={uid}
        empty={t('projects.chat.empty')}
        card={card}
        words={{
          messages: t('projects.chat.list.messages'),
          loading: t('projects.chat.list.loading'),
          you: t('projects.chat.list.you'),
          hidden: t('projects.chat.list.hidden'),
        }}
        aside={(message) =>
          safety &&
          message.senderId !== uid && (
            <ReportButton
              thing={{ kind: 'message', id: message.id, projectId }}
              what={`the message from ${message.senderEmail}`}
              label={t('projects.chat.report')}
              name={t('projects.chat.reportMessage', { email: message.senderEmail })}
              safety={safety}
              className="button button--link project-chat__report"
            />
          )
        }
      />
      <Banner tone="error">{error}</Banner>
      <form className="project-chat__form" onSubmit={send}>
        <HiddenLabel htmlFor={field('message').id}>{t('projects.chat.message')}</HiddenLabel>
        <input
          ref={input}
          className="input"
          type="text"
          autoComplete="off"
          placeholder={t('projects.chat.placeholder')}
          maxLength={MESSAGE_MAX_LENGTH}
          {...field('message')}
        />
        <button type="submit" className="button" disabled={sending || messageToSend(draft) === null}>
          {sending ? t('projects.chat.sending') : t('projects.chat.send')}
        </button>
      </form>
    </Dialog>
  );
}
