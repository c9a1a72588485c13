// Everything the projects screens are handed by the composition root: the ports and the provided machines.
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import type { SafetyPort } from '../../lib/safety.port.ts';
import type { ProjectActionLogic } from './project-action-logic.ts';
import type {
  DeliveryPort,
  DisputesPort,
  HistoryPort,
  LifecyclePort,
  MessagesPort,
  ProjectsPort,
  ReviewsPort,
} from './projects.port.ts';

export interface ProjectsServices {
  projects: ProjectsPort;
  delivery: DeliveryPort;
  messages: MessagesPort;
  /** The steps the server takes (deliveries, changes, cancellations, disputes), delivered files, settlements. */
  lifecycle: LifecyclePort;
  history: HistoryPort;
  /** Reviews of a released project's parties, and the sellers' ratings (issue 22). */
  reviews: ReviewsPort;
  /** The admin's queue of open disputes. */
  disputes: DisputesPort;
  /** Every action but funding: its dialog, perform, report. */
  actionLogic: ProjectActionLogic;
  /** Funding goes through the one checkout. */
  checkoutLogic: CheckoutLogic;
  /** Reporting a project or a message, and blocking the other person from the chat (decision 031). */
  safety?: Pick<SafetyPort, 'report' | 'block'>;
}

/** What the admin's Disputes queue needs. */
export type DisputesServices = Pick<ProjectsServices, 'disputes' | 'history' | 'messages' | 'lifecycle'>;
