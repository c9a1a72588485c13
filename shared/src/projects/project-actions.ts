// What people can do to a project, read from the escrow's process table (escrow-process.ts, decision 028): the
// guards the screens, the server's transition runner and the payment's fulfilment ask, the patches they write, and
// the words the screens put on each step.
import { texts } from '../texts.ts';
import { isHeld, isInPlay, splitOf } from './escrow-states.ts';
import { formatRupees, fromPaise, splitPaise, toPaise } from './money.ts';
import {
  canTake,
  escrowProcess,
  type Actor,
  type ProjectPatch,
  type SettlementChoice,
  type TransitionContext,
  type TransitionName,
} from './escrow-process.ts';
import type { Project } from './project.ts';

export {
  AUTO_RELEASE_DAYS,
  AUTO_RELEASE_MS,
  MAX_CHANGE_ROUNDS,
  OVERDUE_CANCEL_DAYS,
  OVERDUE_CANCEL_MS,
  overdueCancelFrom,
  patchDateFields,
  type Actor,
  type ProjectPatch,
  type SettlementChoice,
} from './escrow-process.ts';

/** The steps a person takes through the API with one request and a note at most (the delivery has its own). */
export const transitionActions = [
  'release',
  'request-changes',
  'withdraw',
  'give-up',
  'request-cancel',
  'agree-cancel',
  'decline-cancel',
  'cancel-overdue',
  'dispute',
  'answer-dispute',
] as const satisfies readonly TransitionName[];
export type TransitionAction = (typeof transitionActions)[number];

/**
 * What a person can do to a project, in the order the lifecycle reaches them: SPEC 4's four (`complete` is the
 * seller's delivery, SPEC 4's 'Mark as Complete'), then the escrow's exits. The server's and admins' own
 * transitions (the automatic release, a settlement) are not offered on a project's screen.
 */
export const projectActions = [
  'take',
  'complete',
  'fund',
  ...transitionActions,
] as const satisfies readonly TransitionName[];
export type ProjectAction = (typeof projectActions)[number];

/** The longest note, reason, link and the most files a delivery may carry. */
export const NOTE_MAX_LENGTH = 2000;
export const DELIVERY_MAX_FILES = 5;

export function canPerform(action: ProjectAction, project: Project, actor: Actor, now = Date.now()): boolean {
  return canTake(action, project, actor, now);
}

/** The server's own step: a delivered, funded, undisputed project whose student did not answer in time. */
export function canAutoRelease(project: Project, now: number): boolean {
  return canTake('auto-release', project, 'server', now);
}

/** An admin settles an open dispute on money still held. */
export function canSettle(project: Project): boolean {
  return escrowProcess.settle.from(project, Date.now());
}

/** The fields a person's transition writes (never null: only a settlement's context can fail to add up). */
export function transitionPatch(
  action: ProjectAction,
  project: Project,
  actor: Actor,
  context: TransitionContext,
): ProjectPatch {
  const patch = escrowProcess[action].patch(project, actor, context);
  if (!patch) throw new Error(`the process table gives ${action} no patch`);
  return patch;
}

/**
 * An admin's settlement: what is refunded and what is paid out never add up to more than the budget captured;
 * null when the choice does not add up or leaves a part below the providers' minimum.
 */
export function settlementPatch(project: Project, settlement: SettlementChoice, now: number): ProjectPatch | null {
  return escrowProcess.settle.patch(project, { uid: 'admin', email: '', role: 'admin' }, { now, settlement });
}

/** The date a delivered, funded project is released by itself, while that can still happen (null otherwise). */
export function autoReleaseDate(project: Project): number | null {
  return project.status === 'Completed' && isHeld(project) && project.disputeStatus !== 'open'
    ? project.autoReleaseAt
    : null;
}

/** The actions to offer now, in the order the lifecycle reaches them. */
export function availableActions(project: Project, actor: Actor, now = Date.now()): ProjectAction[] {
  return projectActions.filter((action) => canPerform(action, project, actor, now));
}

/** SPEC 4: every step is confirmed in a dialog except funding, which has its own modal. */
export function needsConfirmation(action: ProjectAction): boolean {
  return action !== 'fund';
}

/** Which actions ask the person for a note: required for a change request, a dispute and its answer. */
export function noteRequired(action: ProjectAction): boolean {
  return action === 'request-changes' || action === 'dispute' || action === 'answer-dispute';
}

export const actionLabels: Record<ProjectAction, string> = {
  take: 'Take Project',
  complete: 'Mark as Complete',
  fund: 'Fund Project',
  release: 'Release Payment',
  'request-changes': 'Request Changes',
  withdraw: 'Withdraw Project',
  'give-up': 'Give Up Project',
  'request-cancel': 'Ask to Cancel',
  'agree-cancel': 'Agree to Cancel',
  'decline-cancel': 'Decline Cancellation',
  'cancel-overdue': 'Cancel and Refund',
  dispute: 'Open a Dispute',
  'answer-dispute': 'Answer the Dispute',
};

export const confirmationTexts: Record<Exclude<ProjectAction, 'fund'>, string> = {
  take: 'Take this project? You will be assigned to it and the student will be notified.',
  complete: 'Mark this project as complete? The student will then be able to release the payment.',
  release: 'Release the payment to the seller? This cannot be undone.',
  'request-changes': 'Send the work back to the seller? Say what should change.',
  withdraw: 'Withdraw this project? It will be cancelled and no seller can take it.',
  'give-up': 'Give up this project? It goes back to Open for other sellers.',
  'request-cancel': 'Ask the seller to cancel this project? It goes on unless the seller agrees.',
  'agree-cancel': 'Agree to cancel? The project ends here.',
  'decline-cancel': 'Decline the cancellation? The project goes on as before.',
  'cancel-overdue':
    'Cancel this project? Its deadline passed a week ago with no delivery, so the seller need not agree.',
  dispute: 'Open a dispute? An admin will settle it. Say what went wrong.',
  'answer-dispute':
    'Give your side of the dispute? The admin who settles it reads it beside the reason it was opened for. You can answer once; the chat stays open.',
};

/** The button that answers each action's dialog, saying what it does (never a bare 'Confirm'). */
export const confirmLabels: Record<Exclude<ProjectAction, 'fund'>, string> = {
  take: 'Take project',
  complete: 'Deliver the work',
  release: 'Release payment',
  'request-changes': 'Send back for changes',
  withdraw: 'Withdraw project',
  'give-up': 'Give up project',
  'request-cancel': 'Ask to cancel',
  'agree-cancel': 'Agree and refund',
  'decline-cancel': 'Decline',
  'cancel-overdue': 'Cancel and refund',
  dispute: 'Open dispute',
  'answer-dispute': 'Send my side',
};

/** What answers 'no' in every action's dialog: back to the project, nothing done. */
export const keepProjectLabel = 'Go back';

/**
 * Where the money goes if the person goes ahead, for the steps that move or hold it: the amount, who receives it
 * and when. Null for a step that moves no money.
 */
export function actionMoneyText(action: ProjectAction, project: Pick<Project, 'budget'>): string | null {
  const budget = formatRupees(project.budget);
  const { sellerPaise, platformPaise } = splitPaise(toPaise(project.budget));
  switch (action) {
    case 'release':
      return `${budget} leaves escrow now: ${formatRupees(fromPaise(sellerPaise))} (70%) is paid out to the seller and the platform keeps ${formatRupees(fromPaise(platformPaise))} (30%).`;
    case 'request-cancel':
      return `Nothing moves yet. If the seller agrees, your ${budget} goes back in full to the method you paid with.`;
    case 'agree-cancel':
      return `The student's ${budget} goes back to them in full; you are not paid for this project.`;
    case 'cancel-overdue':
      return `You cancel without waiting for the seller: your ${budget} goes back in full to the method you paid with.`;
    case 'dispute':
    case 'answer-dispute':
      return `The ${budget} stays held by the platform until an admin settles the dispute.`;
    default:
      return null;
  }
}

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
  // A cancelled or completed project is listed only for the seller who took it (firestore.rules say the same).
  if (actor.role === 'seller') return isInPlay(project) || project.sellerId === actor.uid;
  return true;
}

/** What the seller is paid, in rupees: 70% of the budget, or of the part an admin's settlement pays out. */
export function sellerPayoutOf(project: Pick<Project, 'budget' | 'settlement'>): number {
  return fromPaise(splitPaise(splitOf(project).payoutPaise).sellerPaise);
}

/**
 * Whether a seller is shown 'Your payout' for this project: only on one they may still take (Open) or took
 * themselves, and not once it is cancelled. On a project another seller took it is not theirs to earn.
 */
export function isPayoutFor(
  project: Pick<Project, 'status' | 'sellerId'>,
  actor: Pick<Actor, 'uid' | 'role'>,
): boolean {
  return (
    actor.role === 'seller' &&
    project.status !== 'Cancelled' &&
    (project.status === 'Open' || project.sellerId === actor.uid)
  );
}
