// Who hears of each step of a project, and in what words (decision 025). A history event is told as the row of the
// escrow's process table that recorded it says (escrow-process.ts: its `tells`; escrow-notices.ts: its words): each
// party it tells but the one who took it, every admin too of a dispute; they read the amount the step is about and
// what, if anything, they must do next. Every step records its event, the seller's take and the verified funding
// included (decision 062), so nothing here reads a project's before and after; a refund the provider processed (its
// answer, not a transition) is told from the refund's own record, with the amount it gave back. A step of a project split into milestones (decision 068) is told of
// the milestone it was about, by its number and title and with its amount; releasing one that is not the last also
// tells the student the next is theirs to fund, unless they funded it ahead (decision 075).
import { noticesOf, type NoticeFacts, type NoticeParty } from '../projects/escrow-notices.ts';
import { escrowProcess, transitionNameOf } from '../projects/escrow-process.ts';
import { formatRupees, fromPaise, sellerPayout, splitPaise } from '../projects/money.ts';
import type { HistoryEvent, HistoryKind } from '../projects/project-history.ts';
import { projectOfMoneyId } from '../projects/milestones.ts';
import type { Project } from '../projects/project.ts';
import type { Refund } from '../payments/refund.ts';
import { rupees, words as mailWords } from './mail-words.ts';
import {
  adminMailWords,
  ifSaid,
  milestoneToFundWords,
  projectMailWords,
  type ProjectMailFacts,
} from './project-mail-words.ts';
import {
  projectLink,
  type NotificationContent,
  type NotificationDraft,
  type NotificationKind,
  type Recipient,
} from './notification.ts';

/** What the notifications of a project need of it. */
export type ProjectFacts = Pick<Project, 'id' | 'title' | 'studentId' | 'sellerId' | 'paymentStatus' | 'budget'> &
  Partial<Pick<Project, 'status' | 'refundStatus' | 'settlement' | 'milestones' | 'milestoneOutcomes' | 'pricing'>>;

/**
 * What an event's notice may need beyond the project and the event: the name the taker's public profile shows, for a
 * row whose notice names them (the take: decision 042, never their email). Absent (no profile): 'A seller'.
 */
export interface TakerFacts {
  takerName?: string;
}

const partyOf = (project: ProjectFacts, by: string): NoticeParty | null =>
  by === project.studentId ? 'student' : project.sellerId !== null && by === project.sellerId ? 'seller' : null;
const uidOf = (project: ProjectFacts, party: NoticeParty) =>
  party === 'student' ? project.studentId : project.sellerId;
const rupeesOfPaise = (paise: number) => formatRupees(fromPaise(paise));

const quoted = (project: ProjectFacts) => `“${project.title}”`;

function content(project: ProjectFacts, kind: NotificationKind, title: string, text: string): NotificationContent {
  return { kind, title, text, link: projectLink(project.id) };
}

/** The milestone a split project's event was about: its number (1, 2, …), its terms and the one after it. */
function milestoneOf(project: ProjectFacts, event: Pick<HistoryEvent, 'milestone'>) {
  const all = project.milestones ?? [];
  const index = event.milestone;
  const terms = index === undefined ? undefined : all[index];
  if (index === undefined || !terms || all.length < 2) return null;
  return { n: index + 1, terms, next: all[index + 1] ?? null };
}

/** The titles that say which milestone; any other step of a milestone keeps its row's title. */
const milestoneTitles: Partial<Record<HistoryKind, (n: number) => string>> = {
  funded: (n) => `Milestone ${n} funded`,
  delivered: (n) => `Milestone ${n} delivered`,
  released: (n) => `Milestone ${n} released`,
  'auto-released': (n) => `Milestone ${n} released automatically`,
};

/** The steps that end a project as a whole: told of the project, with the milestone's money, not of the milestone. */
const ofTheProject: readonly HistoryKind[] = ['withdrawn', 'given-up', 'cancelled'];

/**
 * Whether the event ended the project as a whole: one of those steps, or a settlement refunded whole, which ends it
 * as a cancellation does (decision 068).
 */
const endsProject = (event: HistoryEvent) =>
  ofTheProject.includes(event.kind) || (event.kind === 'settled' && event.outcome === 'refund');

/**
 * What a step that refunded the whole of what was held is about: all it refunded, the milestones funded ahead
 * included (decision 075); null for any other step.
 */
const refundedWhole = (event: HistoryEvent) =>
  (event.kind === 'cancelled' || (event.kind === 'settled' && event.outcome === 'refund')) && event.refundPaise
    ? event.refundPaise
    : null;

/** Whether the event's step paid its milestone to the seller, so the project goes on to the next (decision 068). */
const movesOn = (event: HistoryEvent) =>
  event.kind === 'released' ||
  event.kind === 'auto-released' ||
  (event.kind === 'settled' && event.outcome !== null && event.outcome !== 'refund');

/**
 * Whether a write of a history event is a step to tell of: its creation (or a catch-up of it), or the take's event
 * rewritten by a later take of another seller (decision 062). An erasure's rewrite keeps the event's time; a seller
 * who gives the project up and takes it again is its taker already: neither is told again.
 */
export function isNewStep(
  before: Pick<HistoryEvent, 'kind' | 'by' | 'at'> | null,
  after: Pick<HistoryEvent, 'kind' | 'by' | 'at'>,
): boolean {
  if (!before) return true;
  return after.kind === 'taken' && after.by !== before.by && (after.at ?? 0) > (before.at ?? 0);
}

/**
 * The notifications one history event makes, each keyed by the event (`history-{projectId}-{eventId}`), and by its
 * taker where the notice names them (a take: another seller's later take is another notification).
 */
export function notificationsForHistoryEvent(
  project: ProjectFacts,
  event: HistoryEvent,
  { takerName }: TakerFacts = {},
): NotificationDraft[] {
  const transition = transitionNameOf(event);
  const { tells } = escrowProcess[transition];
  const { notice, adminNotice } = noticesOf(transition);
  const key = `history-${project.id}-${event.id}${notice.namesTaker ? `-${event.by}` : ''}`;
  const { at } = event;
  const milestone = milestoneOf(project, event);
  const whole = refundedWhole(event);
  const facts = (to: NoticeParty): NoticeFacts => ({
    about:
      milestone && !endsProject(event)
        ? `milestone ${milestone.n} “${milestone.terms.title}” of ${quoted(project)}`
        : quoted(project),
    to,
    // What the step is about is the milestone's money, not the whole budget; a cancellation's, or a settlement's
    // refunded whole, is all it refunded, milestones funded ahead included (decision 075).
    budget:
      whole !== null
        ? rupeesOfPaise(whole)
        : milestone
          ? rupeesOfPaise(milestone.terms.amountPaise)
          : formatRupees(project.budget),
    payout: milestone
      ? rupeesOfPaise(splitPaise(milestone.terms.amountPaise).sellerPaise)
      : formatRupees(sellerPayout(project.budget)),
    event,
    takerName,
    asksForOffers: project.pricing === 'offers',
  });
  const title = (milestone && milestoneTitles[event.kind]?.(milestone.n)) || notice.title;
  // The same facts in the mail catalogue's terms: amounts as numbers, the milestone by its number and title.
  const amount =
    whole !== null ? fromPaise(whole) : milestone ? fromPaise(milestone.terms.amountPaise) : project.budget;
  const mailFacts = (to: NoticeParty): ProjectMailFacts => ({
    title: project.title,
    budget: amount,
    payout: milestone ? fromPaise(splitPaise(milestone.terms.amountPaise).sellerPaise) : sellerPayout(project.budget),
    to,
    event,
    milestone: milestone && !endsProject(event) ? { n: milestone.n, title: milestone.terms.title } : null,
    takerName,
    asksForOffers: project.pricing === 'offers',
  });
  // Never the person who took the step; both parties of the server's and an admin's.
  const taker = partyOf(project, event.by);
  const told = (['student', 'seller'] as const).filter((party) => party !== taker && tells.includes(party));
  const drafts: NotificationDraft[] = told.flatMap((party) => {
    const uid = uidOf(project, party);
    if (typeof uid !== 'string' || uid === '') return [];
    const to: Recipient = { uid };
    // A notice that names its taker lists them, so their deletion finds it (decision 040).
    const names = notice.namesTaker ? { names: [event.by] } : {};
    const said = content(project, notice.kind, title, notice.says(facts(party)));
    // The same step in the mail catalogue's words, for a recipient who reads Hindi (decision 072).
    const words = projectMailWords(event.kind, mailFacts(party), said);
    return [{ to, key, at, ...names, content: said, ...(words && { words }) }];
  });
  // The milestone is paid and another follows: the student funds it when they choose, so they are told it waits.
  // Not when it was funded ahead with others (decision 075): its money is held already and the work goes on.
  const nextFundedAhead = milestone?.next && project.milestoneOutcomes?.[milestone.n]?.state === 'funded';
  if (milestone?.next && movesOn(event) && !nextFundedAhead) {
    const { n, terms, next } = milestone;
    const text = `Milestone ${n} “${terms.title}” of ${quoted(project)} is done. Fund milestone ${n + 1} “${next.title}”, ${rupeesOfPaise(next.amountPaise)}, when the seller should start on it: the platform holds it until you release it.`;
    const said = content(project, 'project-milestone-to-fund', `Milestone ${n + 1} to fund`, text);
    const words = ifSaid(
      milestoneToFundWords(
        project.title,
        { n, title: terms.title },
        { title: next.title, amount: fromPaise(next.amountPaise) },
      ),
      said,
    );
    drafts.push({ to: { uid: project.studentId }, key: `${key}-next`, at, content: said, ...(words && { words }) });
  }
  if (adminNotice && tells.includes('admins')) {
    const { kind, title, says } = adminNotice;
    const said = content(project, kind, title, says(facts('student')));
    const words = adminMailWords(event.kind, mailFacts('student'), said);
    drafts.push({ to: { admins: true }, key, at, content: said, ...(words && { words }) });
  }
  return drafts;
}

/**
 * The seller an older 'taken' notification's key names (`project-{id}-taken-{seller}`, written from the project's
 * change before decision 062: the part after its last '-taken-'); null for any other key.
 */
export function sellerOfTakenKey(key: string): string | null {
  const at = key.lastIndexOf('-taken-');
  const seller = at > 'project-'.length && key.startsWith('project-') ? key.slice(at + '-taken-'.length) : '';
  return seller || null;
}

/** What the notice of a project's refund needs of its refund record (shared/src/payments/refund.ts). */
export type ProjectRefundFacts = Pick<Refund, 'id' | 'subjectId' | 'payerId' | 'title' | 'amountPaise' | 'status'>;

/**
 * A refund of a project's funding the provider processed: its answer, which no transition records, told from the
 * refund record, so the notice states what was given back: the record's own amount (a settlement's refunded part, a
 * milestone's funding on a split project, decision 068: each milestone refunded has its own record) and what it was
 * for (the project, or "project: milestone"). Each record is told once, by its subject (`project-{moneyId}-refunded`:
 * a project of one milestone keeps the key it had). The record keeps no time of processing, so the notification takes
 * the server's time (`at` null).
 */
export function notificationsForProjectRefund(
  before: ProjectRefundFacts | null,
  after: ProjectRefundFacts,
): NotificationDraft[] {
  if (!before || before.status === 'processed' || after.status !== 'processed' || !after.payerId) return [];
  const { projectId } = projectOfMoneyId(after.subjectId);
  const amount = fromPaise(after.amountPaise);
  const text = `Your refund of ${formatRupees(amount)} for “${after.title}” was processed.`;
  const said = { kind: 'project-refunded', title: 'Refund processed', text, link: projectLink(projectId) } as const;
  const words = ifSaid(
    {
      title: mailWords('project.refunded.title'),
      text: mailWords('project.refunded.text', { amount: rupees(amount), title: after.title }),
    },
    said,
  );
  return [
    {
      to: { uid: after.payerId },
      key: `project-${after.subjectId}-refunded`,
      at: null,
      content: said,
      ...(words && { words }),
    },
  ];
}
