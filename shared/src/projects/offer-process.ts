// Offers and counters on a project asking for offers (decision 067), as a process table in the escrow table's form
// (escrow-process.ts, decision 028; Sharetribe's negotiation process): for each transition, who takes it, by which
// road, from which states, what it writes to the offer, what else it does and who is told. The server's one offer
// runner (functions/src/features/projects/offers/offer-step.ts), the screens' buttons and the offer notices all read it.
// Nothing here is charged: an accepted offer assigns the project at its price, and funding it is today's checkout.
// Types only: the screens read this table, and zod stays out of their first load (decision 022).
import type { Project } from './project.ts';
import type { Offer, OfferSide, OfferState, OfferTerms } from './offer.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An offer, or a counter, stands this long unless the project's deadline day ends first. */
export const OFFER_DAYS = 7;
export const OFFER_MS = OFFER_DAYS * DAY_MS;
/**
 * Counters an offer may carry, by both sides together: the student, the seller, the student, the seller. Each side
 * names its price twice after the first offer; then the side on turn accepts or lets it go (decision 067).
 */
export const MAX_COUNTERS = 4;

/** Who takes an offer's step: the project's student, the offer's seller, or the server (its clock, an acceptance). */
export type OfferParty = OfferSide | 'server';

/** `api`: a person's request; `task`: the server's clock; `accept`: written inside another offer's acceptance. */
export type OfferRoad = 'api' | 'task' | 'accept';

/** What a step does besides the offer's own writes, in the same transaction. */
export type OfferEffect = 'assign' | 'decline-others';

export type OfferTransitionName = 'send' | 'counter' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'passed-over';

/** What a step writes to the offer; `terms` is added to the list. */
export interface OfferPatch {
  state: OfferState;
  terms?: OfferTerms;
  counters?: number;
  expiresAt?: number;
}

export interface OfferTransition {
  by: readonly OfferParty[];
  road: OfferRoad;
  /** Whether the offer (null: none yet) on the project, as they stand at `now`, allow it (who takes it aside). */
  from: (offer: Offer | null, project: Project, now: number) => boolean;
  /** Of the parties in `by`, which may take it on this offer: the side that did not make the latest terms. */
  mayTake?: (offer: Offer, side: OfferSide) => boolean;
  writes: (offer: Offer | null, project: Project, context: { now: number; terms?: OfferTerms }) => OfferPatch;
  effects: readonly OfferEffect[];
  /** Who is told (bell and mail); never the side that took it. */
  tells: readonly OfferSide[];
}

/** When new terms expire: the end of the project's deadline day, or OFFER_DAYS from now, whichever is first. */
export function expiryOf(project: Pick<Project, 'deadline'>, now: number): number {
  const week = now + OFFER_MS;
  return project.deadline === null ? week : Math.min(project.deadline + DAY_MS, week);
}

const asksForOffers = (project: Pick<Project, 'pricing'>) => project.pricing === 'offers';
/** The terms on the table: the latest set (offer.ts latestTerms, without its module's schemas). */
export const termsOnTable = (offer: Pick<Offer, 'terms'>): OfferTerms => offer.terms[offer.terms.length - 1]!;
const latestTerms = termsOnTable;

/** A project sellers may make and answer offers on: asking for offers, still Open, not hidden by a moderator. */
export const takesOffers = (project: Project): boolean =>
  asksForOffers(project) && project.status === 'Open' && project.hidden !== true;

const live = (offer: Offer | null, project: Project, now: number): offer is Offer =>
  offer !== null && offer.state === 'open' && now < offer.expiresAt && takesOffers(project);

/** The side on turn answers the latest terms; the side that made them waits. */
const onTurn = (offer: Offer, side: OfferSide) => latestTerms(offer).by !== side;

const table = {
  // One live offer per seller per project: a new one only when there is none, or the last is over.
  send: {
    by: ['seller'],
    road: 'api',
    from: (offer, project, now) => takesOffers(project) && offer?.state !== 'open' && expiryOf(project, now) > now,
    writes: (_offer, project, { now, terms }) => ({
      state: 'open',
      terms,
      counters: 0,
      expiresAt: expiryOf(project, now),
    }),
    effects: [],
    tells: ['student'],
  },
  counter: {
    by: ['student', 'seller'],
    road: 'api',
    from: (offer, project, now) => live(offer, project, now) && offer.counters < MAX_COUNTERS,
    mayTake: onTurn,
    writes: (offer, project, { now, terms }) => ({
      state: 'open',
      terms,
      counters: (offer?.counters ?? 0) + 1,
      expiresAt: expiryOf(project, now),
    }),
    effects: [],
    tells: ['student', 'seller'],
  },
  // The project goes to this seller at the latest terms, decided from the stored offer; the others are declined.
  accept: {
    by: ['student', 'seller'],
    road: 'api',
    from: live,
    mayTake: onTurn,
    writes: () => ({ state: 'accepted' }),
    effects: ['assign', 'decline-others'],
    // The student hears of it from the project's `taken` event, which asks them to fund it (decision 062).
    tells: ['seller'],
  },
  // The student says no, whoever made the latest terms.
  decline: {
    by: ['student'],
    road: 'api',
    from: live,
    writes: () => ({ state: 'declined' }),
    effects: [],
    tells: ['seller'],
  },
  withdraw: {
    by: ['seller'],
    road: 'api',
    from: live,
    writes: () => ({ state: 'withdrawn' }),
    effects: [],
    tells: ['student'],
  },
  expire: {
    by: ['server'],
    road: 'task',
    from: (offer, _project, now) => offer !== null && offer.state === 'open' && now >= offer.expiresAt,
    writes: () => ({ state: 'expired' }),
    effects: [],
    tells: ['seller'],
  },
  // Another offer on the project was accepted: every other open one is declined in the same transaction.
  'passed-over': {
    by: ['server'],
    road: 'accept',
    from: (offer) => offer !== null && offer.state === 'open',
    writes: () => ({ state: 'declined' }),
    effects: [],
    tells: ['seller'],
  },
} as const satisfies Record<OfferTransitionName, OfferTransition>;

export const offerProcess: Record<OfferTransitionName, OfferTransition> = table;
export const offerTransitionNames = Object.keys(table) as OfferTransitionName[];

/** The steps a person takes on an existing offer through the API (sending is its own request). */
export const offerActions = ['counter', 'accept', 'decline', 'withdraw'] as const satisfies OfferTransitionName[];
export type OfferAction = (typeof offerActions)[number];

/** The side a person is to an offer's project (null: neither), for a step the table lets them take. */
export function sideOf(uid: string, project: Pick<Project, 'studentId'>, offer: Pick<Offer, 'sellerId'> | null) {
  if (uid === project.studentId) return 'student' as const;
  if (offer ? uid === offer.sellerId : true) return 'seller' as const;
  return null;
}

/** Whether `side` (or the server) may take the step on the offer and project as they stand at `now`. */
export function canTakeOffer(
  name: OfferTransitionName,
  offer: Offer | null,
  project: Project,
  side: OfferParty,
  now: number,
): boolean {
  const row = offerProcess[name];
  if (!row.by.includes(side) || !row.from(offer, project, now)) return false;
  return side === 'server' || !row.mayTake || (offer !== null && row.mayTake(offer, side));
}

/** Why a step cannot be taken now, in words for the person (the API's 409); the first reason that holds. */
export const offerRefusals = {
  notAskingForOffers: 'This project takes no offers: sellers take it at its price.',
  assigned: 'This project was already given to a seller, so its offers are closed.',
  deadlinePassed: "This project's deadline has passed, so it takes no more offers.",
  alreadyOffered: 'You already have an offer waiting on this project: change it with a counter or withdraw it.',
  accepted: 'This offer was already accepted.',
  declined: 'This offer was declined.',
  withdrawn: 'This offer was withdrawn by the seller.',
  expired: 'This offer expired before anyone answered it.',
  notYourTurn: 'These are your own terms: the other side answers them.',
  countersUsed: `This offer has had its ${MAX_COUNTERS} counters: accept it or let it go.`,
} as const;

export function offerRefusal(
  name: OfferTransitionName,
  offer: Offer | null,
  project: Project,
  side: OfferSide,
  now: number,
): string | null {
  if (canTakeOffer(name, offer, project, side, now)) return null;
  if (!asksForOffers(project)) return offerRefusals.notAskingForOffers;
  if (project.status !== 'Open' || project.hidden === true) return offerRefusals.assigned;
  if (name === 'send') return offer?.state === 'open' ? offerRefusals.alreadyOffered : offerRefusals.deadlinePassed;
  if (!offer) return offerRefusals.withdrawn;
  if (offer.state !== 'open') return offerRefusals[offer.state];
  if (now >= offer.expiresAt) return offerRefusals.expired;
  if (offerProcess[name].mayTake && !offerProcess[name].mayTake(offer, side)) return offerRefusals.notYourTurn;
  return offerRefusals.countersUsed;
}
