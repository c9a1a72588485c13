// The words of the escrow's notices (decision 025): what a row of the process table (escrow-process.ts) says to
// each party it tells, and to the admins. The rows carry their notices; this file holds what they are made of.
import type { NotificationKind } from '../notifications/notification.ts';
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

/** A person's note, quoted after the step it explains: short enough for a notification's line. */
export const noted = (note: string) => {
  const text = note.trim();
  if (!text) return '';
  return `: “${text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text}”`;
};

/** What an admin's settlement did with the money, in the words of who reads it. */
export function settlementSays({ about, to, budget, payout, event }: NoticeFacts): string {
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
export const cancelledNotice: Notice = {
  kind: 'project-cancelled',
  title: 'Project cancelled',
  says: ({ about, budget, to }) =>
    to === 'student'
      ? `${about} was cancelled. The ${budget} you funded is being refunded to you.`
      : `${about} was cancelled. The ${budget} the student funded is refunded to them.`,
};
