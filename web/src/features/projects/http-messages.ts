// The MessagesPort's API half: sending a message (POST /api/projects/{id}/messages: blocks and the hourly limit hold
// there, decisions 031 and 032); reading and marking read are Firestore's (firestore-messages.ts).
import type { Auth } from 'firebase/auth';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { apiClient } from '../../lib/api-client.ts';
import type { MessagesPort } from './projects.port.ts';

export function httpMessages(auth: Auth): Pick<MessagesPort, 'sendMessage'> {
  const projects = apiClient(projectsContract, auth);
  return {
    sendMessage: (projectId, text) => projects.sendMessage({ projectId, text }).then(() => undefined),
  };
}
