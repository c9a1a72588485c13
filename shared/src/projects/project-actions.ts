// SPEC 4 project and payment transitions, with who may make each (SPEC 6): the one definition of the project
// lifecycle. The screens ask it which actions to offer, the take transaction and the payment use cases ask it
// before they write; firestore.rules state the same guards in their own language (tests keep them in step).
import type { Role } from '../session/profile.ts';
import { texts } from '../texts.ts';
import type { PaymentStatus, Project, ProjectStatus } from './project.ts';

export type ProjectAction = 'take' | 'complete' | 'fund' | 'release';

export interface Actor {
  uid: string;
  email: string;
  role: Role;
}

type Guard = (project: Project, actor: Actor) => boolean;

const isOwner: Guard = (project, actor) => actor.role === 'student' && project.studentId === actor.uid;
const isAssignedSeller: Guard = (project, actor) => actor.role === 'seller' && project.sellerId === actor.uid;

export const actionGuards: Record<ProjectAction, Guard> = {
  take: (project, actor) => actor.role === 'seller' && project.status === 'Open',
  complete: (project, actor) => isAssignedSeller(project, actor) && project.status === 'In Progress',
  fund: (project, actor) =>
    isOwner(project, actor) && project.status === 'In Progress' && project.paymentStatus === 'Unpaid',
  release: (project, actor) =>
    isOwner(project, actor) && project.status === 'Completed' && project.paymentStatus === 'Funded',
};

/** The fields each action writes; nothing else may change. */
export type ActionPatch =
  | { status: ProjectStatus; sellerId: string; sellerEmail: string }
  | { status: ProjectStatus }
  | { paymentStatus: PaymentStatus };

export function actionPatch(action: ProjectAction, actor: Actor): ActionPatch {
  switch (action) {
    case 'take':
      return { status: 'In Progress', sellerId: actor.uid, sellerEmail: actor.email };
    case 'complete':
      return { status: 'Completed' };
    case 'fund':
      return { paymentStatus: 'Funded' };
    case 'release':
      return { paymentStatus: 'Released' };
  }
}

export function canPerform(action: ProjectAction, project: Project, actor: Actor): boolean {
  return actionGuards[action](project, actor);
}

/** The actions to offer now, in the order the lifecycle reaches them. */
export function availableActions(project: Project, actor: Actor): ProjectAction[] {
  return (['take', 'complete', 'fund', 'release'] as const).filter((action) => canPerform(action, project, actor));
}

/** SPEC 4: every step is confirmed in a dialog except funding, which has its own modal. */
export function needsConfirmation(action: ProjectAction): boolean {
  return action !== 'fund';
}

export const actionLabels: Record<ProjectAction, string> = {
  take: 'Take Project',
  complete: 'Mark as Complete',
  fund: 'Fund Project',
  release: 'Release Payment',
};

export const confirmationTexts: Record<Exclude<ProjectAction, 'fund'>, string> = {
  take: 'Take this project? You will be assigned to it and the student will be notified.',
  complete: 'Mark this project as complete? The student will then be able to release the payment.',
  release: 'Release the payment to the seller? This cannot be undone.',
};

/** Taking lost the race: the project is no longer Open. Not a failure of the app, so it has its own text. */
export class ProjectGoneError extends Error {
  override name = 'ProjectGoneError';
  constructor() {
    super(texts.projects.takenByAnother);
  }
}

/** Who can read and write a project's messages: the student and the assigned seller (never before it is taken). */
export function isChatParticipant(project: Pick<Project, 'studentId' | 'sellerId'>, uid: string): boolean {
  return project.sellerId !== null && (project.studentId === uid || project.sellerId === uid);
}

/** Which projects a person's dashboard lists (SPEC 2 and 6). */
export function isListedFor(project: Project, actor: Actor): boolean {
  if (actor.role === 'student') return project.studentId === actor.uid;
  if (actor.role === 'seller') return project.status !== 'Completed' || project.sellerId === actor.uid;
  return true;
}

/**
 * Whether a seller is shown 'Your payout' for this project: only on one they may still take (Open) or took
 * themselves. On a project another seller took it is not theirs to earn.
 */
export function isPayoutFor(
  project: Pick<Project, 'status' | 'sellerId'>,
  actor: Pick<Actor, 'uid' | 'role'>,
): boolean {
  return actor.role === 'seller' && (project.status === 'Open' || project.sellerId === actor.uid);
}
