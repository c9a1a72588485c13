// Everything the projects screens are handed by the composition root: the ports and the provided machines.
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import type { ProjectActionLogic } from './project-action-logic.ts';
import type { DeliveryPort, MessagesPort, ProjectsPort } from './projects.port.ts';

export interface ProjectsServices {
  projects: ProjectsPort;
  delivery: DeliveryPort;
  messages: MessagesPort;
  /** Take, complete and release: confirm, perform, report. */
  actionLogic: ProjectActionLogic;
  /** Funding goes through the one checkout. */
  checkoutLogic: CheckoutLogic;
}
