// Who hears of each step of a project, and in what words (decision 025). One record, keyed by the history event's
// kind (`historyNotices`), says for every step who is told (the other party of the one who took it; both parties of
// the server's and an admin's steps; every admin too of a dispute) and what they read: the amount the step is about
// and what, if anything, they must do next. The person who took a step never hears of it. Taking and funding have
// no history event (they show on the project itself), so they are read from the project's change, as is a refund
// the provider processed.
import { formatRupees, fromPaise, sellerPayout, splitPaise, toPaise } from '../projects/money.ts';
import type { HistoryEvent, HistoryKind } from '../projects/project-history.ts';
import type { Project } from '../projects/project.ts';
import { taxWithheldNote } from './payout-notifications.ts';
import {
  projectLink,
  type NotificationContent,
  type NotificationDraft,
  type NotificationKind,
  type Recipient,
} from './notification.ts';

/** What the notifications of a project need of it. */
export type ProjectFacts = Pick<Project, 'id' | 'title' | 'studentId' | 'sellerId' | 'paymentStatus' | 'budget'> &
  Partial<Pick<Project, 'status' | 'refundStatus' | 'sellerEmail' | 'settlement'>>;

export type Party = 'student' | 'seller';
const partyOf = (project: ProjectFacts, by: string): Party | null =>
  by === project.studentId ? 'student' : project.sellerId !== null && by === project.sellerId ? 'seller' : null;
const uidOf = (project: ProjectFacts, party: Party) => (party === 'student' ? project.studentId : project.sellerId);

/**
 * Who a step is told to: the other party of the one who took it (both, when neither did: the server or an
 * admin), both parties always, or nobody.
 */
export type Told = 'the other party' | 'both parties' | 'nobody';

/** What a notice's sentence is made of, for the party it reaches. */
export interface NoticeFacts {
  /** The project's title, quoted. */
  about: string;
  /** Who reads it. */
  to: Party;
  /** The budget the student funded, in rupees as people read them. */
  budget: string;
  /** The seller's 70% of the budget. */
  payout: string;
  event: HistoryEvent;
}

export interface HistoryNotice {
  told: Told;
  kind: NotificationKind;
  title: string;
  says: (facts: NoticeFacts) => string;
  /** Every admin is told too (a new dispute waits for one of them), in their own words. */
  admins?: { kind: NotificationKind; title: string; says: (facts: NoticeFacts) => string };
}

const rupeesOfPaise = (paise: number) => formatRupees(fromPaise(paise));
/** A person's note, quoted after the step it explains: short enough for a notification's line. */
const noted = (note: string) => {
  const text = note.trim();
  if (!text) return '';
  return `: “${text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text}”`;
};

/** What an admin's settlement did with the money, in the words of who reads it. */
function settlementSays({ about, to, budget, event }: NoticeFacts): string {
  const settled = `An admin settled the dispute about ${about}`;
  if (event.outcome === 'refund') return `${settled}: the ${budget} is refunded to the student.`;
  if (event.outcome === 'split' && event.refundPaise !== null && event.payoutPaise !== null) {
    const yours =
      to === 'seller'
        ? ` Your payout is ${rupeesOfPaise(splitPaise(event.payoutPaise).sellerPaise)}. ${taxWithheldNote}`
        : '';
    return `${settled}: ${rupeesOfPaise(event.refundPaise)} goes back to the student and ${rupeesOfPaise(event.payoutPaise)} is released to the seller.${yours}`;
  }
  if (event.outcome === 'release') {
    const yours = to === 'seller' ? ` Your payout of 70% follows. ${taxWithheldNote}` : '';
    return `${settled}: the ${budget} is released to the seller.${yours}`;
  }
  return `${settled}.`;
}

/** Every step of a project, and who is told of it in what words; `told: 'nobody'` steps make no notification. */
export const historyNotices: Record<HistoryKind, HistoryNotice> = {
  delivered: {
    told: 'the other party',
    kind: 'project-delivered',
    title: 'Work delivered',
    says: ({ about, budget }) =>
      `The seller delivered ${about}. Check it, then release the ${budget} held for it, or ask for changes.`,
  },
  'changes-requested': {
    told: 'the other party',
    kind: 'project-changes-requested',
    title: 'Changes requested',
    says: ({ about, event }) =>
      `The student asked for changes to ${about}${noted(event.note)}. Deliver it again once the changes are made.`,
  },
  withdrawn: {
    told: 'the other party',
    kind: 'project-withdrawn',
    title: 'Project withdrawn',
    says: ({ about }) => `The student withdrew ${about}. Nothing was paid for it, so nothing is owed.`,
  },
  'given-up': {
    told: 'the other party',
    kind: 'project-given-up',
    title: 'Seller gave up',
    says: ({ about }) => `The seller gave up ${about}. It is open again for another seller to take.`,
  },
  'cancel-requested': {
    told: 'the other party',
    kind: 'project-cancel-requested',
    title: 'Cancellation requested',
    says: ({ about, budget, event }) =>
      `The student asked to cancel ${about}${noted(event.note)} and have the ${budget} they funded refunded. Agree or decline on the project.`,
  },
  'cancel-declined': {
    told: 'the other party',
    kind: 'project-cancel-declined',
    title: 'Cancellation declined',
    says: ({ about, budget, event }) =>
      `The seller declined to cancel ${about}${noted(event.note)}. The ${budget} stays held: work it out in the chat, or open a dispute for an admin to settle.`,
  },
  cancelled: {
    told: 'the other party',
    kind: 'project-cancelled',
    title: 'Project cancelled',
    says: ({ about, budget, to }) =>
      to === 'student'
        ? `${about} was cancelled. The ${budget} you funded is being refunded to you.`
        : `${about} was cancelled. The ${budget} the student funded is refunded to them.`,
  },
  disputed: {
    told: 'the other party',
    kind: 'project-disputed',
    title: 'Project disputed',
    says: ({ about, budget }) =>
      `${about} is disputed. The ${budget} stays held until an admin settles it; they read the chat and the deliveries.`,
    admins: {
      kind: 'admin-new-dispute',
      title: 'New dispute',
      says: ({ about, budget }) => `${about} was disputed: its ${budget} waits for your settlement.`,
    },
  },
  'dispute-answered': {
    told: 'the other party',
    kind: 'project-dispute-answered',
    title: 'Dispute answered',
    says: ({ about, to, event }) =>
      `The ${to === 'student' ? 'seller' : 'student'} gave their side of the dispute about ${about}${noted(event.note)}; an admin reads both sides before settling it.`,
    admins: {
      kind: 'admin-dispute-answered',
      title: 'Dispute answered',
      says: ({ about, event }) =>
        `The other side answered the dispute about ${about}${noted(event.note)}, so both sides are in for your settlement.`,
    },
  },
  settled: { told: 'both parties', kind: 'project-settled', title: 'Dispute settled', says: settlementSays },
  released: {
    told: 'the other party',
    kind: 'project-released',
    title: 'Payment released',
    says: ({ about, budget, payout }) =>
      `The student released the ${budget} for ${about}. Your payout is ${payout} (70%). ${taxWithheldNote}`,
  },
  'auto-released': {
    told: 'both parties',
    kind: 'project-released',
    title: 'Payment released automatically',
    says: ({ about, budget, payout, to }) =>
      to === 'seller'
        ? `The ${budget} for ${about} was released automatically. Your payout is ${payout} (70%). ${taxWithheldNote}`
        : `The ${budget} for ${about} was released to the seller automatically, as nobody asked for changes in time.`,
  },
};

/** The parties a step is told to, by their part in the project. */
function partiesTold(project: ProjectFacts, told: Told, by: string): Party[] {
  if (told === 'nobody') return [];
  const actor = told === 'both parties' ? null : partyOf(project, by);
  return (['student', 'seller'] as const).filter((party) => party !== actor);
}

const quoted = (project: ProjectFacts) => `“${project.title}”`;

function content(project: ProjectFacts, kind: NotificationKind, title: string, text: string): NotificationContent {
  return { kind, title, text, link: projectLink(project.id) };
}

/** The notifications one history event makes, each keyed by the event (`history-{projectId}-{eventId}`). */
export function notificationsForHistoryEvent(project: ProjectFacts, event: HistoryEvent): NotificationDraft[] {
  const notice = historyNotices[event.kind];
  const key = `history-${project.id}-${event.id}`;
  const { at } = event;
  const facts = (to: Party): NoticeFacts => ({
    about: quoted(project),
    to,
    budget: formatRupees(project.budget),
    payout: formatRupees(sellerPayout(project.budget)),
    event,
  });
  const drafts: NotificationDraft[] = partiesTold(project, notice.told, event.by).flatMap((party) => {
    const uid = uidOf(project, party);
    if (typeof uid !== 'string' || uid === '') return [];
    const to: Recipient = { uid };
    return [{ to, key, at, content: content(project, notice.kind, notice.title, notice.says(facts(party))) }];
  });
  if (notice.admins) {
    const { kind, title, says } = notice.admins;
    drafts.push({ to: { admins: true }, key, at, content: content(project, kind, title, says(facts('student'))) });
  }
  return drafts;
}

/** What a processed refund gave back: a split's refunded part, else the whole budget. */
function refundedRupees(project: ProjectFacts): string {
  const settlement = project.settlement;
  return settlement && settlement.outcome === 'split'
    ? rupeesOfPaise(settlement.refundPaise)
    : rupeesOfPaise(toPaise(project.budget));
}

/**
 * Taken, funded and refunded, read from the project's change (`before` null: a creation or a catch-up, not a step).
 * The project keeps no time of these steps, so their notifications take the server's time (`at` null): the change
 * is delivered as it happens.
 */
export function notificationsForProjectChange(before: ProjectFacts | null, after: ProjectFacts): NotificationDraft[] {
  if (!before) return [];
  const drafts: NotificationDraft[] = [];
  const about = quoted(after);
  const budget = formatRupees(after.budget);
  if (before.status === 'Open' && after.status === 'In Progress' && after.sellerId) {
    // Keyed by the seller: a seller who gives the project up and takes it again is not announced twice.
    drafts.push({
      to: { uid: after.studentId },
      key: `project-${after.id}-taken-${after.sellerId}`,
      at: null,
      content: content(
        after,
        'project-taken',
        'Project taken',
        `${after.sellerEmail ?? 'A seller'} took ${about}. Fund its ${budget} so the work can start: the platform holds it until you release it.`,
      ),
    });
  }
  if (before.paymentStatus === 'Unpaid' && after.paymentStatus === 'Funded' && after.sellerId) {
    drafts.push({
      to: { uid: after.sellerId },
      key: `project-${after.id}-funded`,
      at: null,
      content: content(
        after,
        'project-funded',
        'Project funded',
        `The student funded ${about}: the ${budget} is held until they release it. Your payout will be ${formatRupees(sellerPayout(after.budget))} (70%).`,
      ),
    });
  }
  if (before.refundStatus !== 'processed' && after.refundStatus === 'processed') {
    drafts.push({
      to: { uid: after.studentId },
      key: `project-${after.id}-refunded`,
      at: null,
      content: content(
        after,
        'project-refunded',
        'Refund processed',
        `Your refund of ${refundedRupees(after)} for ${about} was processed.`,
      ),
    });
  }
  return drafts;
}
