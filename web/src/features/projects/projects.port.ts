// What the projects screens need from the outside world, in the domain's words. The Firestore and HTTP
// adapters implement it for the app; component tests hand in fakes, so they need no emulator.
import { texts } from '@marketplace/shared/texts';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { PaymentOrder, PaymentResult } from '@marketplace/shared/projects/fund.machine';
import type { NewProject } from '@marketplace/shared/projects/post-project';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import type { PaymentsConfig } from '@marketplace/shared/payments/payments-api';

export type Unsubscribe = () => void;

/** A live subscription: `onNext` on every change, `onError` once if it breaks. */
export type Watch<T> = (onNext: (value: T) => void, onError: (error: unknown) => void) => Unsubscribe;

/** The actions written straight from the browser; funding goes through the payments API instead. */
export type DirectAction = 'take' | 'complete' | 'release';

/** A payout record the server writes when a student releases payment (70/30 split, in paise). */
export interface Payout {
  id: string;
  projectId: string;
  title: string;
  sellerPaise: number;
  platformPaise: number;
  budgetPaise: number;
  createdAt: number | null;
}

export interface ProjectsPort {
  /** The projects this person's dashboard lists (SPEC 2 and 6), unsorted. */
  watchProjects(actor: Actor): Watch<Project[]>;
  /** Unread message counts by project id, from one query for all projects. */
  watchUnreadCounts(uid: string): Watch<ReadonlyMap<string, number>>;
  watchPayouts(sellerId: string): Watch<Payout[]>;
  /** The project's private delivery address; null when the document does not exist. */
  watchDeliveryAddress(projectId: string): Watch<string | null>;
  /** The most recent messages, newest first (SPEC 7). */
  watchMessages(projectId: string): Watch<ProjectMessage[]>;
  /** Writes the project and its delivery address together; resolves to the new project's id. */
  postProject(student: Actor, project: NewProject): Promise<string>;
  /** Rejects with ProjectGoneError when another seller took the project first. */
  perform(action: DirectAction, projectId: string, actor: Actor): Promise<void>;
  sendMessage(projectId: string, sender: Actor, recipientId: string, text: string): Promise<void>;
  /** Marks the given messages read by `uid`, in one batch. */
  markRead(projectId: string, messageIds: readonly string[], uid: string): Promise<void>;
}

/** Card details of the local simulated checkout. */
export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface PaymentsPort {
  config(): Promise<PaymentsConfig>;
  createOrder(projectId: string): Promise<PaymentOrder>;
  paySimulated(order: PaymentOrder, card: CardDetails): Promise<PaymentResult>;
  payWithRazorpay(
    order: PaymentOrder,
    checkout: { keyId: string; description: string; email: string },
  ): Promise<PaymentResult>;
  verify(projectId: string, result: PaymentResult): Promise<void>;
}

/** Taking lost the race: the project is no longer Open. Not a failure of the app, so it has its own text. */
export class ProjectGoneError extends Error {
  override name = 'ProjectGoneError';
  constructor() {
    super(texts.projects.takenByAnother);
  }
}
