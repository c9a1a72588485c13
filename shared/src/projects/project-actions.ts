// SPEC 4 project and payment transitions and the escrow's exits (issue 20), with who may make each: the one
// definition of the project lifecycle. The screens ask it which actions to offer; the take transaction, the
// payment use cases and the API's lifecycle use cases ask it before they write, and write what
// `transitionPatch` says; firestore.rules state the browser's own transitions (take, release) in their
// language (tests keep them in step). Times are epoch millis here; the server stores them as Timestamps.
import type { Role } from '../session/profile.ts';
import { texts } from '../texts.ts';
import { fromPaise, sellerPayout, splitPaise, toPaise } from './money.ts';
import type { PaymentStatus, Project, ProjectStatus, SettlementOutcome } from './project.ts';

/** The steps the API takes with one request and a note at most (the delivery has its own, with files). */
export const transitionActions = [
  'request-changes',
  'withdraw',
  'give-up',
  'request-cancel',
  'agree-cancel',
  'decline-cancel',
  'cancel-overdue',
  'dispute',
] as const;
export type TransitionAction = (typeof transitionActions)[number];

/**
 * What a person can do to a project, in the order the lifecycle reaches them: SPEC 4's four (`complete` is the
 * seller's delivery, SPEC 4's 'Mark as Complete'), then the escrow's exits.
 */
export const projectActions = ['take', 'complete', 'fund', 'release', ...transitionActions] as const;
export type ProjectAction = (typeof projectActions)[number];

export interface Actor {
  uid: string;
  email: string;
  role: Role;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Issue 20: a delivery the student does not answer is released after this long (the server's default). */
export const AUTO_RELEASE_DAYS = 7;
export const AUTO_RELEASE_MS = AUTO_RELEASE_DAYS * DAY_MS;
/** A funded project with no delivery this long past its deadline may be cancelled by the student alone. */
export const OVERDUE_CANCEL_DAYS = 7;
export const OVERDUE_CANCEL_MS = OVERDUE_CANCEL_DAYS * DAY_MS;
/** How many times a student may send the work back; then they release or dispute. */
export const MAX_CHANGE_ROUNDS = 3;
/** The longest note, reason, link and the most files a delivery may carry. */
export const NOTE_MAX_LENGTH = 2000;
export const DELIVERY_MAX_FILES = 5;

type Guard = (project: Project, actor: Actor, now: number) => boolean;

const isOwner = (project: Project, actor: Actor) => actor.role === 'student' && project.studentId === actor.uid;
const isAssignedSeller = (project: Project, actor: Actor) => actor.role === 'seller' && project.sellerId === actor.uid;
/** A dispute freezes the project: only an admin's settlement moves it on. */
const isFrozen = (project: Project) => project.disputeStatus === 'open';
/** Money held by the platform, not yet released, refunded or settled. */
export const isHeld = (project: Pick<Project, 'paymentStatus'>) => project.paymentStatus === 'Funded';
const isLive = (project: Project) => project.status === 'In Progress' || project.status === 'Completed';

/** When a funded project with no delivery may be cancelled by its student alone (null: no deadline). */
export function overdueCancelFrom(project: Pick<Project, 'deadline'>): number | null {
  return project.deadline === null ? null : project.deadline + OVERDUE_CANCEL_MS;
}

export const actionGuards: Record<ProjectAction, Guard> = {
  take: (project, actor) => actor.role === 'seller' && project.status === 'Open',
  complete: (project, actor) =>
    isAssignedSeller(project, actor) && project.status === 'In Progress' && !isFrozen(project),
  fund: (project, actor) =>
    isOwner(project, actor) &&
    project.status === 'In Progress' &&
    project.paymentStatus === 'Unpaid' &&
    project.cancelRequestedAt === null,
  release: (project, actor) =>
    isOwner(project, actor) && project.status === 'Completed' && isHeld(project) && !isFrozen(project),
  'request-changes': (project, actor) =>
    isOwner(project, actor) &&
    project.status === 'Completed' &&
    (isHeld(project) || project.paymentStatus === 'Unpaid') &&
    !isFrozen(project) &&
    project.changeRounds < MAX_CHANGE_ROUNDS,
  // Nothing is held until funding, so the student may walk away from an unpaid project at any stage (a delivery
  // they will not fund, after the last change round, included).
  withdraw: (project, actor) =>
    isOwner(project, actor) && project.paymentStatus === 'Unpaid' && project.status !== 'Cancelled',
  'give-up': (project, actor) =>
    isAssignedSeller(project, actor) && project.status === 'In Progress' && project.paymentStatus === 'Unpaid',
  'request-cancel': (project, actor) =>
    isOwner(project, actor) &&
    isLive(project) &&
    isHeld(project) &&
    !isFrozen(project) &&
    project.cancelRequestedAt === null,
  'agree-cancel': (project, actor) =>
    isAssignedSeller(project, actor) &&
    isLive(project) &&
    isHeld(project) &&
    !isFrozen(project) &&
    project.cancelRequestedAt !== null,
  'decline-cancel': (project, actor) =>
    isAssignedSeller(project, actor) && isHeld(project) && !isFrozen(project) && project.cancelRequestedAt !== null,
  'cancel-overdue': (project, actor, now) => {
    const from = overdueCancelFrom(project);
    return (
      isOwner(project, actor) &&
      project.status === 'In Progress' &&
      isHeld(project) &&
      !isFrozen(project) &&
      project.deliveries === 0 &&
      from !== null &&
      now >= from
    );
  },
  dispute: (project, actor) =>
    (isOwner(project, actor) || isAssignedSeller(project, actor)) &&
    isLive(project) &&
    isHeld(project) &&
    !isFrozen(project),
};

export function canPerform(action: ProjectAction, project: Project, actor: Actor, now = Date.now()): boolean {
  return actionGuards[action](project, actor, now);
}

/** The server's own step: a delivered, funded, undisputed project whose student did not answer in time. */
export function canAutoRelease(project: Project, now: number): boolean {
  return (
    project.status === 'Completed' &&
    isHeld(project) &&
    !isFrozen(project) &&
    project.autoReleaseAt !== null &&
    now >= project.autoReleaseAt
  );
}

/** An admin settles an open dispute on money still held. */
export function canSettle(project: Project): boolean {
  return isFrozen(project) && isHeld(project);
}

/** The fields a transition writes (dates as epoch millis); nothing else may change. */
export type ProjectPatch = Partial<
  Pick<
    Project,
    | 'status'
    | 'paymentStatus'
    | 'sellerId'
    | 'sellerEmail'
    | 'deliveries'
    | 'deliveredAt'
    | 'autoReleaseAt'
    | 'changeRounds'
    | 'cancelRequestedAt'
    | 'disputeStatus'
    | 'disputedBy'
    | 'disputeReason'
    | 'disputedAt'
    | 'settlement'
    | 'refundStatus'
  >
>;

/** The date fields of a patch, which the server turns into Timestamps. */
export const patchDateFields = ['deliveredAt', 'autoReleaseAt', 'cancelRequestedAt', 'disputedAt'] as const;

export interface TransitionContext {
  now: number;
  /** How long after a delivery the server releases (AUTO_RELEASE_MS unless configured). */
  autoReleaseAfterMs?: number;
  /** The dispute's reason, for `dispute`. */
  note?: string;
}

/** A full refund of the funding: the project ends Cancelled and its money goes back. */
const refunded: ProjectPatch = { status: 'Cancelled', paymentStatus: 'Refunded', refundStatus: 'requested' };

export function transitionPatch(
  action: ProjectAction,
  project: Project,
  actor: Actor,
  { now, autoReleaseAfterMs = AUTO_RELEASE_MS, note }: TransitionContext,
): ProjectPatch {
  switch (action) {
    case 'take':
      return { status: 'In Progress', sellerId: actor.uid, sellerEmail: actor.email };
    case 'complete':
      return {
        status: 'Completed',
        deliveries: project.deliveries + 1,
        deliveredAt: now,
        autoReleaseAt: isHeld(project) ? now + autoReleaseAfterMs : null,
      };
    case 'fund':
      return { paymentStatus: 'Funded' };
    // The browser's own write (firestore.rules isRelease): the payment status alone. A stale autoReleaseAt
    // is harmless: only a held project is released automatically, or shown with its date.
    case 'release':
      return { paymentStatus: 'Released' };
    case 'request-changes':
      return { status: 'In Progress', changeRounds: project.changeRounds + 1, autoReleaseAt: null };
    case 'withdraw':
      return { status: 'Cancelled' };
    // Open again as if new: the next seller's deliveries and change rounds are their own (an earlier delivery
    // would otherwise count against them, and bar the student's overdue cancellation of their work).
    case 'give-up':
      return { status: 'Open', sellerId: null, sellerEmail: null, deliveries: 0, deliveredAt: null, changeRounds: 0 };
    case 'request-cancel':
      return { cancelRequestedAt: now };
    case 'decline-cancel':
      return { cancelRequestedAt: null };
    case 'agree-cancel':
    case 'cancel-overdue':
      return { ...refunded, autoReleaseAt: null };
    case 'dispute':
      return {
        disputeStatus: 'open',
        disputedBy: actor.uid,
        disputeReason: note ?? '',
        disputedAt: now,
        autoReleaseAt: null,
      };
  }
}

/** The server's automatic release: the same as the student's. */
export const autoReleasePatch: ProjectPatch = { paymentStatus: 'Released' };

/** The date a delivered, funded project is released by itself, while that can still happen (null otherwise). */
export function autoReleaseDate(project: Project): number | null {
  return project.status === 'Completed' && isHeld(project) && !isFrozen(project) ? project.autoReleaseAt : null;
}

export type SettlementChoice =
  { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; refundPaise: number };

/**
 * An admin's settlement: what is refunded and what is paid out (70/30 of that part) never add up to more than
 * the budget captured; a split refunds part and pays the rest, both more than nothing.
 */
export function settlementPatch(project: Project, choice: SettlementChoice, now: number): ProjectPatch | null {
  const budgetPaise = toPaise(project.budget);
  const refundPaise = choice.outcome === 'refund' ? budgetPaise : choice.outcome === 'release' ? 0 : choice.refundPaise;
  if (!Number.isInteger(refundPaise) || refundPaise < 0 || refundPaise > budgetPaise) return null;
  if (choice.outcome === 'split' && (refundPaise === 0 || refundPaise === budgetPaise)) return null;
  const outcome: SettlementOutcome = choice.outcome;
  const paymentStatus: PaymentStatus =
    outcome === 'release' ? 'Released' : outcome === 'refund' ? 'Refunded' : 'Settled';
  const status: ProjectStatus = outcome === 'refund' ? 'Cancelled' : 'Completed';
  return {
    status,
    paymentStatus,
    disputeStatus: 'settled',
    autoReleaseAt: null,
    cancelRequestedAt: null,
    settlement: { outcome, refundPaise, payoutPaise: budgetPaise - refundPaise, settledAt: now },
    refundStatus: refundPaise > 0 ? 'requested' : null,
  };
}

/** The actions to offer now, in the order the lifecycle reaches them. */
export function availableActions(project: Project, actor: Actor, now = Date.now()): ProjectAction[] {
  return projectActions.filter((action) => canPerform(action, project, actor, now));
}

/** SPEC 4: every step is confirmed in a dialog except funding, which has its own modal. */
export function needsConfirmation(action: ProjectAction): boolean {
  return action !== 'fund';
}

/** Which actions ask the person for a note: required for a change request and a dispute. */
export function noteRequired(action: ProjectAction): boolean {
  return action === 'request-changes' || action === 'dispute';
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
};

export const confirmationTexts: Record<Exclude<ProjectAction, 'fund'>, string> = {
  take: 'Take this project? You will be assigned to it and the student will be notified.',
  complete: 'Mark this project as complete? The student will then be able to release the payment.',
  release: 'Release the payment to the seller? This cannot be undone.',
  'request-changes': 'Send the work back to the seller? Say what should change.',
  withdraw: 'Withdraw this project? It will be cancelled and no seller can take it.',
  'give-up': 'Give up this project? It goes back to Open for other sellers.',
  'request-cancel': 'Ask the seller to cancel this project? If they agree, your payment is refunded in full.',
  'agree-cancel': 'Agree to cancel? The project ends and the student is refunded in full.',
  'decline-cancel': 'Decline the cancellation? The project goes on as before.',
  'cancel-overdue':
    'Cancel this project? Its deadline passed a week ago with no delivery; your payment is refunded in full.',
  dispute: 'Open a dispute? An admin will settle it; the payment is held until then. Say what went wrong.',
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
  // A cancelled or completed project is listed only for the seller who took it (firestore.rules say the same).
  if (actor.role === 'seller')
    return project.status === 'Open' || project.status === 'In Progress' || project.sellerId === actor.uid;
  return true;
}

/** What the seller is paid, in rupees: 70% of the budget, or of the part an admin's settlement pays out. */
export function sellerPayoutOf(project: Pick<Project, 'budget' | 'settlement'>): number {
  if (!project.settlement) return sellerPayout(project.budget);
  return fromPaise(splitPaise(project.settlement.payoutPaise).sellerPaise);
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
