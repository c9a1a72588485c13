// Who hears of each step of a project, and in what words (decision 025). A history event is told as the row of the
// escrow's process table that recorded it says (escrow-process.ts: its `tells`, `notice` and `adminNotice`): each
// party it tells but the one who took it, every admin too of a dispute; they read the amount the step is about and
// what, if anything, they must do next. Every step records its event, the seller's take and the verified funding
// included (decision 062), so nothing here reads a project's before and after but a refund the provider processed
// (the provider's answer, not a transition).
import type { NoticeFacts, NoticeParty } from '../projects/escrow-notices.ts';
import { transitionOf } from '../projects/escrow-process.ts';
import { splitOf } from '../projects/escrow-states.ts';
import { formatRupees, fromPaise, sellerPayout } from '../projects/money.ts';
import type { HistoryEvent } from '../projects/project-history.ts';
import type { Project } from '../projects/project.ts';
import { rupees, words as mailWords } from './mail-words.ts';
import { ifSaid, projectMailWords } from './project-mail-words.ts';
import {
  projectLink,
  type NotificationContent,
  type NotificationDraft,
  type NotificationKind,
  type Recipient,
} from './notification.ts';

/** What the notifications of a project need of it. */
export type ProjectFacts = Pick<Project, 'id' | 'title' | 'studentId' | 'sellerId' | 'paymentStatus' | 'budget'> &
  Partial<Pick<Project, 'status' | 'refundStatus' | 'settlement'>>;

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
  const { tells, notice, adminNotice } = transitionOf(event);
  const key = `history-${project.id}-${event.id}${notice.namesTaker ? `-${event.by}` : ''}`;
  const { at } = event;
  const facts = (to: NoticeParty): NoticeFacts => ({
    about: quoted(project),
    to,
    budget: formatRupees(project.budget),
    payout: formatRupees(sellerPayout(project.budget)),
    event,
    takerName,
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
    const said = content(project, notice.kind, notice.title, notice.says(facts(party)));
    // The same step in the mail catalogue's words, for a recipient who reads Hindi (decision 072).
    const mailFacts = {
      title: project.title,
      budget: project.budget,
      payout: sellerPayout(project.budget),
      to: party,
      takerName,
    };
    const words = projectMailWords(event.kind, mailFacts, said);
    return [{ to, key, at, ...names, content: said, ...(words && { words }) }];
  });
  if (adminNotice && tells.includes('admins')) {
    const { kind, title, says } = adminNotice;
    drafts.push({ to: { admins: true }, key, at, content: content(project, kind, title, says(facts('student'))) });
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

/** What a processed refund gave back: a split's refunded part, else the whole budget. */
function refundedRupees(project: ProjectFacts): string {
  return rupeesOfPaise(splitOf({ budget: project.budget, settlement: project.settlement ?? null }).refundPaise);
}

/**
 * A refund the provider processed, read from the project's change (`before` null: a creation or a catch-up, not a
 * step): the provider's answer, which no transition records. The project keeps no time of it, so its notification
 * takes the server's time (`at` null): the change is delivered as it happens.
 */
export function notificationsForProjectChange(before: ProjectFacts | null, after: ProjectFacts): NotificationDraft[] {
  if (!before || before.refundStatus === 'processed' || after.refundStatus !== 'processed') return [];
  const text = `Your refund of ${refundedRupees(after)} for ${quoted(after)} was processed.`;
  const said = content(after, 'project-refunded', 'Refund processed', text);
  const refunded = fromPaise(splitOf({ budget: after.budget, settlement: after.settlement ?? null }).refundPaise);
  const words = ifSaid(
    {
      title: mailWords('project.refunded.title'),
      text: mailWords('project.refunded.text', { amount: rupees(refunded), title: after.title }),
    },
    said,
  );
  return [
    {
      to: { uid: after.studentId },
      key: `project-${after.id}-refunded`,
      at: null,
      content: said,
      ...(words && { words }),
    },
  ];
}
