// What the projects screens need from the outside world, in the domain's words. One Firestore adapter each
// (firestore-*.ts), built once at the composition root (web/src/app); component tests hand in fakes. Posting a
// project and sending a message are the projects' client (decision 083).
import type { ProjectAction, Actor } from '@marketplace/shared/projects/project-actions';
import type { offersContract } from '@marketplace/shared/projects/offers-api';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import type { projectsContract } from '@marketplace/shared/projects/projects-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

/**
 * The actions written straight from the browser (take: a transaction; release: a write the rules guard); funding
 * goes through the checkout, and every other step through the API (LifecyclePort).
 */
export type DirectAction = Extract<ProjectAction, 'take' | 'release'>;

/** Cards per 'Load more' (the first screen reads one page, however many projects there are). */
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
  /** Rejects with ProjectGoneError when another seller took the project first. */
  perform(action: DirectAction, projectId: string, actor: Actor): Promise<void>;
}

/**
 * An offer's own chat (decision 073): between the project's student and the offer's seller, its cards written by the
 * offer's steps; read and marked read through Firestore (the rules let its two sides and admins read it), sent
 * through the offers' client (OfferChatApi).
 */
export interface OfferMessagesPort {
  /** The most recent messages and cards, newest first. */
  watchOfferMessages(projectId: string, sellerId: string): Watch<ProjectMessage[]>;
  markOfferRead(projectId: string, sellerId: string, messageIds: readonly string[], uid: string): Promise<void>;
}

/** The chat between the student and the assigned seller, and the unread markers. */
export interface MessagesPort {
  /** The most recent messages, newest first (SPEC 7). */
  watchMessages(projectId: string): Watch<ProjectMessage[]>;
  /** Unread message counts by project id, from one query for all projects. */
  watchUnreadCounts(uid: string): Watch<ReadonlyMap<string, number>>;
  /** Marks the given messages read by `uid`, in one batch. */
  markRead(projectId: string, messageIds: readonly string[], uid: string): Promise<void>;
}

/**
 * Posting a project with its delivery address (the API writes both, as the signed-in student) and sending a chat
 * message as the signed-in person; each rejects with the server's refusal (a block, a limit met, a suspension).
 */
export type ProjectsApi = ApiClient<typeof projectsContract>;

/** Sending a message in an offer's chat: the offers' client's (decision 083), as the offers panel's is. */
export type OfferChatApi = Pick<ApiClient<typeof offersContract>, 'message'>;
