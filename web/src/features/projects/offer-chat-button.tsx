// 'Chat' beside an offer (decision 073): the project's chat modal and message list, on the offer's own chat between
// the student and that seller. Its cards are drawn by whoever hands them in (the offers panel, through the app),
// from the offer as it stands, so their buttons follow the offer.
import { useMemo, useState, type ReactNode } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import { ChatModal } from './chat-modal.tsx';
import type { MessagesPort, OfferChatApi, OfferMessagesPort } from './projects.port.ts';
import { useProjectsTexts } from './projects-texts.ts';

interface OfferChatButtonProps {
  project: Pick<Project, 'id' | 'title' | 'studentId' | 'studentEmail'>;
  /** The offer's seller: the other side of the chat for the student. */
  seller: { uid: string; email: string };
  actor: Actor;
  port: OfferMessagesPort;
  api: OfferChatApi;
  /** A card message's drawing: the offer's terms with the buttons the offer allows now. */
  card: (message: ProjectMessage) => ReactNode;
}

export function OfferChatButton({ project, seller, actor, port, api, card }: OfferChatButtonProps) {
  const t = useProjectsTexts();
  const [open, setOpen] = useState(false);
  const projectId = project.id;
  const sellerId = seller.uid;
  // The offer's chat as the chat modal reads a project's: the same three steps, on the offer's messages.
  const messages = useMemo(
    (): Pick<MessagesPort, 'watchMessages' | 'markRead'> => ({
      watchMessages: () => port.watchOfferMessages(projectId, sellerId),
      markRead: (_projectId, ids, uid) => port.markOfferRead(projectId, sellerId, ids, uid),
    }),
    [port, projectId, sellerId],
  );
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('projects.chat.offerButton')}
      </button>
      {open && (
        <ChatModal
          project={{ ...project, sellerId, sellerEmail: seller.email }}
          actor={actor}
          messages={messages}
          send={(text) => api.message({ projectId, sellerId, text })}
          card={card}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
