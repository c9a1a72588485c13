// Everything the projects screens are handed by the composition root: the ports, and the sellers' ratings.
import type { SafetyApi } from '../../lib/safety.port.ts';
import type { RatingsReader } from '../../ui/seller-rating.tsx';
import type { MessagesPort, OfferMessagesPort, ProjectsApi, ProjectsPort } from './projects.port.ts';

export interface ProjectsServices {
  projects: ProjectsPort;
  messages: MessagesPort;
  /** Posting a project and sending a chat message (decision 083). */
  api: ProjectsApi;
  /** Each offer's own chat (decision 073). */
  offerMessages?: OfferMessagesPort;
  /** The sellers' ratings on the cards (decision 026): the reviews' own read. */
  ratings: RatingsReader;
  /** Reporting a project or a message, and blocking the other person from the chat (decision 031). */
  safety?: Pick<SafetyApi, 'report' | 'block'>;
}
