// 'Open Chat' in a project's detail, with the unread count, and the chat it opens (the app hands it to the detail).
import { useState } from 'react';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import type { SafetyApi } from '../../lib/safety.port.ts';
import { UnreadBadge } from '../../ui/project-badges.tsx';
import { ChatModal } from './chat-modal.tsx';
import type { MessagesPort, ProjectsApi } from './projects.port.ts';
import { useProjectsTexts } from './projects-texts.ts';

interface ChatButtonProps {
  project: Project;
  actor: Actor;
  messages: MessagesPort;
  api: Pick<ProjectsApi, 'sendMessage'>;
  unread: number;
  /** Report a message and block the other person from the chat (decision 031). */
  safety?: Pick<SafetyApi, 'report' | 'block'>;
}

export function ChatButton({ project, actor, messages, api, unread, safety }: ChatButtonProps) {
  const t = useProjectsTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('projects.chat.open')}
        <UnreadBadge count={unread} />
      </button>
      {open && (
        <ChatModal
          project={project}
          actor={actor}
          messages={messages}
          send={(text) => api.sendMessage({ projectId: project.id, text })}
          safety={safety}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
