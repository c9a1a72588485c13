// The words of the escrow's notices (decision 025): what each row of the process table (escrow-process.ts) says to
// the parties its `tells` names, and to the admins. Apart from the table, which the screens read for their guards
// (every visitor page loads it): these words are read where notices are made, on the server.
import type { NotificationKind } from '../notifications/notification.ts';
import type { TransitionName } from './escrow-process.ts';
import { formatRupees, fromPaise, grossEarnedSays, splitPaise, taxWithheldNote } from './money.ts';
import type { HistoryEvent } from './project-history.ts';

/** A party of a project, as a notice reaches them. */
export type NoticeParty = 'student' | 'seller';

/** What a notice's sentence is made of, for the party it reaches. */
export interface NoticeFacts {
  /** The project's title, quoted. */
  about: string;
  /** Who reads it. */
  to: NoticeParty;
  /** The budget the student funded, in rupees as people read them. */
  budget: string;
  /** The seller's 70% of the budget: their gross earned (decision 044), not yet a payout. */
  payout: string;
  event: HistoryEvent;
  /** The name the taker's public profile shows, for a notice that names them (absent: they have none). */
  takerName?: string;
  /** Whether the project asks for offers (decision 067): nobody takes it at its price. */
  asksForOffers?: boolean;
}

/** What a transition's notification is: its kind, its title and its sentence for the one who reads it. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  says: (facts: NoticeFacts) => string;
  /**
   * Whether its words name the one who took the step (their public name, the one field of theirs the disclosure
   * table lets a notification show the other side, decision 042): the notification then lists them in `names`.
   */
  namesTaker?: boolean;
}

const rupeesOfPaise = (paise: number) => formatRupees(fromPaise(paise));

/** A person's note as a notice quotes it: short enough for a notification's line; '' when they wrote none. */
export const shownNote = (note: string) => {
  const text = note.trim();
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
};

/** The note, quoted after the step it explains. */
const noted = (note: string) => (shownNote(note) ? `: “${shownNote(note)}”` : '');

/** What an admin's settlement did with the money, in the words of who reads it. */
function settlementSays({ about, to, budget, payout, event }: NoticeFacts): string {
  const settled = `An admin settled the dispute about ${about}`;
  if (event.outcome === 'refund') return `${settled}: the ${budget} is refunded to the student.`;
  if (event.outcome === 'split' && event.refundPaise !== null && event.payoutPaise !== null) {
    const yours =
      to === 'seller'
        ? ` ${grossEarnedSays(rupeesOfPaise(splitPaise(event.payoutPaise).sellerPaise))} ${taxWithheldNote}`
        : '';
    return `${settled}: ${rupeesOfPaise(event.refundPaise)} goes back to the student and ${rupeesOfPaise(event.payoutPaise)} is released to the seller.${yours}`;
  }
  if (event.outcome === 'release') {
    const yours = to === 'seller' ? ` ${grossEarnedSays(payout)} ${taxWithheldNote}` : '';
    return `${settled}: the ${budget} is released to the seller.${yours}`;
  }
  return `${settled}.`;
}

/** A cancellation with its full refund, however it came (the seller agreed, or the student cancelled an overdue). */
const cancelledNotice: Notice = {
  kind: 'project-cancelled',
  title: 'Project cancelled',
  says: ({ about, budget, to }) =>
    to === 'student'
      ? `${about} was cancelled. The ${budget} you funded is being refunded to you.`
      : `${about} was cancelled. The ${budget} the student funded is refunded to them.`,
};

/** What a row's parties read, and what the admins read when its `tells` names them. */
export interface RowNotices {
  notice: Notice;
  adminNotice?: Notice;
}

/** A seller took the project, at its price or by an accepted offer: the student is asked to fund it. */
const takenNotice: Notice = {
  kind: 'project-taken',
  title: 'Project taken',
  says: ({ about, budget, takerName }) =>
    `${takerName || 'A seller'} took ${about}. Fund its ${budget} so the work can start: the platform holds it until you release it.`,
  namesTaker: true,
};

/** Each transition's notices, by its name in the process table. */
export const escrowNotices = {
  take: {
    notice: takenNotice,
  },
  // Its event is the take's, by the seller it went to, so it is told as the take is (transitionNameOf).
  assign: {
    notice: takenNotice,
  },
  complete: {
    notice: {
      kind: 'project-delivered',
      title: 'Work delivered',
      says: ({ about, budget }) =>
        `The seller delivered ${about}. Check it, then release the ${budget} held for it, or ask for changes.`,
    },
  },
  fund: {
    notice: {
      kind: 'project-funded',
      title: 'Project funded',
      says: ({ about, budget, payout }) =>
        `The student funded ${about}: the ${budget} is held until they release it. ${grossEarnedSays(payout, 'will be')}`,
    },
  },
  release: {
    notice: {
      kind: 'project-released',
      title: 'Payment released',
      says: ({ about, budget, payout }) =>
        `The student released the ${budget} for ${about}. ${grossEarnedSays(payout)} ${taxWithheldNote}`,
    },
  },
  'request-changes': {
    notice: {
      kind: 'project-changes-requested',
      title: 'Changes requested',
      says: ({ about, event }) =>
        `The student asked for changes to ${about}${noted(event.note)}. Deliver it again once the changes are made.`,
    },
  },
  withdraw: {
    notice: {
      kind: 'project-withdrawn',
      title: 'Project withdrawn',
      // A later milestone is withdrawn after the ones before it were paid to the seller (decision 068): only what
      // was never funded is owed nothing.
      says: ({ about, event }) =>
        event.milestone
          ? `The student withdrew ${about} before funding milestone ${event.milestone + 1}, so nothing is owed for it or the milestones after it. What was released for the milestones before it stays released.`
          : `The student withdrew ${about}. Nothing was paid for it, so nothing is owed.`,
    },
  },
  'give-up': {
    notice: {
      kind: 'project-given-up',
      title: 'Seller gave up',
      says: ({ about, asksForOffers }) =>
        asksForOffers
          ? `The seller gave up ${about}. It is open again at your own terms, for sellers to send you offers.`
          : `The seller gave up ${about}. It is open again for another seller to take.`,
    },
  },
  'request-cancel': {
    notice: {
      kind: 'project-cancel-requested',
      title: 'Cancellation requested',
      says: ({ about, budget, event }) =>
        `The student asked to cancel ${about}${noted(event.note)} and have the ${budget} they funded refunded. Agree or decline on the project.`,
    },
  },
  'agree-cancel': {
    notice: cancelledNotice,
  },
  'decline-cancel': {
    notice: {
      kind: 'project-cancel-declined',
      title: 'Cancellation declined',
      says: ({ about, budget, event }) =>
        `The seller declined to cancel ${about}${noted(event.note)}. The ${budget} stays held: work it out in the chat, or open a dispute for an admin to settle.`,
    },
  },
  'cancel-overdue': {
    notice: cancelledNotice,
  },
  dispute: {
    notice: {
      kind: 'project-disputed',
      title: 'Project disputed',
      says: ({ about, budget }) =>
        `${about} is disputed. The ${budget} stays held until an admin settles it; they read the chat and the deliveries.`,
    },
    adminNotice: {
      kind: 'admin-new-dispute',
      title: 'New dispute',
      says: ({ about, budget }) => `${about} was disputed: its ${budget} waits for your settlement.`,
    },
  },
  'answer-dispute': {
    notice: {
      kind: 'project-dispute-answered',
      title: 'Dispute answered',
      says: ({ about, to, event }) =>
        `The ${to === 'student' ? 'seller' : 'student'} gave their side of the dispute about ${about}${noted(event.note)}; an admin reads both sides before settling it.`,
    },
    adminNotice: {
      kind: 'admin-dispute-answered',
      title: 'Dispute answered',
      says: ({ about, event }) =>
        `The other side answered the dispute about ${about}${noted(event.note)}, so both sides are in for your settlement.`,
    },
  },
  'auto-release': {
    notice: {
      kind: 'project-released',
      title: 'Payment released automatically',
      says: ({ about, budget, payout, to }) =>
        to === 'seller'
          ? `The ${budget} for ${about} was released automatically. ${grossEarnedSays(payout)} ${taxWithheldNote}`
          : `The ${budget} for ${about} was released to the seller automatically, as nobody asked for changes in time.`,
    },
  },
  settle: {
    notice: { kind: 'project-settled', title: 'Dispute settled', says: settlementSays },
  },
} as const satisfies Record<TransitionName, RowNotices>;

/** The notices of a transition, read as RowNotices whichever row it is. */
export const noticesOf = (name: TransitionName): RowNotices => escrowNotices[name];
