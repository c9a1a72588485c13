// What the escrow's screens (a project's detail, its actions and history, the admin's disputes) need from the
// outside world, in the domain's words. Built once at the composition root (web/src/app); tests hand in fakes.
import type { ActionDetails, DeliveryFile } from '@marketplace/shared/projects/project-action.machine';
import type {
  Actor,
  ProjectAction,
  SettlementChoice,
  TransitionAction,
} from '@marketplace/shared/projects/project-actions';
import type { HistoryEvent } from '@marketplace/shared/projects/project-history';
import type { MilestoneTerms } from '@marketplace/shared/projects/milestones';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import type { offersContract } from '@marketplace/shared/projects/offers-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

/** The one step the browser writes itself under the rules (take); release moves money, so it is the API's (decision 028). */
export interface DirectStepsPort {
  /** Rejects with ProjectGoneError when another seller took the project first. */
  perform(action: Extract<ProjectAction, 'take'>, projectId: string, actor: Actor): Promise<void>;
}

/** The project's chat, read only (the admin reads it whole when settling a dispute). */
export interface ChatReader {
  /** The most recent messages, newest first (SPEC 7). */
  watchMessages(projectId: string): Watch<ProjectMessage[]>;
}

/** The private delivery address (ARCHITECTURE: readable by the student, the assigned seller and admins). */
export interface DeliveryPort {
  /** Null when the document does not exist. */
  watchDeliveryAddress(projectId: string): Watch<string | null>;
}

/** The lifecycle steps the server takes for a person, through the API. Each rejects with an ApiError. */
export interface LifecyclePort {
  /** 'Mark as Complete' with the delivery: files (their upload reported 0 to 1), a note and a link. */
  deliver(
    projectId: string,
    delivery: ActionDetails<DeliveryFile>,
    onProgress: (fraction: number) => void,
  ): Promise<void>;
  /** A release, change request, withdrawal, cancellation or dispute; the note where it has one. */
  transition(projectId: string, action: TransitionAction, note: string): Promise<void>;
  /** A link that opens a delivered file for a few minutes. */
  fileLink(projectId: string, fileId: string): Promise<string>;
  /** An admin's settlement of an open dispute: final. */
  settleDispute(projectId: string, choice: SettlementChoice): Promise<void>;
}

/** What happened to a project, step by step (projects/{id}/history): its student, its seller and admins read it. */
export interface HistoryPort {
  /** Oldest first. */
  watchHistory(projectId: string): Watch<HistoryEvent[]>;
}

/** The admin's queue of projects whose dispute is open. */
export interface DisputesPort {
  /** Newest dispute first. */
  watchOpenDisputes(): Watch<Project[]>;
}

/**
 * Offers on a project asking for offers (decision 067), and each offer's chat (decision 073): the offers' client
 * (decision 083); who may read which is the server's.
 */
export type OffersApi = ApiClient<typeof offersContract>;

/**
 * The terms a person sends: rupees, the delivery day (local midnight, epoch millis), a note and, when the price is
 * split (decision 068), its milestones; one milestone, the whole price, is sent as none.
 */
export interface OfferTermsInput {
  price: number;
  deliveryBy: number;
  note: string;
  milestones?: MilestoneTerms[];
}
