// The project escrow as one process table (decision 028, after Sharetribe's transaction process): for each
// transition, who takes it, by which road, from which states, what it writes, what else it does and who is told.
// The guards the screens and the server ask (project-actions.ts), the server's one transition runner
// (functions/src/features/projects/take-transition.ts), the rules tests' matrix and the notification rules all read
// this table; firestore.rules state the one browser road (take) in their own language, and the rules suite checks
// them against the table. Times are epoch millis here; the server stores them as Timestamps.
import type { Role } from '../session/profile.ts';
import { asksForOffers, isCancelPending, isFrozen, isHeld, isLive, splitOf } from './escrow-states.ts';
import { currentAmountPaise, currentMilestoneIndex, type ProjectMilestone } from './milestones.ts';
import { fromPaise, PROVIDER_MINIMUM_PAISE, splitPaise } from './money.ts';
import type { HistoryEvent, HistoryKind } from './project-history.ts';
import type { PaymentStatus, Project, ProjectStatus, SettlementOutcome } from './project.ts';

export interface Actor {
  uid: string;
  email: string;
  role: Role;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A delivery the student does not answer is released after this long (the server's default). */
export const AUTO_RELEASE_DAYS = 7;
export const AUTO_RELEASE_MS = AUTO_RELEASE_DAYS * DAY_MS;
/** A funded project with no delivery this long past its deadline may be cancelled by its student alone. */
export const OVERDUE_CANCEL_DAYS = 7;
export const OVERDUE_CANCEL_MS = OVERDUE_CANCEL_DAYS * DAY_MS;
/** How many times a student may send the work back; then they release or dispute. */
export const MAX_CHANGE_ROUNDS = 3;

/**
 * Who takes a transition: the project's student, its assigned seller (any seller, for `take`), an admin, or the
 * server on its own clock.
 */
export type Party = 'student' | 'seller' | 'admin' | 'server';

/**
 * The road a transition takes: a browser write under firestore.rules; the API (`/api`); a verified payment (the
 * checkout's verify or the provider's webhook); a task on the server's queue.
 */
export type Road = 'rules' | 'api' | 'payment' | 'task';

/**
 * What a transition does besides its patch and history, in the same transaction: `refund` sends held money back to
 * the payer (a refund record and its ledger entry; all of it, or a settlement's refunded part), `earn` pays held
 * money out (the seller's 70% owed as a payout and the platform's 30%, booked in the ledger; all of it, or a
 * settlement's paid part), `capture` books the verified payment in the ledger (the payment's own transaction).
 * `timer-set` and `timer-cleared` name what the patch does to `autoReleaseAt`, which a trigger turns into the
 * automatic release's task.
 */
export type Effect = 'refund' | 'earn' | 'capture' | 'timer-set' | 'timer-cleared';

/** Who hears of a transition (bell and mail); never the person who took it. */
export type Audience = 'student' | 'seller' | 'admins';

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
    | 'disputeAnswer'
    | 'disputeAnsweredAt'
    | 'settlement'
    | 'refundStatus'
    | 'milestoneIndex'
    | 'milestoneOutcomes'
    | 'budget'
    | 'deadline'
    | 'milestones'
    | 'postedTerms'
  >
>;

/** The date fields of a patch, which the server turns into Timestamps. */
export const patchDateFields = [
  'deadline',
  'deliveredAt',
  'autoReleaseAt',
  'cancelRequestedAt',
  'disputedAt',
  'disputeAnsweredAt',
] as const;

export type SettlementChoice =
  { outcome: 'release' } | { outcome: 'refund' } | { outcome: 'split'; refundPaise: number };

/**
 * The terms an accepted offer assigns a project at (decision 067), read by the server from the stored offer, never
 * from the browser: its seller, the latest terms' price (rupees), delivery day and stages (absent: one stage).
 */
export interface AgreedTerms {
  sellerId: string;
  sellerEmail: string;
  price: number;
  deliveryBy: number;
  milestones?: ProjectMilestone[];
}

export interface TransitionContext {
  now: number;
  /** How long after a delivery the server releases (AUTO_RELEASE_MS unless configured). */
  autoReleaseAfterMs?: number;
  /** The person's note: a dispute's reason, its answer, a change request's. */
  note?: string;
  /** An admin's settlement. */
  settlement?: SettlementChoice;
  /** An accepted offer's terms, for the `assign` row. */
  agreed?: AgreedTerms;
}

export interface EscrowTransition {
  by: readonly Party[];
  road: Road;
  /** Whether the project, as it stands at `now`, allows the transition (who takes it aside). */
  from: (project: Project, now: number) => boolean;
  /** Which of the parties in `by` may take it, where that depends on the project (the side that did not dispute). */
  mayTake?: (project: Project, actor: Actor) => boolean;
  /** What it writes; null when the context makes it impossible (a settlement that does not add up). */
  patch: (project: Project, actor: Actor, context: TransitionContext) => ProjectPatch | null;
  effects: readonly Effect[];
  /**
   * The history event it records in its transaction, which its notices and other follow-ups start from: no trigger
   * tells a step from the project's before and after (decision 062).
   */
  history: HistoryKind;
  /**
   * What its history event keeps besides the note, the taker and what a refund moved (which the runner adds): the
   * round a step is about, a settlement's outcome.
   */
  details?: (project: Project, patch: ProjectPatch) => Partial<Pick<HistoryEvent, HistoryDetail>>;
  /**
   * Who is told of it (bell and mail): each of these but the one who took it. What they read is the row's entry in
   * escrow-notices.ts, kept apart so the screens that ask this table their guards do not load every notice's words.
   */
  tells: readonly Audience[];
  /** The action an admin's step is audited as (its name otherwise). */
  audit?: string;
}

/** The details of a history event a row may set. */
export type HistoryDetail = 'round' | 'outcome' | 'refundPaise' | 'payoutPaise';

/** When a funded project with no delivery may be cancelled by its student alone (null: no deadline). */
export function overdueCancelFrom(project: Pick<Project, 'deadline'>): number | null {
  return project.deadline === null ? null : project.deadline + OVERDUE_CANCEL_MS;
}

/** A full refund of the funding: the project ends Cancelled and its money goes back. */
const refunded: ProjectPatch = { status: 'Cancelled', paymentStatus: 'Refunded', refundStatus: 'requested' };

/**
 * An admin's settlement: what is refunded and what is paid out never add up to more than the budget captured; a
 * split refunds part and pays the rest, in whole paise, with the refund and the seller's share of the rest each at
 * least the providers' minimum (a smaller refund or payout could never be sent).
 */
function settlementPatch(project: Project, choice: SettlementChoice | undefined, now: number): ProjectPatch | null {
  if (!choice) return null;
  // What is held: the milestone under way (decision 068), the whole budget of a project that is one milestone.
  const budgetPaise = currentAmountPaise(project);
  const refundPaise = choice.outcome === 'refund' ? budgetPaise : choice.outcome === 'release' ? 0 : choice.refundPaise;
  if (!Number.isInteger(refundPaise) || refundPaise < 0 || refundPaise > budgetPaise) return null;
  const payoutPaise = budgetPaise - refundPaise;
  const belowMinimum =
    refundPaise < PROVIDER_MINIMUM_PAISE || splitPaise(payoutPaise).sellerPaise < PROVIDER_MINIMUM_PAISE;
  if (choice.outcome === 'split' && belowMinimum) return null;
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
    settlement: { outcome, refundPaise, payoutPaise, settledAt: now },
    refundStatus: refundPaise > 0 ? 'requested' : null,
  };
}

const table = {
  take: {
    by: ['seller'],
    road: 'rules',
    // A project asking for offers is assigned by an accepted offer instead (decision 067).
    from: (project) => project.status === 'Open' && !asksForOffers(project),
    patch: (_project, actor) => ({ status: 'In Progress', sellerId: actor.uid, sellerEmail: actor.email }),
    effects: [],
    // The browser writes it beside the take, as the rules require (decision 062: TAKEN_EVENT_ID).
    history: 'taken',
    tells: ['student'],
  },
  // A project asking for offers is taken by an accepted offer (decision 067): the offers table's `accept` row takes
  // this row in its own transaction, through the same runner, at the stored offer's terms. The project is the
  // offer's seller's at their price, delivery day and stages, the student's own terms kept to reopen it at
  // (`give-up`), and its event is the take's: the seller it went to took it, and the student is asked to fund it.
  assign: {
    by: ['student', 'seller'],
    road: 'api',
    from: (project) => project.status === 'Open' && asksForOffers(project),
    patch: (project, _actor, { agreed }) =>
      agreed
        ? {
            status: 'In Progress',
            sellerId: agreed.sellerId,
            sellerEmail: agreed.sellerEmail,
            budget: agreed.price,
            deadline: agreed.deliveryBy,
            // The agreed stages, as the milestones' record keeps them: a split only (absent: the server deletes
            // the field); one stage is the project itself.
            milestones: agreed.milestones,
            postedTerms: project.postedTerms ?? {
              budget: project.budget,
              deadline: project.deadline,
              ...(project.milestones && { milestones: project.milestones }),
            },
          }
        : null,
    effects: [],
    history: 'taken',
    tells: ['student'],
  },
  // SPEC 4's 'Mark as Complete': the seller's delivery, with its files (POST /api/projects/{id}/deliveries).
  complete: {
    by: ['seller'],
    road: 'api',
    from: (project) => project.status === 'In Progress' && !isFrozen(project),
    patch: (project, _actor, { now, autoReleaseAfterMs = AUTO_RELEASE_MS }) => ({
      status: 'Completed',
      deliveries: project.deliveries + 1,
      deliveredAt: now,
      autoReleaseAt: isHeld(project) ? now + autoReleaseAfterMs : null,
    }),
    effects: ['timer-set'],
    history: 'delivered',
    tells: ['student'],
    details: (project) => ({ round: project.deliveries + 1 }),
  },
  fund: {
    by: ['student'],
    road: 'payment',
    from: (project) =>
      project.status === 'In Progress' && project.paymentStatus === 'Unpaid' && project.cancelRequestedAt === null,
    patch: () => ({ paymentStatus: 'Funded' }),
    effects: ['capture'],
    // Written in the verified payment's transaction (decision 062): the seller hears of it from this event.
    history: 'funded',
    tells: ['seller'],
  },
  release: {
    by: ['student'],
    road: 'api',
    from: (project) => project.status === 'Completed' && isHeld(project) && !isFrozen(project),
    patch: () => ({ paymentStatus: 'Released', autoReleaseAt: null }),
    effects: ['earn', 'timer-cleared'],
    history: 'released',
    tells: ['seller'],
  },
  'request-changes': {
    by: ['student'],
    road: 'api',
    from: (project) =>
      project.status === 'Completed' &&
      (isHeld(project) || project.paymentStatus === 'Unpaid') &&
      !isFrozen(project) &&
      project.changeRounds < MAX_CHANGE_ROUNDS,
    patch: (project) => ({ status: 'In Progress', changeRounds: project.changeRounds + 1, autoReleaseAt: null }),
    effects: ['timer-cleared'],
    history: 'changes-requested',
    tells: ['seller'],
    // A change request is about the round delivered.
    details: (project) => ({ round: project.deliveries }),
  },
  // Nothing is held until funding, so the student may walk away from an unpaid project at any stage (a delivery
  // they will not fund, after the last change round, included).
  withdraw: {
    by: ['student'],
    road: 'api',
    from: (project) => project.paymentStatus === 'Unpaid' && project.status !== 'Cancelled',
    patch: () => ({ status: 'Cancelled' }),
    effects: [],
    history: 'withdrawn',
    tells: ['seller'],
  },
  // Open again as if new: the next seller's deliveries and change rounds are their own (an earlier delivery would
  // otherwise count against them, and bar the student's overdue cancellation of their work).
  'give-up': {
    by: ['seller'],
    road: 'api',
    // Only before the first milestone: a seller who was paid for one cannot hand the rest back as a new project.
    from: (project) =>
      project.status === 'In Progress' && project.paymentStatus === 'Unpaid' && currentMilestoneIndex(project) === 0,
    patch: (project) => ({
      status: 'Open',
      sellerId: null,
      sellerEmail: null,
      deliveries: 0,
      deliveredAt: null,
      changeRounds: 0,
      // Given by an accepted offer (decision 067): open again at the student's own terms, not the offer's (an absent
      // field in the patch is one the server deletes: a project posted as one stage has no milestones).
      ...(project.postedTerms && {
        budget: project.postedTerms.budget,
        deadline: project.postedTerms.deadline,
        milestones: project.postedTerms.milestones,
        postedTerms: undefined,
      }),
    }),
    effects: [],
    history: 'given-up',
    tells: ['student'],
  },
  'request-cancel': {
    by: ['student'],
    road: 'api',
    from: (project) => isLive(project) && isHeld(project) && !isFrozen(project) && !isCancelPending(project),
    patch: (_project, _actor, { now }) => ({ cancelRequestedAt: now }),
    effects: [],
    history: 'cancel-requested',
    tells: ['seller'],
  },
  'agree-cancel': {
    by: ['seller'],
    road: 'api',
    from: (project) => isLive(project) && !isFrozen(project) && isCancelPending(project),
    patch: () => ({ ...refunded, autoReleaseAt: null }),
    effects: ['refund', 'timer-cleared'],
    history: 'cancelled',
    tells: ['student'],
  },
  'decline-cancel': {
    by: ['seller'],
    road: 'api',
    from: (project) => !isFrozen(project) && isCancelPending(project),
    patch: () => ({ cancelRequestedAt: null }),
    effects: [],
    history: 'cancel-declined',
    tells: ['student'],
  },
  'cancel-overdue': {
    by: ['student'],
    road: 'api',
    from: (project, now) => {
      const from = overdueCancelFrom(project);
      return (
        project.status === 'In Progress' &&
        isHeld(project) &&
        !isFrozen(project) &&
        project.deliveries === 0 &&
        from !== null &&
        now >= from
      );
    },
    patch: () => ({ ...refunded, autoReleaseAt: null }),
    effects: ['refund', 'timer-cleared'],
    history: 'cancelled',
    tells: ['seller'],
  },
  dispute: {
    by: ['student', 'seller'],
    road: 'api',
    from: (project) => isLive(project) && isHeld(project) && !isFrozen(project),
    patch: (_project, actor, { now, note }) => ({
      disputeStatus: 'open',
      disputedBy: actor.uid,
      disputeReason: note ?? '',
      disputedAt: now,
      autoReleaseAt: null,
    }),
    effects: ['timer-cleared'],
    history: 'disputed',
    tells: ['student', 'seller', 'admins'],
  },
  // A dispute has two sides: the party who did not open it answers once, and the admin who settles reads both.
  'answer-dispute': {
    by: ['student', 'seller'],
    road: 'api',
    from: (project) => isFrozen(project) && isHeld(project) && project.disputeAnswer === null,
    mayTake: (project, actor) => project.disputedBy !== actor.uid,
    patch: (_project, _actor, { now, note }) => ({ disputeAnswer: note ?? '', disputeAnsweredAt: now }),
    effects: [],
    history: 'dispute-answered',
    tells: ['student', 'seller', 'admins'],
  },
  // The server's own release of a delivery the student did not answer in time (a task at autoReleaseAt).
  'auto-release': {
    by: ['server'],
    road: 'task',
    from: (project, now) =>
      project.status === 'Completed' &&
      isHeld(project) &&
      !isFrozen(project) &&
      project.autoReleaseAt !== null &&
      now >= project.autoReleaseAt,
    patch: () => ({ paymentStatus: 'Released', autoReleaseAt: null }),
    effects: ['earn', 'timer-cleared'],
    history: 'auto-released',
    tells: ['student', 'seller'],
    // The release is of the round delivered.
    details: (project) => ({ round: project.deliveries }),
  },
  // An admin settles an open dispute on money still held: release, refund, or a split of the two.
  settle: {
    by: ['admin'],
    road: 'api',
    from: (project) => isFrozen(project) && isHeld(project),
    patch: (project, _actor, { now, settlement }) => settlementPatch(project, settlement, now),
    effects: ['refund', 'earn', 'timer-cleared'],
    history: 'settled',
    tells: ['student', 'seller'],
    details: (_project, patch) => {
      if (!patch.settlement) return {};
      const { outcome, refundPaise, payoutPaise } = patch.settlement;
      return { outcome, refundPaise, payoutPaise };
    },
    audit: 'settle-dispute',
  },
} as const satisfies Record<string, EscrowTransition>;

export type TransitionName = keyof typeof table;
/** The escrow's transitions, in the order the lifecycle reaches them. */
export const escrowProcess: Record<TransitionName, EscrowTransition> = table;
export const transitionNames = Object.keys(table) as TransitionName[];

/** The rows that give an Open project to a seller, who is no party to it before: a take, an accepted offer. */
export const assigns = (name: TransitionName): boolean => name === 'take' || name === 'assign';

/** The party the actor is to the project for this transition, or null when they are none of its takers. */
export function partyFor(name: TransitionName, project: Project, actor: Actor | 'server'): Party | null {
  const { by } = escrowProcess[name];
  if (actor === 'server') return by.includes('server') ? 'server' : null;
  if (actor.role === 'admin') return by.includes('admin') ? 'admin' : null;
  if (actor.role === 'student' && by.includes('student') && project.studentId === actor.uid) return 'student';
  // Any seller takes an Open project (their offer's acceptance assigns it); every other seller's step is the
  // assigned seller's.
  const isTheSeller = assigns(name) || project.sellerId === actor.uid;
  if (actor.role === 'seller' && by.includes('seller') && isTheSeller) return 'seller';
  return null;
}

/** Whether `actor` (or the server) may take the transition on the project as it stands at `now`. */
export function canTake(name: TransitionName, project: Project, actor: Actor | 'server', now: number): boolean {
  const { from, mayTake } = escrowProcess[name];
  if (partyFor(name, project, actor) === null || !from(project, now)) return false;
  return actor === 'server' || !mayTake || mayTake(project, actor);
}

/**
 * What the money effects move, in paise: a settlement's parts, or else all that is held (the milestone under way,
 * decision 068; the whole budget of a project that is one milestone).
 */
export function effectAmounts(project: Project, patch: ProjectPatch): { refund: number; earn: number } {
  const held = { budget: fromPaise(currentAmountPaise(project)), settlement: patch.settlement ?? null };
  const { refundPaise, payoutPaise } = splitOf(held);
  return { refund: refundPaise, earn: payoutPaise };
}

/**
 * The money a transition moves, by effect: a `refund` or `earn` effect with nothing to move (a settlement's
 * release refunds nothing) does nothing.
 */
export function moneyEffects(
  name: TransitionName,
  project: Project,
  patch: ProjectPatch,
): { refund: number; earn: number } {
  const { effects } = escrowProcess[name];
  const amounts = effectAmounts(project, patch);
  return {
    refund: effects.includes('refund') ? amounts.refund : 0,
    earn: effects.includes('earn') ? amounts.earn : 0,
  };
}

/**
 * The transition that recorded a history event: the row with its kind that the event's taker takes ('cancelled' is
 * the seller's agreement or the student's overdue cancellation; 'system' is the server), else the first with its
 * kind.
 */
export function transitionNameOf(event: Pick<HistoryEvent, 'kind' | 'byRole'>): TransitionName {
  const party: Party | null = event.byRole === 'system' ? 'server' : event.byRole;
  const names = transitionNames.filter((name) => escrowProcess[name].history === event.kind);
  return names.find((name) => escrowProcess[name].by.includes(party)) ?? names[0]!;
}

/** The row of the transition that recorded a history event (transitionNameOf). */
export const transitionOf = (event: Pick<HistoryEvent, 'kind' | 'byRole'>): EscrowTransition =>
  escrowProcess[transitionNameOf(event)];
