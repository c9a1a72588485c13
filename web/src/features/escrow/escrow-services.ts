// Everything the escrow's screens are handed by the composition root: the ports and the provided machines.
import type { LazyLogic } from '../../lib/use-logic.ts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import type { SafetyApi } from '../../lib/safety.port.ts';
import type { ProjectActionLogic } from './project-action-logic.ts';
import type { ChatReader, DeliveryPort, DisputesPort, HistoryPort, LifecyclePort, OffersApi } from './escrow.port.ts';

export interface EscrowServices {
  delivery: DeliveryPort;
  /** The chat, read whole by the admin who settles a dispute. */
  messages: ChatReader;
  /** The steps the server takes (deliveries, changes, cancellations, disputes), delivered files, settlements. */
  lifecycle: LifecyclePort;
  history: HistoryPort;
  /** Offers on a project asking for offers (decision 067). */
  offers?: OffersApi;
  /** The admin's queue of open disputes. */
  disputes: DisputesPort;
  /** Every action but funding: its dialog, perform, report. */
  actionLogic: LazyLogic<ProjectActionLogic>;
  /** Funding goes through the one checkout. */
  checkoutLogic: LazyLogic<CheckoutLogic>;
  /** Reporting the project (decision 031). */
  safety?: Pick<SafetyApi, 'report'>;
}

/** What the admin's Disputes queue needs. */
export type DisputesServices = Pick<EscrowServices, 'disputes' | 'history' | 'messages' | 'lifecycle'>;
