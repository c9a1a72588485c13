// The MessagesPort's API half: sending a message (POST /api/projects/{id}/messages: blocks and the hourly limit hold
// there, decisions 031 and 032); reading and marking read are Firestore's (firestore-messages.ts).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { MessagesPort } from './projects.port.ts';

/** A refusal (a block, a limit met) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpMessages(auth: Auth): Pick<MessagesPort, 'sendMessage'> {
  const projects = apiClient(projectsContract, auth);
  return {
    sendMessage: (projectId, text) =>
      logged(
        'Sending a message',
        projects.sendMessage({ projectId, text }).then(() => undefined),
        isRefusal,
      ),
  };
}
