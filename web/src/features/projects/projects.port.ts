// What the projects screens need from the outside world, in the domain's words. One Firestore adapter each
// (firestore-*.ts), built once at the composition root (web/src/app); component tests hand in fakes.
import type { ActionDetails, DeliveryFile } from '@marketplace/shared/projects/project-action.machine';
import type {
  Actor,
  ProjectAction,
  SettlementChoice,
  TransitionAction,
} from '@marketplace/shared/projects/project-actions';
import type { HistoryEvent } from '@marketplace/shared/projects/project-history';
import type { NewProject } from '@marketplace/shared/projects/post-project';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { Review, ReviewInput } from '@marketplace/shared/reviews/review';
import type { Watch } from '../../lib/watch.ts';

/**
 * The actions written straight from the browser (take: a transaction; release: a write the rules guard); funding
 * goes through the checkout, and every other step through the API (LifecyclePort).
 */
export type DirectAction = Extract<ProjectAction, 'take' | 'release'>;

/** Cards per 'Load more' (issue 10: the first screen reads one page, however many projects there are). */
export const PROJECTS_PAGE_SIZE = 24;

export interface ProjectsPage {
  projects: Project[];
  more: boolean;
}

export interface ProjectsPort {
  /**
   * The first `limit` projects this person's dashboard lists (SPEC 2 and 6) in SPEC 4's order (In Progress,
   * Open, Completed, each by nearest deadline), and whether there are more.
   */
  watchProjects(actor: Actor, limit: number): Watch<ProjectsPage>;
  /**
   * Posts the project with its delivery address (the API writes both, as the signed-in student); resolves to its id,
   * rejects with the server's ApiError (a limit met, a suspension) or a network failure.
   */
  postProject(project: NewProject): Promise<string>;
  /** Rejects with ProjectGoneError when another seller took the project first. */
  perform(action: DirectAction, projectId: string, actor: Actor): Promise<void>;
}

/** The private delivery address (ARCHITECTURE: readable by the student, the assigned seller and admins). */
export interface DeliveryPort {
  /** Null when the document does not exist. */
  watchDeliveryAddress(projectId: string): Watch<string | null>;
}

/** The chat between the student and the assigned seller, and the unread markers. */
export interface MessagesPort {
  /** The most recent messages, newest first (SPEC 7). */
  watchMessages(projectId: string): Watch<ProjectMessage[]>;
  /** Unread message counts by project id, from one query for all projects. */
  watchUnreadCounts(uid: string): Watch<ReadonlyMap<string, number>>;
  /** Sent as the signed-in person through the API; rejects with its ApiError (a block, a limit met, a suspension). */
  sendMessage(projectId: string, text: string): Promise<void>;
  /** Marks the given messages read by `uid`, in one batch. */
  markRead(projectId: string, messageIds: readonly string[], uid: string): Promise<void>;
}

/** The lifecycle steps the server takes for a person (issue 20), through the API. Each rejects with an ApiError. */
export interface LifecyclePort {
  /** 'Mark as Complete' with the delivery: files (their upload reported 0 to 1), a note and a link. */
  deliver(
    projectId: string,
    delivery: ActionDetails<DeliveryFile>,
    onProgress: (fraction: number) => void,
  ): Promise<void>;
  /** A change request, withdrawal, cancellation or dispute; the note where it has one. */
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

/** The admin's queue of projects whose dispute is open (issue 20). */
export interface DisputesPort {
  /** Newest dispute first. */
  watchOpenDisputes(): Watch<Project[]>;
}

/** Reviews (issue 22): a party's own review of a released project, writing it (through the API), and ratings. */
export interface ReviewsPort {
  /** The review this person wrote of the project (always readable by its author); null: none yet. */
  watchOwnReview(projectId: string, authorId: string): Watch<Review | null>;
  /** Rejects with the server's ApiError (not a party, not released, window closed, already reviewed, bad input). */
  submitReview(projectId: string, review: ReviewInput): Promise<void>;
  /** A person's average and count, summed from the server's shards. */
  watchRating(uid: string): Watch<Rating>;
  /** What anyone may read of a person (people/{uid}, kept by the server); null: no such person. */
  watchPublicProfile(uid: string): Watch<PublicProfile | null>;
  /** The published reviews of a person that no admin hid, newest first (the newest 50). */
  watchPublishedReviews(subjectId: string): Watch<Review[]>;
}
